import { useState } from 'react';
import {
  AuditIcon,
  DownIcon,
  FileTextIcon,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  ShoppingCartIcon,
  TeamIcon,
  UserIcon,
} from '../../components/plain-icons.tsx';
import { cartCount } from '@tyreline/domain/cart';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { MenuButton, type MenuEntry } from '../../components/menu-button.tsx';
import { useTeamMay } from '../../features/account/api/get-account.ts';
import { cartActions, useCart } from '../../features/cart/cart-store.ts';
import { usePendingApprovalCount } from '../../features/team/api/get-approvals.ts';
import { signOut } from '../../lib/session.ts';
import { MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';
import { preloadCartDrawer } from './cart-drawer-island.tsx';

const NAV = [
  { to: '/home', label: 'Home' },
  { to: '/shop?tab=tyres', label: 'Shop' },
  { to: '/orders', label: 'Orders' },
];

/** The cart's 999 caps what the badge shows, as Ant Design's badge did. */
const MAX_SHOWN = 999;

/** A red count beside a control; what it counts is said in the control's own name, so it is hidden from readers. */
function CountBadge({
  count,
  small = false,
  className,
}: {
  count: number;
  small?: boolean;
  className?: string;
}) {
  if (count <= 0) return null;
  const text = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
  const classes = [
    'count-badge',
    small && 'count-badge-small',
    text.length > 1 && 'count-badge-wide',
    className,
  ];
  return (
    <span className={classes.filter(Boolean).join(' ')} aria-hidden="true">
      {text}
    </span>
  );
}

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
  const wide = useMediaQuery(MEDIA.lg);
  const navigate = useNavigate();
  const count = useCart((s) => cartCount(s.lines));

  const onSignOut = () => signOut({ returnHere: false, revoke: true });
  const owner = useTeamMay('manageTeam') === true;
  const placesOrders = useTeamMay('placeOrders') === true;
  const seesPrices = useTeamMay('seePrices') === true;
  const pending = usePendingApprovalCount(owner).data ?? 0;
  const go = (path: string) => () => void navigate(path);

  // The team's own items: Team for an owner, Approvals (with what waits) for whoever places orders.
  const teamItems: MenuEntry[] = [
    ...(owner ? [{ key: 'team', icon: <TeamIcon />, label: 'Team', onSelect: go('/team') }] : []),
    ...(placesOrders
      ? [
          {
            key: 'approvals',
            icon: <AuditIcon />,
            label: (
              <span className="menu-approvals">
                Approvals
                <CountBadge count={pending} small />
                {pending > 0 && <span className="visually-hidden">, {pending} waiting</span>}
              </span>
            ),
            onSelect: go('/approvals'),
          },
        ]
      : []),
    ...(seesPrices
      ? [{ key: 'quotes', icon: <FileTextIcon />, label: 'Quotes', onSelect: go('/quotes') }]
      : []),
  ];

  const accountItems: MenuEntry[] = [
    { key: 'account', icon: <UserIcon />, label: 'Account Management', onSelect: go('/account') },
    ...teamItems,
    { key: 'divider', separator: true },
    { key: 'sign-out', icon: <LogoutIcon />, label: 'Sign out', onSelect: onSignOut },
  ];

  const phoneItems: MenuEntry[] = [
    {
      key: 'search',
      icon: <SearchIcon />,
      label: 'Search',
      onSelect: go('/shop?tab=tyres&focus=search'),
    },
    {
      key: 'cart',
      icon: <ShoppingCartIcon />,
      label: `Cart${count > 0 ? ` (${count})` : ''}`,
      onSelect: cartActions.openDrawer,
    },
    {
      key: 'account',
      icon: <UserIcon />,
      label: (
        <span className="phone-menu-account">
          Account Management
          {accountName && <span className="phone-menu-account-name">{accountName}</span>}
        </span>
      ),
      onSelect: go('/account'),
    },
    ...teamItems,
    { key: 'divider-nav', separator: true },
    ...NAV.map((item) => ({ key: item.to, label: item.label, onSelect: go(item.to) })),
    { key: 'divider-sign-out', separator: true },
    { key: 'sign-out', icon: <LogoutIcon />, label: 'Sign out', onSelect: onSignOut },
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
          <span className="header-cart-badge">
            {/* The drawer loads on first opening; a pointer or focus on the button starts that early. */}
            <button
              type="button"
              className={wide ? 'header-cart' : 'header-cart header-cart-icon-only'}
              onClick={cartActions.openDrawer}
              onPointerEnter={preloadCartDrawer}
              onFocus={preloadCartDrawer}
              aria-label={`View Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
            >
              <ShoppingCartIcon aria-hidden="true" />
              {wide && <span>View Cart</span>}
            </button>
            <CountBadge count={count} className="header-cart-badge-count" />
          </span>

          {wide ? (
            <MenuButton className="header-account" items={accountItems}>
              <UserIcon className="header-account-icon" aria-hidden="true" />
              <span className="header-account-text">
                <span className="header-account-caption">Account Management</span>
                <span className="header-account-name">{accountName ?? '…'}</span>
              </span>
              {/* Named by its words (WCAG 2.5.3: no label that leaves them out), the count said in full. */}
              {pending > 0 && (
                <>
                  <CountBadge count={pending} small className="header-account-badge" />
                  <span className="visually-hidden">, {pending} approvals waiting</span>
                </>
              )}
              <DownIcon className="header-account-caret" aria-hidden="true" />
            </MenuButton>
          ) : (
            <MenuButton
              className="header-menu"
              items={phoneItems}
              label={pending > 0 ? `Open menu, ${pending} approvals waiting` : 'Open menu'}
            >
              <MenuIcon aria-hidden="true" />
              <CountBadge count={pending} small className="header-menu-badge" />
            </MenuButton>
          )}
        </div>
      </div>
    </header>
  );
}
