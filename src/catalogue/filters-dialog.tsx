import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { ChipList } from './filter-chips.tsx';
import type { ListingFilters } from './use-listing-filters.ts';

export interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: { tags: string[]; categories: string[] };
  filters: ListingFilters;
}

/** Narrow screens: the same chips in a modal. Chips apply at once; "Apply Filters" closes. */
export default function FiltersDialog({
  open,
  onOpenChange,
  options,
  filters,
}: FiltersDialogProps) {
  const active = filters.tags.length + filters.categories.length > 0;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Filter Tinies"
      footer={
        <>
          {active ? (
            <Button variant="outline" onClick={filters.clearAll}>
              Clear Filters
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>Apply Filters</Button>
        </>
      }
    >
      <div className="space-y-5">
        <ChipList
          label="Categories"
          options={options.categories}
          selected={filters.categories}
          onToggle={filters.toggleCategory}
        />
        <ChipList
          label="Tags"
          prefix="#"
          options={options.tags}
          selected={filters.tags}
          onToggle={filters.toggleTag}
        />
      </div>
    </Modal>
  );
}
