import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { StageHeading } from '@/kit/io/stage-heading.tsx';
import type { Recipe } from '@/shared/recipe-book/recipe-model.ts';
import { Button } from '@/ui/button.tsx';
import { CheckboxGroup } from '@/ui/checkbox-group.tsx';
import { fileSummary, type FileCandidate } from './import-sources.ts';

export interface ImportFileSummaryProps {
  fileName: string;
  /** Two or more. */
  candidates: FileCandidate[];
  onAdd: (recipes: Recipe[]) => void;
  onBack: () => void;
}

export function addLabel(count: number): string {
  return `Add ${count} ${count === 1 ? 'recipe' : 'recipes'}`;
}

/**
 * The recipes of an export file, to tick and add in one go. Those already in the book start
 * unticked, so importing the same file twice adds nothing by default.
 */
export function ImportFileSummary({ fileName, candidates, onAdd, onBack }: ImportFileSummaryProps) {
  const [ticked, setTicked] = useState(() =>
    candidates.flatMap((candidate, index) => (candidate.duplicate ? [] : [String(index)])),
  );
  const options = candidates.map(({ recipe, duplicate }, index) => ({
    value: String(index),
    label: duplicate ? `${recipe.name} (already in your book)` : recipe.name,
  }));

  return (
    <div className="space-y-4">
      <StageHeading eyebrow="Import from a file">{fileSummary(candidates)}</StageHeading>
      <p className="text-sm break-words text-muted-fg">
        In {fileName}. Recipes exported from Tinies come back exactly as they were; photos stay
        behind unless they are already in your book.
      </p>
      <div className="rounded-xl border border-border bg-card p-4">
        <CheckboxGroup
          aria-label="Recipes to add"
          options={options}
          value={ticked}
          onValueChange={setTicked}
          selectAll
          selectAllLabel="Select all"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={ticked.length === 0}
          onClick={() => onAdd(ticked.map((value) => candidates[Number(value)]!.recipe))}
        >
          <Plus aria-hidden="true" />
          {addLabel(ticked.length)}
        </Button>
        <Button variant="tertiary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
    </div>
  );
}
