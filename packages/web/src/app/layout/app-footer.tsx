import { useState } from 'react';
import { Layout, Modal } from 'antd';
import {
  CarOutlined,
  CustomerServiceOutlined,
  MailOutlined,
  PhoneOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';

interface AppFooterProps {
  supportPhone: string | undefined;
  supportEmail: string | undefined;
}

/** docs/product.md §3's footer shortcuts; Contact Support shows the supplier's phone and email from /api/config. */
export function AppFooter({ supportPhone, supportEmail }: AppFooterProps) {
  const [supportOpen, setSupportOpen] = useState(false);
  return (
    <Layout.Footer className="app-footer">
      <nav className="footer-shortcuts" aria-label="Shortcuts">
        <button type="button" className="footer-shortcut" onClick={() => setSupportOpen(true)}>
          <CustomerServiceOutlined aria-hidden="true" />
          <span>Contact Support</span>
        </button>
        <Link to="/orders" className="footer-shortcut">
          <CarOutlined aria-hidden="true" />
          <span>Track Order</span>
        </Link>
        <Link to="/account" className="footer-shortcut">
          <UserOutlined aria-hidden="true" />
          <span>My account</span>
        </Link>
      </nav>
      <p className="footer-legal">© {new Date().getFullYear()} Tyreline · Prices in AUD, GST inclusive</p>

      <Modal
        title="Contact Support"
        open={supportOpen}
        onCancel={() => setSupportOpen(false)}
        footer={null}
        width={400}
      >
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
    </Layout.Footer>
  );
}
