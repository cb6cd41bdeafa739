import { Modal } from 'antd';

export interface BulkFailure {
  id: number;
  number: string;
  message: string;
}

/**
 * The orders a bulk move could not move, and why. Ant Design's dialog, loaded with Ant Design the first time a
 * bulk move comes back short (the queue itself has none, decision 0056).
 */
export default function BulkFailuresDialog({
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
    <Modal
      open
      title={`${moved} of ${of} orders moved`}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <ul className="staff-bulk-failures">
        {failures.map((failure) => (
          <li key={failure.id}>
            <strong>{failure.number}</strong>: {failure.message}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
