import { Settings } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_PATH } from '@/shared/auth-rules.ts';
import {
  ACCOUNT_USAGE_PATH,
  documentsUsedOf,
  isAccountUsage,
  usedOf,
  type AccountUsage,
} from '@/shared/data/usage.ts';
import { buttonVariants } from '@/ui/button.tsx';
import { Loading } from '@/ui/loading.tsx';
import { Meter } from '@/ui/meter.tsx';
import { Modal } from '@/ui/modal.tsx';
import { noteUnauthorized, type FetchFunction } from './auth-api.ts';

export interface AccountMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose account it is: the signed-in person's address. */
  email: string;
  fetch?: FetchFunction;
}

type Reading = { usage: AccountUsage } | { failed: true } | null;

async function readUsage(fetchImpl: FetchFunction): Promise<AccountUsage> {
  const response = await fetchImpl(ACCOUNT_USAGE_PATH, {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  noteUnauthorized(response);
  const body: unknown = response.ok ? await response.json() : null;
  if (!isAccountUsage(body)) throw new Error(`Usage answered ${response.status}`);
  return body;
}

/**
 * The signed-in person's account, opened from the greeting: the way to Account settings
 * first, then their storage (documents and files against their quotas), read afresh each
 * time it opens. Loaded only when the account area is about to open it.
 */
export function AccountMenu({ open, onOpenChange, email, fetch }: AccountMenuProps) {
  const [reading, setReading] = useState<Reading>(null);
  const storageHeading = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    readUsage(fetch ?? window.fetch.bind(window)).then(
      (usage) => current && setReading({ usage }),
      (error: unknown) => {
        console.error('Failed to read the storage used', error);
        if (current) setReading({ failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [open, fetch]);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        // Closed, it forgets what it read: the next opening reads afresh.
        if (!next) setReading(null);
        onOpenChange(next);
      }}
      title="Your account"
      description={<span className="break-all">Signed in as {email}</span>}
    >
      <Link
        to={ACCOUNT_PATH}
        onClick={() => onOpenChange(false)}
        className={buttonVariants({ variant: 'outline', size: 'full' })}
      >
        <Settings aria-hidden="true" />
        Account settings
      </Link>
      <section aria-labelledby={storageHeading} className="mt-6">
        <h3 id={storageHeading} className="font-semibold">
          Storage
        </h3>
        <p className="mb-4 text-sm text-muted-fg">
          How much your account keeps, and how much it may keep.
        </p>
        {reading === null ? (
          <Loading label="Reading your storage" className="py-4" />
        ) : 'failed' in reading ? (
          <p role="alert" className="text-sm text-muted-fg">
            Your storage could not be read. Try again in a moment.
          </p>
        ) : (
          <StorageMeters usage={reading.usage} />
        )}
      </section>
    </Modal>
  );
}

function StorageMeters({ usage: { documents, files } }: { usage: AccountUsage }) {
  return (
    <div className="grid gap-5 text-sm">
      <div className="grid gap-1">
        <Meter
          label="Documents"
          value={Math.max(
            documents.bytes / documents.quotaBytes,
            documents.count / documents.quotaCount,
          )}
          max={1}
          valueText={usedOf(documents.bytes, documents.quotaBytes)}
        />
        <p className="text-xs text-muted-fg">
          {documentsUsedOf(documents.count, documents.quotaCount)}
        </p>
      </div>
      <Meter
        label="Files"
        value={files.bytes / files.quotaBytes}
        max={1}
        valueText={usedOf(files.bytes, files.quotaBytes)}
      />
    </div>
  );
}
