import { Tabs } from '@base-ui/react/tabs';
import { ArrowLeft, ClipboardPaste, FileJson, Globe } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { useToast } from '@/ui/use-toast.ts';
import { ImportFileForm } from './import-file-form.tsx';
import { ImportFileSummary } from './import-file-summary.tsx';
import { ImportPasteForm } from './import-paste-form.tsx';
import { ImportPicker } from './import-picker.tsx';
import { ImportPreview } from './import-preview.tsx';
import { importedMessage, type FileCandidate } from './import-sources.ts';
import type { FoundRecipes, ImportStage } from './import-stages.ts';
import { ImportUrlForm } from './import-url-form.tsx';
import { ExportRecipesButton } from './recipe-export-button.tsx';
import { hrefFor } from '../recipe-links.ts';
import { recipes, type RecipeBook } from '../use-recipe-book.ts';

type SourceTab = 'url' | 'paste' | 'file';

const TABS: { value: SourceTab; label: string; icon: typeof Globe }[] = [
  { value: 'url', label: 'From a web page', icon: Globe },
  { value: 'paste', label: 'Paste HTML or JSON', icon: ClipboardPaste },
  { value: 'file', label: 'From a file', icon: FileJson },
];

const STILL_LOADING = 'Your recipe book is still loading; try again in a moment.';

/**
 * Import: a recipe from a web page (read by the server), from pasted HTML or JSON (read
 * here), or every recipe of an export file; each checked before it is saved. Export sits
 * here too: the way out, beside the way in.
 */
export default function RecipeImportView({ book }: { book: RecipeBook }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [tab, setTab] = useState<SourceTab>('url');
  const [stage, setStage] = useState<ImportStage>({ kind: 'source' });
  const sourceHeading = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);

  useEffect(() => {
    // Back from a later step: land where the person left, typed input and all.
    if (stage.kind === 'source' && returned.current) sourceHeading.current?.focus();
    returned.current = stage.kind !== 'source';
  }, [stage.kind]);

  function found(result: FoundRecipes) {
    setStage(
      result.drafts.length === 1
        ? { kind: 'preview', found: result, index: 0 }
        : { kind: 'pick', found: result },
    );
  }

  function readFile(fileName: string, candidates: FileCandidate[]) {
    if (candidates.length > 1) setStage({ kind: 'file', fileName, candidates });
    else found({ drafts: [{ recipe: candidates[0]!.recipe, warnings: [] }], from: fileName });
  }

  /** Saves each as a new recipe (writes show at once and sync later), then shows the result. */
  function save(drafts: Recipe[]) {
    const path = book.path;
    if (path === null) {
      toast({ title: STILL_LOADING, type: 'error' });
      return;
    }
    const ids = drafts.map((recipe) => {
      const id = recipes.newId();
      recipes.save(path, id, recipe);
      return id;
    });
    toast({ title: importedMessage(ids.length), type: 'success' });
    const view =
      ids.length === 1 ? { kind: 'detail' as const, id: ids[0]! } : { kind: 'list' as const };
    void navigate(hrefFor(view, params));
  }

  return (
    <div className="space-y-6">
      <Link
        to={hrefFor({ kind: 'list' }, params)}
        className="inline-flex h-10 items-center gap-2 rounded-lg pr-3 text-sm font-medium text-muted-fg hover:text-fg"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to recipes
      </Link>

      <div hidden={stage.kind !== 'source'} className="space-y-8">
        <section aria-labelledby="recipe-import-heading" className="space-y-5">
          <div className="space-y-1">
            <h2
              id="recipe-import-heading"
              ref={sourceHeading}
              tabIndex={-1}
              className="text-2xl font-semibold tracking-tight"
            >
              Import recipes
            </h2>
            <p className="text-muted-fg">
              Bring a recipe in from a web page, its source, or a Tinies export file. You check each
              one before it is saved.
            </p>
          </div>
          <Tabs.Root value={tab} onValueChange={(value) => setTab(value as SourceTab)}>
            <Tabs.List
              aria-label="Import from"
              className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1"
            >
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  className="flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg px-2 py-1.5 text-center text-xs leading-tight font-medium text-muted-fg transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-active:bg-card data-active:text-fg data-active:shadow-sm sm:flex-row sm:gap-2 sm:text-sm"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {/* Kept mounted: what was typed in one tab waits there while another is used. */}
            <SourcePanel value="url">
              <ImportUrlForm
                signedIn={book.signedIn || book.path === null}
                onFound={found}
                onPasteInstead={() => setTab('paste')}
              />
            </SourcePanel>
            <SourcePanel value="paste">
              <ImportPasteForm entries={book.entries} onFound={found} />
            </SourcePanel>
            <SourcePanel value="file">
              <ImportFileForm
                entries={book.entries}
                loading={book.status === 'loading'}
                onRead={readFile}
              />
            </SourcePanel>
          </Tabs.Root>
        </section>

        <section
          aria-labelledby="recipe-export-heading"
          className="space-y-3 border-t border-border pt-6"
        >
          <h2 id="recipe-export-heading" className="text-lg font-semibold tracking-tight">
            Export recipes
          </h2>
          <p className="text-sm text-muted-fg">
            {exportIntro(book.entries.length)} as one JSON file of schema.org recipes: a backup, or
            a move to another app. Import the file here to bring them back exactly as they were.
          </p>
          <ExportRecipesButton entries={book.entries} />
        </section>
      </div>

      {stage.kind === 'pick' ? (
        <ImportPicker
          found={stage.found}
          entries={book.entries}
          onPick={(index) => setStage({ kind: 'preview', found: stage.found, index })}
          onBack={() => setStage({ kind: 'source' })}
        />
      ) : null}
      {stage.kind === 'preview' ? (
        <ImportPreview
          key={stage.index}
          draft={stage.found.drafts[stage.index]!}
          from={stage.found.from}
          entries={book.entries}
          signedIn={book.signedIn}
          onSave={(recipe) => save([recipe])}
          onCancel={() =>
            setStage(
              stage.found.drafts.length > 1
                ? { kind: 'pick', found: stage.found }
                : { kind: 'source' },
            )
          }
        />
      ) : null}
      {stage.kind === 'file' ? (
        <ImportFileSummary
          fileName={stage.fileName}
          candidates={stage.candidates}
          onAdd={save}
          onBack={() => setStage({ kind: 'source' })}
        />
      ) : null}
    </div>
  );
}

function exportIntro(count: number): string {
  if (count === 0) return 'Once you have recipes, download them';
  return count === 1 ? 'Download your recipe' : `Download all ${count} of your recipes`;
}

function SourcePanel({ value, children }: { value: SourceTab; children: ReactNode }) {
  return (
    <Tabs.Panel
      value={value}
      keepMounted
      className="mt-5 rounded-xl border border-border bg-card p-4 shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-5"
    >
      {children}
    </Tabs.Panel>
  );
}
