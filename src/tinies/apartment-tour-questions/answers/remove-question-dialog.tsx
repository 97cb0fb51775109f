import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';

export type RemoveChoice = 'here' | 'everywhere';

/**
 * Asks where a custom question asked of several apartments goes: from this apartment only,
 * or everywhere. Closing it removes nothing.
 */
export function RemoveQuestionDialog({
  question,
  apartmentName,
  open,
  onChoose,
}: {
  question: string;
  apartmentName: string;
  open: boolean;
  onChoose: (choice: RemoveChoice | null) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onChoose(null);
      }}
      title="Remove this question?"
      description={`“${question}” is asked of more apartments than ${apartmentName}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onChoose(null)}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={() => onChoose('everywhere')}>
            Remove everywhere
          </Button>
          <Button variant="primary" onClick={() => onChoose('here')}>
            Remove from this apartment only
          </Button>
        </>
      }
    >
      <p className="text-sm">
        Removed from this apartment only, it stays asked of the others and you can ask it here again
        later. Removed everywhere, no apartment is asked it any more. Answers already given are
        kept.
      </p>
    </Modal>
  );
}
