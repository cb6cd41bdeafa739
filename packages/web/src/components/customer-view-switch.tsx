import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import { setCustomerView, useCustomerView } from '../lib/customer-view.ts';
import { clearOnChange, errorText, showServerErrors } from '../lib/form-errors.ts';
import { http } from '../lib/http.ts';
import './customer-view.css';

const FIELDS = ['password'];

/**
 * Leaving customer view takes the signed-in user's password, checked by the server (never here): the counter's
 * customer must not be one tap from the trade prices.
 */
function LeaveCustomerView({ open, onClose }: { open: boolean; onClose: () => void }) {
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

/** The counter's switch: on at a tap; off only with the user's password (kept per browser). */
export function CustomerViewSwitch() {
  const on = useCustomerView((s) => s.on);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <label className="customer-view-switch">
        <Switch
          size="small"
          checked={on}
          onChange={(next) => (next ? setCustomerView(true) : setAsking(true))}
        />
        Customer view
      </label>
      <LeaveCustomerView open={asking} onClose={() => setAsking(false)} />
    </>
  );
}

/** While customer view is on: a band under the header on every page saying so, with the way back. */
export function CustomerViewBanner() {
  const on = useCustomerView((s) => s.on);
  const [asking, setAsking] = useState(false);
  if (!on) return null;
  return (
    <div className="customer-view-banner" role="status" data-testid="customer-view-banner">
      <EyeInvisibleOutlined aria-hidden /> Customer view is on: trade prices are hidden.
      <Button size="small" onClick={() => setAsking(true)}>
        Show trade prices
      </Button>
      <LeaveCustomerView open={asking} onClose={() => setAsking(false)} />
    </div>
  );
}
