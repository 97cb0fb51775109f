import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';

export type LogoutAnswer = 'send' | 'discard' | 'stay';

export interface LogoutQuestionProps {
  open: boolean;
  /** How many changes have not reached the account yet. */
  waiting: number;
  offline: boolean;
  onAnswer: (answer: LogoutAnswer) => void;
  onClosed?: () => void;
}

/**
 * Asked on Logout while changes have not reached the account: send them first (the
 * default; offline, once back online), discard them, or stay logged in. Nothing is
 * dropped without this answer.
 */
export function LogoutQuestion({
  open,
  waiting,
  offline,
  onAnswer,
  onClosed,
}: LogoutQuestionProps) {
  const one = waiting === 1;
  const them = one ? 'it' : 'them';
  const title = one
    ? '1 change hasn’t reached your account yet'
    : `${waiting} changes haven’t reached your account yet`;
  const message = offline
    ? `You are offline. Log out now and ${one ? 'it is' : 'they are'} sent when you are back online, before the server logs you out. If you discard ${them}, ${one ? 'it is' : 'they are'} gone for good.`
    : `Send ${them} first, and you are logged out as soon as ${one ? 'it is' : 'they are'} saved. If you discard ${them}, ${one ? 'it is' : 'they are'} gone for good.`;
  return (
    <ConfirmDialog
      open={open}
      onClosed={onClosed}
      title={title}
      message={message}
      cancelText="Stay logged in"
      confirmText={offline ? 'Log out, send when online' : 'Send, then log out'}
      onAnswer={(send) => onAnswer(send ? 'send' : 'stay')}
      alternative={{ text: 'Discard and log out', onChoose: () => onAnswer('discard') }}
    />
  );
}
