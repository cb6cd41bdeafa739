import { useState } from 'react';
import { Badge, Button, Dropdown, Grid, Layout, type MenuProps } from 'antd';
import {
  AuditOutlined,
  DownOutlined,
  FileTextOutlined,
  LogoutOutlined,
  TeamOutlined,
  MenuOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { cartCount } from '@tyreline/domain/cart';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { useTeamMay } from '../../features/account/api/get-account.ts';
import { cartActions, useCart } from '../../features/cart/cart-store.ts';
import { usePendingApprovalCount } from '../../features/team/api/get-approvals.ts';
import { signOut } from '../../lib/session.ts';

const NAV = [
  { to: '/home', label: 'Home' },
  { to: '/shop?tab=tyres', label: 'Shop' },
  { to: '/orders', label: 'Orders' },
];

function CustomerLogo({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) return null;
  return (
    <span className="header-customer-logo">
      {/* A fixed box (the image fits inside it), so the header does not move when the logo arrives. */}
      <img src={url} alt="Your business logo" width={120} height={30} onError={() => setBroken(true)} />
    </span>
  );
}

interface AppHeaderProps {
  accountName: string | undefined;
  logoUrl: string | null;
}

/** docs/product.md §3's header: Home, Shop, Orders, View Cart with its badge, Account Management; a menu on phones. */
export function AppHeader({ accountName, logoUrl }: AppHeaderProps) {
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const count = useCart((s) => cartCount(s.lines));
  const wide = screens.lg !== false;

  const onSignOut = () => signOut({ returnHere: false, revoke: true });
  const owner = useTeamMay('manageTeam') === true;
  const placesOrders = useTeamMay('placeOrders') === true;
  const seesPrices = useTeamMay('seePrices') === true;
  const pending = usePendingApprovalCount(owner).data ?? 0;

  // The team's own items: Team for an owner, Approvals (with what waits) for whoever places orders.
  const teamItems: NonNullable<MenuProps['items']> = [
    ...(owner
      ? [{ key: 'team', icon: <TeamOutlined />, label: 'Team', onClick: () => void navigate('/team') }]
      : []),
    ...(placesOrders
      ? [
          {
            key: 'approvals',
            icon: <AuditOutlined />,
            label: (
              <span className="menu-approvals">
                Approvals
                {pending > 0 && (
                  <Badge count={pending} size="small" offset={[6, -2]} aria-label={`${pending} waiting`} />
                )}
              </span>
            ),
            onClick: () => void navigate('/approvals'),
          },
        ]
      : []),
    ...(seesPrices
      ? [
          {
            key: 'quotes',
            icon: <FileTextOutlined />,
            label: 'Quotes',
            onClick: () => void navigate('/quotes'),
          },
        ]
      : []),
  ];

  const accountItems: MenuProps['items'] = [
    {
      key: 'account',
      icon: <UserOutlined />,
      label: 'Account Management',
      onClick: () => void navigate('/account'),
    },
    ...teamItems,
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: onSignOut },
  ];

  const phoneItems: MenuProps['items'] = [
    {
      key: 'search',
      icon: <SearchOutlined />,
      label: 'Search',
      onClick: () => void navigate('/shop?tab=tyres&focus=search'),
    },
    {
      key: 'cart',
      icon: <ShoppingCartOutlined />,
      label: `Cart${count > 0 ? ` (${count})` : ''}`,
      onClick: cartActions.openDrawer,
    },
    {
      key: 'account',
      icon: <UserOutlined />,
      label: (
        <span className="phone-menu-account">
          Account Management
          {accountName && <span className="phone-menu-account-name">{accountName}</span>}
        </span>
      ),
      onClick: () => void navigate('/account'),
    },
    ...teamItems,
    { type: 'divider' },
    ...NAV.map((item) => ({ key: item.to, label: item.label, onClick: () => void navigate(item.to) })),
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sign out', onClick: onSignOut },
  ];

  return (
    <Layout.Header className="app-header">
      <div className="app-header-inner">
        <Link to="/home" className="header-brand" aria-label="Tyreline home">
          <BrandMark size={wide ? 22 : 19} />
        </Link>
        <CustomerLogo url={logoUrl} />

        {wide && (
          <nav className="header-nav" aria-label="Main">
            {NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) => (isActive ? 'header-link active' : 'header-link')}
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
        )}

        <div className="header-actions">
          <Badge count={count} overflowCount={999} offset={[-4, 4]} className="header-cart-badge">
            <Button
              className="header-cart"
              icon={<ShoppingCartOutlined />}
              onClick={cartActions.openDrawer}
              aria-label={`View Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            >
              {wide && 'View Cart'}
            </Button>
          </Badge>

          {wide ? (
            <Dropdown menu={{ items: accountItems }} trigger={['click']} placement="bottomRight">
              <button type="button" className="header-account">
                <UserOutlined className="header-account-icon" />
                <span className="header-account-text">
                  <span className="header-account-caption">Account Management</span>
                  <span className="header-account-name">{accountName ?? '…'}</span>
                </span>
                {/* Named by its words (WCAG 2.5.3: no label that leaves them out), the count said in full. */}
                {pending > 0 && (
                  <>
                    <Badge count={pending} size="small" data-testid="approvals-badge" aria-hidden="true" />
                    <span className="visually-hidden">, {pending} approvals waiting</span>
                  </>
                )}
                <DownOutlined className="header-account-caret" />
              </button>
            </Dropdown>
          ) : (
            <Dropdown menu={{ items: phoneItems }} trigger={['click']} placement="bottomRight">
              <Button
                className="header-menu"
                icon={<MenuOutlined />}
                aria-label={pending > 0 ? `Open menu, ${pending} approvals waiting` : 'Open menu'}
              >
                {pending > 0 && <Badge count={pending} size="small" />}
              </Button>
            </Dropdown>
          )}
        </div>
      </div>
    </Layout.Header>
  );
}
