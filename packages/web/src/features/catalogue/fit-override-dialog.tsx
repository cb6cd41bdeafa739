import { Form, Input, Modal } from 'antd';
import { FIT_OVERRIDE_MAX } from '@tyreline/domain/contract/vehicles';

/**
 * The counter's one step to sell what does not fit the vehicle: why (a hub ring, the customer's own spacer). The
 * reason is required; it goes on the order line and staff see it.
 */
export default function FitOverrideDialog({
  productName,
  vehicle,
  reasons,
  onOverride,
  onClose,
}: {
  productName: string;
  vehicle: string;
  reasons: string[];
  onOverride: (reason: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason?: string }) => {
    if (!reason?.trim()) return form.setFields([{ name: 'reason', errors: ['Override reason is required'] }]);
    onOverride(reason.trim());
  };
  return (
    <Modal
      open
      title={`${productName} does not fit the ${vehicle}`}
      okText="Add with override"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <ul className="fit-checks" data-testid="override-reasons">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <Form form={form} layout="vertical" onFinish={submit} aria-label="Override the fit check">
        <Form.Item
          name="reason"
          label="Override reason"
          required
          extra="Kept on the order line; our staff see it."
        >
          <Input.TextArea rows={2} maxLength={FIT_OVERRIDE_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
