import { buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';

/** The account corner's round action buttons. */
export const ACCOUNT_ACTION_CLASS = 'rounded-full!';

/**
 * An invisible stand-in of the 'Log In' button's size: shown while nobody is known yet, and
 * while the account area itself loads, so nothing moves when the answer arrives.
 */
export function AccountPlaceholder() {
  return (
    <span aria-hidden="true" className={cn(buttonVariants(), ACCOUNT_ACTION_CLASS, 'invisible')}>
      Log In
    </span>
  );
}
