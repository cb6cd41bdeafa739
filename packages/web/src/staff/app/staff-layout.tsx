import type { ComponentType } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS, staffMay, type StaffRole } from '@tyreline/domain/staff';
import { BrandMark } from '../../components/brand-mark.tsx';
import { Button } from '../../ui/button.tsx';
import {
  AuditIcon,
  CloudUploadIcon,
  DashboardIcon,
  LogoutIcon,
  MailIcon,
  RollbackIcon,
  SafetyCertificateIcon,
  ShopIcon,
  TagsIcon,
  TeamIcon,
  UnorderedListIcon,
  type IconProps,
} from '../../ui/icons.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { staffSignOut } from '../session/staff-session.ts';

interface MenuItem {
  to: string;
  icon: ComponentType<IconProps>;
  label: string;
}

/** What a role may open, in the menu's order. */
function menuOf(role: StaffRole | undefined): MenuItem[] {
  const item = (to: string, icon: ComponentType<IconProps>, label: string, shown = true) =>
    shown ? [{ to, icon, label }] : [];
  return [
    ...item('/staff', DashboardIcon, 'Dashboard'),
    ...item('/staff/orders', UnorderedListIcon, 'Orders'),
    ...item('/staff/accounts', ShopIcon, 'Accounts', staffMay(role, 'manageAccounts')),
    ...item('/staff/returns', RollbackIcon, 'Returns', staffMay(role, 'viewAfterSale')),
    ...item('/staff/claims', SafetyCertificateIcon, 'Claims', staffMay(role, 'viewAfterSale')),
    ...item('/staff/catalogue', TagsIcon, 'Catalogue'),
    ...item('/staff/import', CloudUploadIcon, 'Import', staffMay(role, 'importStock')),
    ...item('/staff/audit', AuditIcon, 'Audit log', staffMay(role, 'readAudit')),
    ...item('/staff/mail', MailIcon, 'Mail', staffMay(role, 'readMail')),
    ...item('/staff/staff-users', TeamIcon, 'Staff', staffMay(role, 'manageStaff')),
  ];
}

/**
 * The menu entry the page belongs to: the longest matching address, so /staff/orders does not also select the
 * dashboard at /staff; pick lists belong to the orders.
 */
function selectedOf(items: MenuItem[], pathname: string): string {
  const current = pathname === '/staff/pick-list' ? '/staff/orders' : pathname;
  return (
    items
      .filter((item) => current === item.to || current.startsWith(`${item.to}/`))
      .sort((a, b) => b.to.length - a.to.length)[0]?.to ?? '/staff'
  );
}

/**
 * The back office's frame: a dark header with who is signed in, a side menu of what their role may open
 * (icons only below 1200 px, so a 1024 px warehouse tablet keeps its width for the queue; the name shows
 * beside an icon on hover and focus).
 */
export function StaffLayout() {
  const me = useStaffMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = menuOf(me.data?.role);
  const selected = selectedOf(items, pathname);

  return (
    <div className="staff-shell" data-frame>
      <header className="staff-header">
        <div className="staff-brand">
          <BrandMark size={22} />
          <span className="staff-brand-title">Back office</span>
        </div>
        <div className="staff-who">
          {me.data && (
            <>
              <span className="staff-who-name">{me.data.name}</span>
              <Tag tone="brand">{STAFF_ROLE_LABELS[me.data.role]}</Tag>
            </>
          )}
          <Button
            icon={<LogoutIcon />}
            onPress={() => {
              staffSignOut({ revoke: true });
              void navigate('/staff/login', { replace: true });
            }}
          >
            Sign out
          </Button>
        </div>
      </header>
      <div className="staff-body">
        <nav className="staff-sider" aria-label="Back office">
          <ul className="staff-menu">
            {items.map(({ to, icon: Icon, label }) => (
              <li key={to}>
                <Link to={to} className="staff-menu-item" aria-current={to === selected ? 'page' : undefined}>
                  <Icon className="staff-menu-icon" />
                  <span className="staff-menu-label">{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="staff-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
