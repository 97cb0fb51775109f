import { ExternalLink } from 'lucide-react';
import { formatMinutes } from '@/shared/recipe-book/durations.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { Badge } from '@/ui/badge.tsx';
import { recipeTimes } from '../recipe-times.ts';

/** Prep, cook and total time (those that are not zero) and servings, as labelled figures. */
export function RecipeTimes({ recipe }: { recipe: Recipe }) {
  const facts = [
    ...recipeTimes(recipe).map(({ label, minutes }) => ({ label, value: formatMinutes(minutes) })),
    { label: 'Servings', value: String(recipe.servings) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4 print:gap-2">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="rounded-xl border border-border bg-card px-3 py-2 print:border-0 print:px-0 print:py-0"
        >
          <dt className="text-xs font-medium tracking-wide text-muted-fg uppercase">
            {fact.label}
          </dt>
          <dd className="mt-0.5 font-semibold tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Tags and the source, where the recipe has them. */
export function RecipeTagsAndSource({ recipe }: { recipe: Recipe }) {
  if (recipe.tags.length === 0 && !recipe.sourceUrl) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {recipe.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {recipe.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="muted">#{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {recipe.sourceUrl ? (
        <p className="text-sm text-muted-fg">
          Source:{' '}
          <a
            href={recipe.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4 hover:decoration-2 print:text-black print:no-underline"
          >
            {hostOf(recipe.sourceUrl)}
            <ExternalLink aria-hidden="true" className="size-3.5 print:hidden" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Day({ iso }: { iso: string }) {
  return <time dateTime={iso}>{DAY.format(new Date(iso))}</time>;
}

/** When the recipe was added and last changed. */
export function RecipeDates({ recipe }: { recipe: Recipe }) {
  const changed = recipe.updatedAt.slice(0, 10) !== recipe.createdAt.slice(0, 10);
  return (
    <p className="text-xs text-muted-fg">
      Added <Day iso={recipe.createdAt} />
      {changed ? (
        <>
          {' · '}Changed <Day iso={recipe.updatedAt} />
        </>
      ) : null}
    </p>
  );
}
