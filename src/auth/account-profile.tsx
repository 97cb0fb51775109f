import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button.tsx';
import { Input } from '@/ui/input.tsx';
import { Label } from '@/ui/label.tsx';
import { updateName } from './account-api.ts';
import { AccountSection, Outcome } from './account-section.tsx';
import type { FetchFunction, SessionUser } from './auth-api.ts';
import type { SessionStore } from './session.ts';

/** Longer names are cut by better-auth's own limits; this keeps the greeting readable. */
const MAX_NAME_LENGTH = 80;

/** The display name, shown in "Hi, …" instead of the e-mail address. */
export function AccountProfile({
  user,
  store,
  fetch,
}: {
  user: SessionUser;
  store: SessionStore;
  fetch?: FetchFunction;
}) {
  const [name, setName] = useState(user.name);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setOutcome(null);
    const result = await updateName(name.trim(), fetch);
    setPending(false);
    if (result.error) return setOutcome({ ok: false, message: result.error.message });
    await store.changed();
    setOutcome({ ok: true, message: 'Your name is saved.' });
  }

  return (
    <AccountSection
      title="Profile"
      description="The name the greeting uses. Leave it empty to be greeted by your e-mail address."
    >
      <form aria-label="Change display name" onSubmit={save} className="space-y-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="account-name">Display name</Label>
          <Input
            id="account-name"
            name="name"
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setOutcome(null);
            }}
          />
        </div>
        <Button type="submit" loading={pending}>
          Save name
        </Button>
        <Outcome outcome={outcome} />
      </form>
    </AccountSection>
  );
}
