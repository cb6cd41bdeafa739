import { Button, Layout, Menu, Tag } from 'antd';
import {
  AuditOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  LogoutOutlined,
  MailOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS, staffMay } from '@tyreline/domain/staff';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useStaffMe } from '../session/api/get-staff-me.ts';
import { staffSignOut } from '../session/staff-session.ts';

/**
 * The back office's frame: a dark header with who is signed in, a side menu of what their role may open
 * (icons only below 1200 px, so a 1024 px warehouse tablet keeps its width for the queue).
 */
export function StaffLayout() {
  const me = useStaffMe();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = me.data?.role;
  const items = [
    { key: '/staff', icon: <DashboardOutlined />, label: 'Dashboard' },
    { key: '/staff/orders', icon: <UnorderedListOutlined />, label: 'Orders' },
    ...(staffMay(role, 'manageAccounts')
      ? [{ key: '/staff/accounts', icon: <ShopOutlined />, label: 'Accounts' }]
      : []),
    ...(staffMay(role, 'viewAfterSale')
      ? [{ key: '/staff/returns', icon: <RollbackOutlined />, label: 'Returns' }]
      : []),
    ...(staffMay(role, 'viewAfterSale')
      ? [{ key: '/staff/claims', icon: <SafetyCertificateOutlined />, label: 'Claims' }]
      : []),
    { key: '/staff/catalogue', icon: <TagsOutlined />, label: 'Catalogue' },
    ...(staffMay(role, 'importStock')
      ? [{ key: '/staff/import', icon: <CloudUploadOutlined />, label: 'Import' }]
      : []),
    ...(staffMay(role, 'readAudit')
      ? [{ key: '/staff/audit', icon: <AuditOutlined />, label: 'Audit log' }]
      : []),
    ...(staffMay(role, 'readMail') ? [{ key: '/staff/mail', icon: <MailOutlined />, label: 'Mail' }] : []),
    ...(staffMay(role, 'manageStaff')
      ? [{ key: '/staff/staff-users', icon: <TeamOutlined />, label: 'Staff' }]
      : []),
  ];
  // The longest matching key, so /staff/orders does not also select the dashboard at /staff; pick lists
  // belong to the orders.
  const current = pathname === '/staff/pick-list' ? '/staff/orders' : pathname;
  const selected =
    items
      .filter((item) => current === item.key || current.startsWith(`${item.key}/`))
      .sort((a, b) => b.key.length - a.key.length)[0]?.key ?? '/staff';

  return (
    <Layout className="staff-shell">
      <Layout.Header className="staff-header">
        <div className="staff-brand">
          <BrandMark size={22} />
          <span className="staff-brand-title">Back office</span>
        </div>
        <div className="staff-who">
          {me.data && (
            <>
              <span className="staff-who-name">{me.data.name}</span>
              <Tag className="staff-role-tag">{STAFF_ROLE_LABELS[me.data.role]}</Tag>
            </>
          )}
          <Button
            icon={<LogoutOutlined />}
            onClick={() => {
              staffSignOut({ revoke: true });
              void navigate('/staff/login', { replace: true });
            }}
          >
            Sign out
          </Button>
        </div>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={184} collapsedWidth={64} breakpoint="xl" className="staff-sider" theme="light">
          <nav aria-label="Back office">
            <Menu
              mode="inline"
              selectedKeys={[selected]}
              items={items}
              onClick={({ key }) => void navigate(key)}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content className="staff-content">
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
