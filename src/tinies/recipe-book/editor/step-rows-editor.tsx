import type { EditorRow } from './editor-rows.ts';
import { numberOf, type RowsEditorProps } from './ingredient-rows-editor.tsx';
import type { RowNames } from './row-item.tsx';
import { RowList } from './row-list.tsx';

function stepNames(row: EditorRow, rows: readonly EditorRow[]): RowNames {
  const n = numberOf(row, rows);
  if (row.kind === 'section') {
    const title = row.text.trim();
    return { label: `Section ${n}`, subject: title ? `section '${title}'` : `section ${n}` };
  }
  return { label: `Step ${n}`, subject: `step ${n}` };
}

/** The method: numbered steps in text areas that grow with their text, with sections. */
export function StepRowsEditor({ rows, onRowsChange }: RowsEditorProps) {
  return (
    <RowList
      list="steps"
      legend="Steps"
      hint="Enter starts the next step and Shift+Enter breaks a line within one; Alt+↑ or Alt+↓ moves a step. Pasting several lines or paragraphs adds a step for each."
      rows={rows}
      onRowsChange={onRowsChange}
      addItemLabel="Add step"
      multiline
      names={stepNames}
      placeholder={{ item: 'Describe this step', section: 'Section title, e.g. Dough' }}
    />
  );
}
