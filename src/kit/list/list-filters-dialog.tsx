import type { ReactNode } from 'react';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';

export interface ListFiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Whether any filter is on: only then is there something to clear. */
  active: boolean;
  onClear: () => void;
  clearLabel: string;
  /** The main button, which closes the dialog ("Apply Filters", "Show 3 recipes"). */
  applyLabel: string;
  /** The list's filter panel. */
  children: ReactNode;
}

/**
 * Narrow screens: a list's filters in a modal. They apply at once; the main button closes
 * it. Loaded on first use (see ListScreen).
 */
export default function ListFiltersDialog({
  open,
  onOpenChange,
  title,
  active,
  onClear,
  clearLabel,
  applyLabel,
  children,
}: ListFiltersDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <>
          {active ? (
            <Button variant="outline" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>{applyLabel}</Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
