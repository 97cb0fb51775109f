import { CopyButton } from '@/ui/copy-button.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

const COMMAND = 'npm start';

export function CopySection() {
  return (
    <GallerySection
      id="copy"
      title="Copy to clipboard"
      description='Says "Copied!" for 2 seconds after a successful copy.'
    >
      <GalleryRow label="Copy a command">
        <code
          id="copy-command"
          className="rounded-lg border border-border bg-muted px-3 py-1.5 font-mono text-sm"
        >
          {COMMAND}
        </code>
        <CopyButton text={COMMAND} aria-describedby="copy-command" />
      </GalleryRow>
    </GallerySection>
  );
}
