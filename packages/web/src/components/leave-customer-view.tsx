import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { setCustomerView } from '../lib/customer-view.ts';
import { clearOnChange, errorText, showServerErrors } from '../lib/form-errors.ts';
import { http } from '../lib/http.ts';

const FIELDS = ['password'];

/**
 * Leaving customer view takes the signed-in user's password, checked by the server (never here): the counter's
 * customer must not be one tap from the trade prices. An Ant Design island (decision 0056): loaded when asked.
 */
export default function LeaveCustomerView({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      await http('/api/cus/confirm-password', { method: 'POST', body: { password }, inline: true });
      setCustomerView(false);
      onClose();
    } catch (error) {
      if (!showServerErrors(form, FIELDS, error)) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Show trade prices"
      open={open}
      onCancel={onClose}
      okText="Show trade prices"
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        onValuesChange={clearOnChange(form)}
        requiredMark={false}
      >
        <p>Enter your password to leave customer view.</p>
        <Form.Item
          name="password"
          label="Your password"
          rules={[{ required: true, message: 'Password is required' }]}
          help={failure ?? undefined}
          validateStatus={failure ? 'error' : undefined}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
