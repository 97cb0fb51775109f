import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button.tsx';

/** How long the button says "Copied!" before it can be used again (spec §9). */
export const COPY_RESET_MS = 2000;

export interface CopyButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'loading'> {
  /** What goes on the clipboard. */
  text: string;
  /** Milliseconds in the copied state before it returns to idle. */
  resetDelay?: number;
}

/**
 * Copies `text` to the clipboard. It says "Copy" (named "Copy to clipboard"), then
 * "Copied!" ("Copied to clipboard") for `resetDelay` ms. When the browser refuses, it
 * logs "Failed to copy text" and stays as it was.
 */
export function CopyButton({
  text,
  resetDelay = COPY_RESET_MS,
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Failed to copy text', error);
      return;
    }
    setCopied(true);
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setCopied(false), resetDelay);
  }

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size}
      aria-label={copied ? 'Copied to clipboard' : 'Copy to clipboard'}
      onClick={copy}
      {...props}
    >
      <Icon aria-hidden="true" />
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
