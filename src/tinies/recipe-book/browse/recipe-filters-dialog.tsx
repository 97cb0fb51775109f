import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { activeFilterCount } from './recipe-filters.ts';
import { RecipeFilterPanel } from './recipe-filter-panel.tsx';
import type { RecipeFilterControls } from './use-recipe-filters.ts';

export interface RecipeFiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  controls: RecipeFilterControls;
  /** How many recipes the chosen filters leave. */
  shown: number;
}

/** Narrow screens: the filters in a modal. They apply at once; the main button closes it. */
export default function RecipeFiltersDialog({
  open,
  onOpenChange,
  controls,
  shown,
}: RecipeFiltersDialogProps) {
  const active = activeFilterCount(controls.filters) > 0;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Filter recipes"
      footer={
        <>
          {active ? (
            <Button variant="outline" onClick={controls.clearAll}>
              Clear all filters
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>
            Show {shown} {shown === 1 ? 'recipe' : 'recipes'}
          </Button>
        </>
      }
    >
      <RecipeFilterPanel controls={controls} />
    </Modal>
  );
}
