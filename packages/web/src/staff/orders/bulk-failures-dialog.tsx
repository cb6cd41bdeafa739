import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

export interface BulkFailure {
  id: number;
  number: string;
  message: string;
}

/** The orders a bulk move could not move, and why. */
export function BulkFailuresDialog({
  moved,
  of,
  failures,
  onClose,
}: {
  moved: number;
  of: number;
  failures: BulkFailure[];
  onClose: () => void;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`${moved} of ${of} orders moved`}
      footer={
        <Button variant="primary" onPress={onClose}>
          OK
        </Button>
      }
    >
      <ul className="staff-bulk-failures">
        {failures.map((failure) => (
          <li key={failure.id}>
            <strong>{failure.number}</strong>: {failure.message}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
