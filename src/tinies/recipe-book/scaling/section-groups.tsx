import type { ReactNode } from 'react';
import type { RecipeSection } from '@/shared/recipe-book/recipe-model.ts';
import { cn } from '@/ui/cn.ts';
import { groupBySection, type SectionGroup } from './scaled-ingredients.ts';

export interface SectionGroupsProps<T extends { kind: string }> {
  lines: readonly (T | RecipeSection)[];
  /** Said when there are no lines at all. */
  empty: string;
  /** The section headings' look. */
  headingClassName: string;
  /** The list of one group's lines (a group may have a heading and no lines). */
  children: (group: SectionGroup<T>) => ReactNode;
  className?: string;
}

/** A recipe's lines (ingredients or steps) under their section headings, a list a section. */
export function SectionGroups<T extends { kind: string }>({
  lines,
  empty,
  headingClassName,
  children,
  className,
}: SectionGroupsProps<T>) {
  const groups = groupBySection<T>(lines);
  if (groups.length === 0) return <p className="text-muted-fg">{empty}</p>;
  return (
    <div className={className}>
      {groups.map((group) => (
        <div key={group.items[0]?.index ?? `section-${group.offset}-${group.title}`}>
          {group.title !== undefined ? (
            <h4 className={cn('font-semibold tracking-tight', headingClassName)}>{group.title}</h4>
          ) : null}
          {group.items.length > 0 ? children(group) : null}
        </div>
      ))}
    </div>
  );
}
