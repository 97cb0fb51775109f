import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { useDialogs } from '@/ui/dialogs-provider.tsx';
import { GalleryRow, GallerySection } from './gallery-section.tsx';

export function DialogsSection() {
  const { confirm, alert } = useDialogs();
  const [lastAnswer, setLastAnswer] = useState('none yet');
  const record = (answer: boolean | string) => setLastAnswer(String(answer));

  return (
    <GallerySection
      id="dialogs"
      title="Confirm and alert dialogs"
      description="Opened with a promise from useDialogs(). A confirm dialog has no close button and ignores clicks outside it; Escape answers false. Calls in a row wait their turn."
    >
      <GalleryRow label="Confirm">
        <Button
          variant="outline"
          onClick={async () => record(await confirm({ message: 'Do you want to go on?' }))}
        >
          Ask to confirm
        </Button>
        <Button
          variant="outline"
          onClick={async () =>
            record(
              await confirm({
                title: 'Delete recipe?',
                message: 'Pancakes will be removed for good.',
                confirmText: 'Delete',
                cancelText: 'Keep it',
                destructive: true,
              }),
            )
          }
        >
          Delete recipe
        </Button>
      </GalleryRow>
      <GalleryRow label="Alert">
        <Button
          variant="outline"
          onClick={async () => {
            await alert({ message: 'Your recipe book was exported.' });
            record('alert closed');
          }}
        >
          Show alert
        </Button>
      </GalleryRow>
      <GalleryRow label="Queued">
        <Button
          variant="outline"
          onClick={async () => {
            const answers = await Promise.all([
              confirm({ title: 'First question', message: 'Keep the first draft?' }),
              alert({ title: 'Second message', message: 'Drafts are kept for 30 days.' }),
              confirm({ title: 'Third question', message: 'Keep the last draft?' }),
            ]);
            record(answers.map((answer) => answer ?? 'alert closed').join(', '));
          }}
        >
          Ask three in a row
        </Button>
      </GalleryRow>
      <p role="status" className="text-sm text-muted-fg">
        Last answer: <span className="font-medium text-fg">{lastAnswer}</span>
      </p>
    </GallerySection>
  );
}
