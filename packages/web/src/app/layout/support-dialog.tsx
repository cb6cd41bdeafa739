import { Dialog } from '../../ui/dialog.tsx';
import { MailIcon, PhoneIcon } from '../../ui/icons.tsx';

interface SupportDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  supportPhone: string | undefined;
  supportEmail: string | undefined;
}

/** Contact Support: the supplier's phone and email from /api/config, loaded on first use. */
export default function SupportDialog({
  isOpen,
  onOpenChange,
  supportPhone,
  supportEmail,
}: SupportDialogProps) {
  return (
    <Dialog title="Contact Support" isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <p>Our trade support team can help with orders, stock and pricing.</p>
      <ul className="support-contacts">
        <li>
          <PhoneIcon />
          {supportPhone ? <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a> : '—'}
        </li>
        <li>
          <MailIcon />
          {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : '—'}
        </li>
      </ul>
    </Dialog>
  );
}
