import { Download } from 'lucide-react';
import { useId } from 'react';
import { downloadFile } from '@/kit/io/download-file.ts';
import { Button, type ButtonProps } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { Tooltip } from '@/ui/tooltip.tsx';
import type { RecipeEntry } from '../use-recipe-book.ts';

export const NOTHING_TO_EXPORT = 'No recipes to export yet';

export interface ExportRecipesButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  entries: RecipeEntry[];
}

/**
 * Downloads every recipe as `tinies-recipes-YYYY-MM-DD.json`: a JSON array of schema.org
 * Recipes that the importer reads back with nothing lost. With no recipes it stays
 * focusable (so its hint can be read) but does nothing.
 */
export function ExportRecipesButton({
  entries,
  variant = 'outline',
  className,
  ...props
}: ExportRecipesButtonProps) {
  const hintId = useId();
  const empty = entries.length === 0;
  const button = (
    <Button
      variant={variant}
      // NOTE: aria-disabled rather than disabled: a disabled button takes no focus or
      // hover, so its tooltip could never say why.
      aria-disabled={empty || undefined}
      aria-describedby={empty ? hintId : undefined}
      className={cn(empty && 'cursor-not-allowed opacity-50 hover:bg-card', className)}
      onClick={async () => {
        if (empty) return;
        // Loaded on first use: the list stays light for everyone who never exports.
        const { exportFileName, exportText } = await import('./export-file.ts');
        downloadFile(exportText(entries, window.location.origin), exportFileName(new Date()));
      }}
      {...props}
    >
      <Download aria-hidden="true" />
      Export recipes
    </Button>
  );
  if (!empty) return button;
  return (
    <>
      <Tooltip content={NOTHING_TO_EXPORT}>{button}</Tooltip>
      <span id={hintId} className="sr-only">
        {NOTHING_TO_EXPORT}
      </span>
    </>
  );
}
