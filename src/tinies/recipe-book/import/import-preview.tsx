import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DraftPreview } from '@/kit/io/draft-preview.tsx';
import type { RecipeDraft } from '@/shared/recipe-book/recipe-import.ts';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { findDuplicate, nameKey } from './import-sources.ts';
import { RecipeEditor } from '../editor/recipe-editor.tsx';
import { hrefFor } from '../recipe-links.ts';
import type { RecipeEntry } from '../use-recipe-book.ts';

export interface ImportPreviewProps {
  draft: RecipeDraft;
  /** Where the recipe came from, for the person. */
  from: string;
  entries: readonly RecipeEntry[];
  signedIn: boolean;
  onSave: (recipe: Recipe) => void;
  onCancel: () => void;
}

/**
 * The imported recipe in the recipe form, to correct before it is saved: what the import
 * had to guess, a recipe of the book it may repeat, and the source page's photo above it.
 */
export function ImportPreview({
  draft,
  from,
  entries,
  signedIn,
  onSave,
  onCancel,
}: ImportPreviewProps) {
  const [params] = useSearchParams();
  const { recipe, warnings, imageUrl } = draft;
  const duplicate = findDuplicate(recipe, entries);
  return (
    <DraftPreview
      name={recipe.name}
      intro={`Imported from ${from}. Correct anything below, then save it to your book.`}
      duplicate={
        duplicate && {
          title: 'Already in your book',
          name: duplicate.recipe.name,
          href: hrefFor({ kind: 'detail', id: duplicate.id }, params),
          why:
            nameKey(duplicate.recipe.name) === nameKey(recipe.name) ? '' : ', from the same page',
        }
      }
      warnings={warnings}
    >
      {imageUrl ? <SourcePhoto url={imageUrl} name={recipe.name} signedIn={signedIn} /> : null}
      <RecipeEditor
        initial={recipe}
        canUploadPhoto={signedIn}
        submitLabel="Save recipe"
        onSubmit={onSave}
        onCancel={onCancel}
      />
    </DraftPreview>
  );
}

/** Whether the browser may show a picture from `url`: our policy allows our own origin only. */
function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * The photo the source page names. NOTE: a recipe keeps only a photo uploaded to Tinies
 * (`photoId`), so this one is shown and linked, not adopted. The page's Content Security
 * Policy allows pictures from our own origin only, so another site's photo is a link.
 */
function SourcePhoto({ url, name, signedIn }: { url: string; name: string; signedIn: boolean }) {
  const [broken, setBroken] = useState(false);
  const shown = isOwnOrigin(url) && !broken;
  return (
    <section aria-label="Photo on the source page" className="rounded-lg border border-border p-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {shown ? (
          <img
            src={url}
            alt={`${name}, as photographed on the source page`}
            onError={() => setBroken(true)}
            className="aspect-4/3 w-full rounded-md bg-muted object-cover sm:w-40"
          />
        ) : null}
        <div className="min-w-0 space-y-1 text-sm">
          <p className="font-medium">Photo on the source page</p>
          <p className="text-muted-fg">
            {signedIn
              ? 'Recipes keep only photos you upload, so it is not copied. Save it from the page and add it as the photo below if you want it.'
              : 'Photos need an account, so it is not copied.'}
          </p>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Open the photo
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
