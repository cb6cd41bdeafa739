import { useState } from 'react';
import { cartCount } from '@tyreline/domain/cart';
import type { Account } from '@tyreline/domain/contract/account';
import { teamMay, type TeamPermission } from '@tyreline/domain/team';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { cartActions, useCart } from '../../features/cart/cart-store.ts';
import { usePendingApprovalCount } from '../../features/team/api/get-approvals.ts';
import { signOut } from '../../lib/session.ts';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import {
  AuditIcon,
  CartIcon,
  DownIcon,
  FileTextIcon,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  TeamIcon,
  UserIcon,
} from '../../ui/icons.tsx';
import { MenuButton, type MenuEntry } from '../../ui/menu.tsx';
import { preloadCartDrawer } from './cart-drawer-island.tsx';

const NAV = [
  { to: '/home', label: 'Home' },
  { to: '/shop?tab=tyres', label: 'Shop' },
  { to: '/orders', label: 'Orders' },
];

/** The cart's badge shows up to 999, as Ant Design's did. */
const MAX_SHOWN = 999;

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
  /** Undefined until the layout's start-up answers have all come. */
  account: Account | undefined;
  logoUrl: string | null;
}

/** docs/product.md §3's header: Home, Shop, Orders, View Cart with its badge, Account Management; a menu on phones. */
export function AppHeader({ account, logoUrl }: AppHeaderProps) {
  const wide = useMediaQuery(MEDIA.lg);
  const navigate = useNavigate();
  const count = useCart((s) => cartCount(s.lines));
  const may = (permission: TeamPermission) => !!account && teamMay(account.role, permission);
  const owner = may('manageTeam');
  const pending = usePendingApprovalCount(owner).data ?? 0;
  const go = (path: string) => () => void navigate(path);
  const onSignOut = () => signOut({ returnHere: false, revoke: true });

  // The team's own items: Team for an owner, Approvals (with what waits) for whoever places orders.
  const teamItems: MenuEntry[] = [
    ...(owner ? [{ key: 'team', icon: <TeamIcon />, label: 'Team', onAction: go('/team') }] : []),
    ...(may('placeOrders')
      ? [
          {
            key: 'approvals',
            icon: <AuditIcon />,
            textValue: 'Approvals',
            label: (
              <span className="menu-approvals">
                Approvals
                <Badge count={pending} size="sm" label={`, ${pending} waiting`} />
              </span>
            ),
            onAction: go('/approvals'),
          },
        ]
      : []),
    ...(may('seePrices')
      ? [{ key: 'quotes', icon: <FileTextIcon />, label: 'Quotes', onAction: go('/quotes') }]
      : []),
  ];

  const accountItems: MenuEntry[] = [
    { key: 'account', icon: <UserIcon />, label: 'Account Management', onAction: go('/account') },
    ...teamItems,
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutIcon />, label: 'Sign out', onAction: onSignOut },
  ];

  const phoneItems: MenuEntry[] = [
    { key: 'search', icon: <SearchIcon />, label: 'Search', onAction: go('/shop?tab=tyres&focus=search') },
    {
      key: 'cart',
      icon: <CartIcon />,
      label: `Cart${count > 0 ? ` (${count})` : ''}`,
      onAction: cartActions.openDrawer,
    },
    {
      key: 'account',
      icon: <UserIcon />,
      textValue: 'Account Management',
      label: (
        <span className="phone-menu-account">
          Account Management
          {account && <span className="phone-menu-account-name">{account.name}</span>}
        </span>
      ),
      onAction: go('/account'),
    },
    ...teamItems,
    { type: 'divider' },
    ...NAV.map((item) => ({ key: item.to, label: item.label, onAction: go(item.to) })),
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutIcon />, label: 'Sign out', onAction: onSignOut },
  ];

  return (
    <header className="app-header">
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
          {/* Named with its count, so the badge is only drawn. The drawer loads on first opening; a pointer
              or focus on the button starts that early. */}
          <Badge count={count} max={MAX_SHOWN} className="header-cart-badge-count">
            <Button
              variant="primary"
              className="header-cart"
              icon={<CartIcon />}
              onPress={cartActions.openDrawer}
              onHoverStart={preloadCartDrawer}
              onFocus={preloadCartDrawer}
              aria-label={`View Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            >
              {wide && 'View Cart'}
            </Button>
          </Badge>

          {wide ? (
            <MenuButton className="header-account" items={accountItems}>
              <UserIcon className="header-account-icon" />
              <span className="header-account-text">
                <span className="header-account-caption">Account Management</span>
                <span className="header-account-name">{account?.name ?? '…'}</span>
              </span>
              {/* Named by its words (WCAG 2.5.3: no label that leaves them out), the count said in full. */}
              <Badge count={pending} size="sm" label={`, ${pending} approvals waiting`} />
              <DownIcon className="header-account-caret" />
            </MenuButton>
          ) : (
            <MenuButton
              className="header-menu"
              items={phoneItems}
              label={pending > 0 ? `Open menu, ${pending} approvals waiting` : 'Open menu'}
            >
              <MenuIcon />
              <Badge count={pending} size="sm" />
            </MenuButton>
          )}
        </div>
      </div>
    </header>
  );
}
