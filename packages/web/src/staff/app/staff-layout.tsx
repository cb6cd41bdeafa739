import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS, staffMay, type StaffRole } from '@tyreline/domain/staff';
import { BrandMark } from '../../components/brand-mark.tsx';
import { StaffIcon } from '../components/staff-icon.tsx';
import {
  AUDIT,
  CLOUD_UPLOAD,
  DASHBOARD,
  LOGOUT,
  MAIL,
  ROLLBACK,
  SAFETY_CERTIFICATE,
  SHOP,
  TAGS,
  TEAM,
  UNORDERED_LIST,
  type StaffIconDefinition,
} from '../components/staff-icons.ts';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { staffSignOut } from '../session/staff-session.ts';

interface MenuItem {
  to: string;
  icon: StaffIconDefinition;
  label: string;
}

/** What a role may open, in the menu's order. */
function menuOf(role: StaffRole | undefined): MenuItem[] {
  const item = (to: string, icon: StaffIconDefinition, label: string, shown = true) =>
    shown ? [{ to, icon, label }] : [];
  return [
    ...item('/staff', DASHBOARD, 'Dashboard'),
    ...item('/staff/orders', UNORDERED_LIST, 'Orders'),
    ...item('/staff/accounts', SHOP, 'Accounts', staffMay(role, 'manageAccounts')),
    ...item('/staff/returns', ROLLBACK, 'Returns', staffMay(role, 'viewAfterSale')),
    ...item('/staff/claims', SAFETY_CERTIFICATE, 'Claims', staffMay(role, 'viewAfterSale')),
    ...item('/staff/catalogue', TAGS, 'Catalogue'),
    ...item('/staff/import', CLOUD_UPLOAD, 'Import', staffMay(role, 'importStock')),
    ...item('/staff/audit', AUDIT, 'Audit log', staffMay(role, 'readAudit')),
    ...item('/staff/mail', MAIL, 'Mail', staffMay(role, 'readMail')),
    ...item('/staff/staff-users', TEAM, 'Staff', staffMay(role, 'manageStaff')),
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
 * beside an icon on hover and focus). Plain markup and staff.css, no Ant Design: the order queue opens
 * without it, and the pages drawn with it bring it themselves (decision 0056).
 */
export function StaffLayout() {
  const me = useStaffMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = menuOf(me.data?.role);
  const selected = selectedOf(items, pathname);

  return (
    <div className="staff-shell">
      <header className="staff-header">
        <div className="staff-brand">
          <BrandMark size={22} />
          <span className="staff-brand-title">Back office</span>
        </div>
        <div className="staff-who">
          {me.data && (
            <>
              <span className="staff-who-name">{me.data.name}</span>
              <span className="staff-tag staff-role-tag">{STAFF_ROLE_LABELS[me.data.role]}</span>
            </>
          )}
          <button
            type="button"
            className="staff-btn"
            onClick={() => {
              staffSignOut({ revoke: true });
              void navigate('/staff/login', { replace: true });
            }}
          >
            <StaffIcon icon={LOGOUT} />
            Sign out
          </button>
        </div>
      </header>
      <div className="staff-body">
        <nav className="staff-sider" aria-label="Back office">
          <ul className="staff-menu">
            {items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="staff-menu-item"
                  aria-current={item.to === selected ? 'page' : undefined}
                >
                  <StaffIcon icon={item.icon} />
                  <span className="staff-menu-label">{item.label}</span>
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
