import { useCallback, useEffect, useState } from 'react';
import {
  ACCOUNT_PATH,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProviderId,
} from '@/shared/auth-rules.ts';
import { Button } from '@/ui/button.tsx';
import { Loading } from '@/ui/loading.tsx';
import { linkSocial, unlinkAccount, type LinkedAccount } from './account-api.ts';
import { AccountSection, Outcome } from './account-section.tsx';
import type { FetchFunction } from './auth-api.ts';

const isProvider = (id: string): id is SocialProviderId =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(id);

const methodName = (providerId: string) =>
  isProvider(providerId) ? SOCIAL_PROVIDER_NAMES[providerId] : 'E-mail and password';

export interface AccountMethodsProps {
  accounts: LinkedAccount[] | null;
  /** The providers this server offers. */
  offered: SocialProviderId[];
  reload: () => Promise<void>;
  fetch?: FetchFunction;
  redirect?: (url: string) => void;
}

/**
 * The ways into the account: link a provider, unlink one. The last way in cannot be
 * unlinked (better-auth refuses it too), so nobody locks themselves out.
 */
export function AccountMethods({
  accounts,
  offered,
  reload,
  fetch,
  redirect = (url) => window.location.assign(url),
}: AccountMethodsProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const linked = new Set(accounts?.map((account) => account.providerId));
  const only = (accounts?.length ?? 0) <= 1;

  async function unlink(account: LinkedAccount) {
    setPending(account.id);
    setOutcome(null);
    const result = await unlinkAccount({ accountId: account.id }, fetch);
    setPending(null);
    if (result.error) return setOutcome({ ok: false, message: result.error.message });
    setOutcome({ ok: true, message: `${methodName(account.providerId)} is unlinked.` });
    await reload();
  }

  async function link(provider: SocialProviderId) {
    setPending(provider);
    setOutcome(null);
    const result = await linkSocial(
      { provider, callbackURL: ACCOUNT_PATH, errorCallbackURL: ACCOUNT_PATH },
      fetch,
    );
    if (result.error || !result.data?.url) {
      setPending(null);
      return setOutcome({
        ok: false,
        message: result.error?.message ?? `${SOCIAL_PROVIDER_NAMES[provider]} could not be linked.`,
      });
    }
    redirect(result.data.url);
  }

  return (
    <AccountSection title="Sign-in methods" description="The ways you can sign in to this account.">
      {accounts === null ? (
        <Loading label="Reading your sign-in methods" className="py-2" />
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center gap-3 p-3">
              <span className="min-w-0 flex-1 font-medium">{methodName(account.providerId)}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={only || (pending !== null && pending !== account.id)}
                loading={pending === account.id}
                onClick={() => void unlink(account)}
              >
                Unlink {methodName(account.providerId)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {only && accounts ? (
        <p className="mt-2 text-sm text-muted-fg">
          This is your only way in, so it cannot be unlinked.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {offered
          .filter((provider) => !linked.has(provider))
          .map((provider) => (
            <Button
              key={provider}
              variant="outline"
              loading={pending === provider}
              disabled={accounts === null || (pending !== null && pending !== provider)}
              onClick={() => void link(provider)}
            >
              Link {SOCIAL_PROVIDER_NAMES[provider]}
            </Button>
          ))}
      </div>
      <div className="mt-3">
        <Outcome outcome={outcome} />
      </div>
    </AccountSection>
  );
}

/** Reads the linked methods; `null` until they are known. */
export function useLinkedAccounts(
  read: () => Promise<{ data?: LinkedAccount[]; error?: { message: string } }>,
) {
  const [accounts, setAccounts] = useState<LinkedAccount[] | null>(null);
  const reload = useCallback(async () => {
    const result = await read();
    if (result.data) setAccounts(result.data);
  }, [read]);
  useEffect(() => {
    let current = true;
    void read().then((result) => {
      if (current && result.data) setAccounts(result.data);
    });
    return () => {
      current = false;
    };
  }, [read]);
  return { accounts, reload };
}
