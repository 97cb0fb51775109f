import { CloudCheck, CloudOff, CloudUpload, HardDrive, LoaderCircle } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import type { DataStatus } from '@/data/client.ts';
import { cn } from '@/ui/cn.ts';

interface Look {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  tone: string;
  spin?: boolean;
}

/** What the shell says about the person's data, in words a visitor understands. */
export function describeStatus({ state, pending }: DataStatus): Look {
  const waiting = pending === 1 ? '1 change waiting' : `${pending} changes waiting`;
  switch (state) {
    case 'offline':
      return {
        Icon: CloudOff,
        label: pending > 0 ? `Offline · ${waiting}` : 'Offline',
        tone: 'text-warning-fg',
      };
    case 'connecting':
      return {
        Icon: LoaderCircle,
        label: pending > 0 ? `Connecting · ${waiting}` : 'Connecting…',
        tone: 'text-muted-fg',
        spin: true,
      };
    case 'syncing':
      return { Icon: CloudUpload, label: 'Syncing…', tone: 'text-muted-fg' };
    case 'saved':
      return { Icon: CloudCheck, label: 'All changes saved', tone: 'text-success-fg' };
    case 'device':
      return { Icon: HardDrive, label: 'Saved on this device', tone: 'text-muted-fg' };
  }
}

/**
 * The shell's small sync status: offline, connecting, syncing or all changes saved (or,
 * for a visitor, saved on this device). Announced politely when it changes; on narrow
 * screens the icon shows with the count of changes waiting, if any ("1 waiting"), and the
 * whole words stay for screen readers and as the title.
 */
export function SyncStatus({ status }: { status: DataStatus }) {
  const { Icon, label, tone, spin } = describeStatus(status);
  return (
    <span
      role="status"
      title={label}
      data-state={status.state}
      className="flex h-10 items-center gap-1.5 rounded-full border border-border bg-card/80 px-3 text-sm backdrop-blur"
    >
      <Icon
        aria-hidden="true"
        className={cn('size-4 shrink-0', tone, spin && 'motion-safe:animate-spin')}
      />
      <span className="sr-only whitespace-nowrap text-muted-fg sm:not-sr-only">{label}</span>
      {status.pending > 0 && status.state !== 'syncing' ? (
        <span aria-hidden="true" className="whitespace-nowrap text-fg tabular-nums sm:hidden">
          {status.pending} waiting
        </span>
      ) : null}
    </span>
  );
}
