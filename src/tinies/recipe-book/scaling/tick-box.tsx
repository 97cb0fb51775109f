import { cn } from '@/ui/cn.ts';

/** Cook mode's large checkbox, to tick off an ingredient or a step; label it around it. */
export function TickBox({
  checked,
  onToggle,
  className,
}: {
  checked: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={onToggle}
      className={cn('size-6 cursor-pointer accent-primary', className)}
    />
  );
}
