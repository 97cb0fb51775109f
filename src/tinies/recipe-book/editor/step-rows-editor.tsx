import { RowList } from '@/kit/editor/row-list.tsx';
import { rowNames } from '@/kit/editor/rows.ts';
import { rowChecks, type RecipeRow } from './editor-rows.ts';
import type { RowsEditorProps } from './ingredient-rows-editor.tsx';

const CHECKS = rowChecks('steps');

const stepNames = rowNames<RecipeRow>((_, n) => ({ label: `Step ${n}`, subject: `step ${n}` }));

/** The method: numbered steps in text areas that grow with their text, with sections. */
export function StepRowsEditor({ rows, onRowsChange }: RowsEditorProps) {
  return (
    <RowList
      checks={CHECKS}
      legend="Steps"
      hint="Pasting several lines or paragraphs adds a step for each."
      keyHint="Enter starts the next step and Shift+Enter breaks a line within one; Alt+↑ or Alt+↓ moves a step."
      rows={rows}
      onRowsChange={onRowsChange}
      addItemLabel="Add step"
      multiline
      names={stepNames}
      placeholder={{ item: 'Describe this step', section: 'Section title, e.g. Dough' }}
    />
  );
}
