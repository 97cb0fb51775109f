import { CloudOff } from 'lucide-react';
import { EmptyState } from '@/ui/empty-state.tsx';

/** What a screen says when its data could not be read: the reason, then what to do. */
export function loadFailedText(message: string | null | undefined): string {
  return `${message ?? 'Something went wrong.'} Check your connection and try again.`;
}

/** A screen's whole body when its data could not be read (`title`: "Your cars could not be loaded"). */
export function LoadFailed({
  title,
  message,
}: {
  title: string;
  message: string | null | undefined;
}) {
  return (
    <EmptyState tone="muted" icon={<CloudOff />} title={title}>
      {loadFailedText(message)}
    </EmptyState>
  );
}
