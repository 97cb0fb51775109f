import { RowList } from '@/kit/editor/row-list.tsx';
import { rowNames } from '@/kit/editor/rows.ts';
import { formatQuantity } from '@/shared/recipe-book/quantities.ts';
import { unitLabel } from '@/shared/recipe-book/units.ts';
import { ingredientOfRow, rowChecks, type RecipeRow } from './editor-rows.ts';

const CHECKS = rowChecks('ingredients');

const ingredientNames = rowNames<RecipeRow>((row, n) => {
  const item = ingredientOfRow(row);
  const name = item?.kind === 'ingredient' ? item.name : '';
  return { label: `Ingredient ${n}`, subject: name ? `'${name}'` : `ingredient ${n}` };
});

/** What a line was read as, when there is more to it than a name: amount, unit, note. */
function IngredientPreview({ row }: { row: RecipeRow }) {
  const item = ingredientOfRow(row);
  if (item?.kind !== 'ingredient') return null;
  const { quantity, quantityMax, unit, name, note } = item;
  if (quantity === undefined && unit === undefined && note === undefined) return null;
  const parts: [string, string][] = [
    ...(quantity === undefined
      ? []
      : [['amount', formatQuantity({ quantity, quantityMax }, unit)] as [string, string]]),
    ...(unit === undefined
      ? []
      : [['unit', unitLabel(unit, quantity, quantityMax)] as [string, string]]),
    ['name', name],
    ...(note === undefined ? [] : [['note', note] as [string, string]]),
  ];
  return (
    <>
      <span className="sr-only">
        {`Read as: ${parts.map(([label, value]) => `${label} ${value}`).join(', ')}`}
      </span>
      <span aria-hidden="true">
        {parts.map(([label, value]) => (
          <span key={label} className="mr-3 inline-block">
            {label} <span className="font-medium text-fg">{value}</span>
          </span>
        ))}
      </span>
    </>
  );
}

export interface RowsEditorProps {
  rows: RecipeRow[];
  onRowsChange: (rows: RecipeRow[]) => void;
}

/** The ingredients: one line each ("1½ cups flour, sifted"), read as it is typed. */
export function IngredientRowsEditor({ rows, onRowsChange }: RowsEditorProps) {
  return (
    <RowList
      checks={CHECKS}
      legend="Ingredients"
      hint="One ingredient a line, amount first: “1½ cups flour, sifted”. Pasting several lines adds them all."
      keyHint="Enter adds a line below and Alt+↑ or Alt+↓ moves one."
      rows={rows}
      onRowsChange={onRowsChange}
      addItemLabel="Add ingredient"
      names={ingredientNames}
      preview={(row) => <IngredientPreview row={row} />}
      placeholder={{ item: 'e.g. 2 cloves garlic, minced', section: 'Section title, e.g. Sauce' }}
    />
  );
}
