import { CloudCheck, CloudOff, CloudUpload, HardDrive, LoaderCircle } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import type { DataStatus } from '@/data/client.ts';
import { cn } from '@/ui/cn.ts';

interface Look {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The whole words: beside the icon on wide screens, to screen readers and as the title. */
  label: string;
  /** The same, short enough for a phone's header ("Saved", "Offline · 1 waiting"). */
  short: string;
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
        short: pending > 0 ? `Offline · ${pending} waiting` : 'Offline',
        tone: 'text-warning-fg',
      };
    case 'connecting':
      return {
        Icon: LoaderCircle,
        label: pending > 0 ? `Connecting · ${waiting}` : 'Connecting…',
        // The spinning icon says connecting; the words say what waits.
        short: pending > 0 ? `${pending} waiting` : 'Connecting…',
        tone: 'text-muted-fg',
        spin: true,
      };
    case 'syncing':
      return { Icon: CloudUpload, label: 'Syncing…', short: 'Syncing…', tone: 'text-muted-fg' };
    case 'saved':
      return {
        Icon: CloudCheck,
        label: 'All changes saved',
        short: 'Saved',
        tone: 'text-success-fg',
      };
    case 'device':
      return {
        Icon: HardDrive,
        label: 'Saved on this device',
        short: 'On this device',
        tone: 'text-muted-fg',
      };
  }
}

/**
 * The shell's small sync status: offline, connecting, syncing or all changes saved (or,
 * for a visitor, saved on this device). Announced politely when it changes. On wide
 * screens it is the first item of the header, in whole words; on a phone, where the
 * header's row is the greeting's, it hangs just under the header, in short words
 * ("Saved", "Offline · 1 waiting"), the whole words staying for screen readers and as
 * the title.
 */
export function SyncStatus({ status }: { status: DataStatus }) {
  const { Icon, label, short, tone, spin } = describeStatus(status);
  return (
    <span
      role="status"
      title={label}
      data-state={status.state}
      className="flex h-10 items-center gap-1.5 rounded-full border border-border bg-card/80 px-3 text-sm backdrop-blur max-sm:absolute max-sm:top-full max-sm:right-0 max-sm:mt-1 max-sm:h-7 max-sm:bg-bg/95 max-sm:px-2.5 max-sm:text-xs max-sm:shadow-md"
    >
      <Icon
        aria-hidden="true"
        className={cn('size-4 shrink-0 max-sm:size-3.5', tone, spin && 'motion-safe:animate-spin')}
      />
      {short === label ? (
        <span className="whitespace-nowrap text-fg sm:text-muted-fg">{label}</span>
      ) : (
        <>
          <span className="sr-only whitespace-nowrap text-muted-fg sm:not-sr-only">{label}</span>
          <span aria-hidden="true" className="whitespace-nowrap text-fg sm:hidden">
            {short}
          </span>
        </>
      )}
    </span>
  );
}
