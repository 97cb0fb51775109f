import type { ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { useDiscardGuard } from './use-discard-guard.ts';

export interface CancelButtonProps {
  /** Whether anything was changed: only then is the person asked first. */
  changed: boolean;
  /** What the question says is lost ("The changes you made to this car…"). */
  discardMessage: string;
  /** Leaves the editor, once nothing is lost or the person agreed. */
  onLeave: () => void;
  size?: 'md' | 'lg';
}

/** An editor's Cancel: asks before throwing changes away, then leaves. */
export function CancelButton({ changed, discardMessage, onLeave, size }: CancelButtonProps) {
  const discardGuard = useDiscardGuard(discardMessage);
  return (
    <Button
      variant="outline"
      size={size}
      onClick={async () => {
        if (await discardGuard(changed)) onLeave();
      }}
    >
      Cancel
    </Button>
  );
}

export interface EditorActionsProps extends CancelButtonProps {
  submitLabel: string;
  /** While an upload runs or nothing can be written yet. */
  submitDisabled?: boolean;
  /** The Save button takes the free width (big buttons for a thumb, with `size="lg"`). */
  fillWidth?: boolean;
  /** More actions after Cancel (a Delete, pushed to the end with `sm:ml-auto`). */
  children?: ReactNode;
}

/**
 * The bar under a hand-laid editor form: Save (the form's submit), Cancel with the
 * unsaved-changes guard, and any more actions. It stays on the screen's bottom while a
 * long form scrolls, so Save is always in reach (as the Form's `stickyActions`). Forms built with the Form component get
 * Save from it and put a CancelButton in its `actions`.
 */
export function EditorActions({
  submitLabel,
  submitDisabled,
  fillWidth,
  children,
  ...cancel
}: EditorActionsProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-2 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-bg/95 p-2 shadow-md backdrop-blur">
      <Button
        type="submit"
        size={cancel.size}
        disabled={submitDisabled}
        className={cn(fillWidth && 'flex-1')}
      >
        {submitLabel}
      </Button>
      <CancelButton {...cancel} />
      {children}
    </div>
  );
}

/** Why the form could not be saved, announced as it appears; nothing when all is well. */
export function EditorProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}
