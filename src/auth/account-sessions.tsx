import { useCallback, useEffect, useState } from 'react';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Loading } from '@/ui/loading.tsx';
import {
  getCurrentSession,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  type AccountSession,
} from './account-api.ts';
import { AccountSection, Outcome } from './account-section.tsx';
import type { FetchFunction } from './auth-api.ts';
import { deviceName } from './device-name.ts';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Listing {
  sessions: AccountSession[];
  currentId: string | null;
}

/** The sessions, this device first, then the most recently active. */
async function readListing(fetch?: FetchFunction): Promise<Listing | { error: string }> {
  const [sessions, current] = await Promise.all([listSessions(fetch), getCurrentSession(fetch)]);
  if (sessions.error) return { error: sessions.error.message };
  const currentId = current.data?.session.id ?? null;
  const sorted = [...sessions.data].sort(
    (a, b) =>
      Number(b.id === currentId) - Number(a.id === currentId) ||
      Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
  );
  return { sessions: sorted, currentId };
}

/** Where the account is signed in: each device, browser and last activity, this one marked. */
export function AccountSessions({ fetch }: { fetch?: FetchFunction }) {
  const [listing, setListing] = useState<Listing | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const load = useCallback(async () => {
    const read = await readListing(fetch);
    if ('error' in read) setOutcome({ ok: false, message: read.error });
    else setListing(read);
  }, [fetch]);

  useEffect(() => {
    let current = true;
    void readListing(fetch).then((read) => {
      if (!current) return;
      if ('error' in read) setOutcome({ ok: false, message: read.error });
      else setListing(read);
    });
    return () => {
      current = false;
    };
  }, [fetch]);

  async function run(key: string, action: () => ReturnType<typeof revokeSession>, done: string) {
    setPending(key);
    setOutcome(null);
    const result = await action();
    setPending(null);
    if (result.error) return setOutcome({ ok: false, message: result.error.message });
    setOutcome({ ok: true, message: done });
    await load();
  }

  const others = listing ? listing.sessions.filter((s) => s.id !== listing.currentId) : [];
  return (
    <AccountSection
      title="Where you are signed in"
      description="Sign out a device you no longer use or do not recognise."
    >
      {listing === null ? (
        outcome ? null : (
          <Loading label="Reading your sessions" className="py-2" />
        )
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {listing.sessions.map((session) => {
            const current = session.id === listing.currentId;
            const name = deviceName(session.userAgent);
            return (
              <li key={session.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {name}
                    {current ? <Badge>This device</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-fg">
                    Last active {WHEN.format(new Date(session.updatedAt))}
                    {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                  </p>
                </div>
                {current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={pending === session.id}
                    disabled={pending !== null && pending !== session.id}
                    aria-label={`Sign out ${name}, last active ${WHEN.format(new Date(session.updatedAt))}`}
                    onClick={() =>
                      void run(
                        session.id,
                        () => revokeSession(session.token, fetch),
                        `${name} is signed out.`,
                      )
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 space-y-3">
        {others.length > 0 ? (
          <Button
            variant="outline"
            loading={pending === 'others'}
            disabled={pending !== null && pending !== 'others'}
            onClick={() =>
              void run(
                'others',
                () => revokeOtherSessions(fetch),
                'Every other device is signed out.',
              )
            }
          >
            Sign out everywhere else
          </Button>
        ) : null}
        <Outcome outcome={outcome} />
      </div>
    </AccountSection>
  );
}
