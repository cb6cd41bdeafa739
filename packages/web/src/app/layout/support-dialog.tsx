import { Modal } from 'antd';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';

interface SupportDialogProps {
  open: boolean;
  onClose: () => void;
  supportPhone: string | undefined;
  supportEmail: string | undefined;
}

/** Contact Support: the supplier's phone and email from /api/config, in an Ant Design dialog loaded on first use. */
export default function SupportDialog({ open, onClose, supportPhone, supportEmail }: SupportDialogProps) {
  return (
    <Modal title="Contact Support" open={open} onCancel={onClose} footer={null} width={400}>
      <p>Our trade support team can help with orders, stock and pricing.</p>
      <ul className="support-contacts">
        <li>
          <PhoneOutlined aria-hidden="true" />
          {supportPhone ? <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a> : '—'}
        </li>
        <li>
          <MailOutlined aria-hidden="true" />
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : '—'}
        </li>
      </ul>
    </Modal>
  );
}
