import { ImagePlus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';

export interface PhotoPickButtonProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'accept' | 'className' | 'children' | 'size'
> {
  /** The button's words, which also name the file field. */
  children: ReactNode;
  size?: 'sm';
  /** While photos are being added: the button is dimmed and the field off. */
  busy?: boolean;
}

/**
 * A button that chooses photos from the device. The input's props (`onChange`, `multiple`,
 * `aria-describedby`, `ref`) go to the file field.
 */
export function PhotoPickButton({ children, size, busy, ...input }: PhotoPickButtonProps) {
  return (
    // NOTE: the input is visually hidden inside a label drawn as a button: it keeps
    // the focus and the keyboard, the label shows where the focus is.
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size }),
        'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
        busy && 'pointer-events-none opacity-60',
      )}
    >
      <input type="file" accept="image/*" disabled={busy} {...input} className="sr-only" />
      <ImagePlus aria-hidden="true" />
      {children}
    </label>
  );
}
