import { Flag } from 'lucide-react';
import type { AskedQuestion } from '@/shared/apartment-tour-questions/question-scope.ts';
import { cn } from '@/ui/cn.ts';

/** The questions answered with a red flag, under their count; nothing when there is none. */
export function RedFlagList({
  flagged,
  className,
  listClassName,
}: {
  flagged: readonly AskedQuestion[];
  className?: string;
  listClassName?: string;
}) {
  if (flagged.length === 0) return null;
  return (
    <div className={className}>
      <h4 className="flex items-center gap-2 font-semibold text-destructive">
        <Flag aria-hidden="true" className="size-4" />
        Red flags ({flagged.length})
      </h4>
      <ul aria-label="Red flags" className={cn('list-disc pl-6', listClassName)}>
        {flagged.map((question) => (
          <li key={question.id}>{question.text}</li>
        ))}
      </ul>
    </div>
  );
}
