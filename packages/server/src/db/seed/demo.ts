import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import { inTransaction, rows, type Db } from '../client.ts';
import { describeStockChange } from '../../features/catalogue/stock-ledger.repository.ts';
import { accounts, departments, employees, paymentTypes, users } from '../schema/accounts.ts';
import { oauthClients } from '../schema/auth.ts';
import { staffUsers } from '../schema/staff.ts';
import {
  accountPrices,
  autoPartTypes,
  brands,
  categories,
  crossStockRules,
  homeImages,
  products,
  stock,
  warehouses,
} from '../schema/catalogue.ts';
import { AUTO_PART_TYPES, demoCatalogue, prng } from './demo-catalogue.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoVehicles } from './demo-vehicles.ts';

export const DEMO_PASSWORD = 'tyres-2026';
export const WEB_CLIENT = { id: 'tyreline-web', secret: 'tyreline-web-secret' };
/** The back office's own client (created by migration 0005): it signs in staff only, as the web client signs in customers only. */
export const BACK_OFFICE_CLIENT = { id: 'tyreline-back-office', secret: 'tyreline-back-office-secret' };

/** One demo staff member per role (docs/product.md §19), password DEMO_PASSWORD. */
export const DEMO_STAFF = [
  { username: 'admin@tyreline.test', name: 'Dana Admin', role: 'admin' },
  { username: 'sales@tyreline.test', name: 'Sol Sales', role: 'sales' },
  { username: 'warehouse@tyreline.test', name: 'Wes Warehouse', role: 'warehouse' },
] as const;

const DEMO_WAREHOUSES = [
  {
    id: 1,
    departmentId: 7,
    name: 'Brisbane North',
    code: 'BNE-N',
    address: '18 Sandgate Rd, Albion QLD 4010',
  },
  {
    id: 2,
    departmentId: 7,
    name: 'Brisbane South',
    code: 'BNE-S',
    address: '42 Kessels Rd, Coopers Plains QLD 4108',
  },
  { id: 3, departmentId: 7, name: 'Toowoomba', code: 'TWB', address: '7 Anzac Ave, Toowoomba QLD 4350' },
  { id: 4, departmentId: 8, name: 'Gold Coast', code: 'GC', address: '3 Spencer Rd, Nerang QLD 4211' },
  {
    id: 5,
    departmentId: 8,
    name: 'Tweed Heads',
    code: 'TWD',
    address: '11 Corporation Cct, Tweed Heads South NSW 2486',
  },
  { id: 6, departmentId: 8, name: 'Byron Bay', code: 'BYR', address: '5 Centennial Cct, Byron Bay NSW 2481' },
];

const NOTICE =
  'Public holiday: all warehouses close at 3 pm on Friday. Orders placed after 1 pm ship Monday.';

const DEMO_ACCOUNTS = [
  {
    username: 'trade@example.com',
    userName: 'Sam Carter',
    departmentId: 7,
    name: 'Southside Tyre & Auto',
    logo: JSON.stringify({ cusLogo: '/images/logos/southside.svg', show: 1, text: NOTICE }),
    email: 'accounts@southside.example',
    phone: '07 3344 1200',
    abn: '11334455667',
    billingAddress: 'PO Box 412\nCoorparoo QLD 4151',
    paymentTermsDays: 30,
    paymentTermsBasis: 'month_end' as const,
    creditLimitCents: 5_000_000,
    discountBp: 1500,
    priceSwitch: 0,
    remainingSearches: 0,
    disabled: false,
  },
  {
    username: 'brisbane@example.com',
    userName: 'Alex Nguyen',
    departmentId: 8,
    name: 'Gold Coast Wheel Centre',
    logo: '/images/logos/goldcoast.svg',
    email: 'orders@gcwheels.example',
    phone: '07 5596 7800',
    abn: '36778899001',
    billingAddress: '18 Ferry Rd\nSouthport QLD 4215',
    paymentTermsDays: 14,
    paymentTermsBasis: 'invoice' as const,
    creditLimitCents: 3_000_000,
    discountBp: 1000,
    priceSwitch: 1,
    remainingSearches: 50,
    disabled: false,
  },
  {
    username: 'nocredit@example.com',
    userName: 'Jo Smith',
    departmentId: 7,
    name: 'Budget Tyre Mart',
    logo: null,
    email: 'jo@budgettyre.example',
    phone: '07 3211 4455',
    abn: '97665544332',
    billingAddress: '7 Ipswich Rd\nWoolloongabba QLD 4102',
    paymentTermsDays: 7,
    paymentTermsBasis: 'invoice' as const,
    creditLimitCents: 1_000_000,
    discountBp: 500,
    priceSwitch: 1,
    remainingSearches: 0,
    disabled: false,
  },
  {
    username: 'disabled@example.com',
    userName: 'Pat Lee',
    departmentId: 7,
    name: 'Closed Motors Pty Ltd',
    logo: null,
    email: null,
    phone: null,
    abn: '72221100998',
    billingAddress: '3 Closed St\nSalisbury QLD 4107',
    paymentTermsDays: 0,
    paymentTermsBasis: 'invoice' as const,
    creditLimitCents: 0,
    discountBp: 0,
    priceSwitch: 0,
    remainingSearches: 0,
    disabled: true,
  },
];

/** The trade account's team beside its owner (issue #13): a buyer with an order limit, and a viewer. */
export const TRADE_TEAM = [
  { username: 'buyer@example.com', name: 'Riley Brooks', role: 'buyer', orderLimitCents: 200_000 },
  { username: 'viewer@example.com', name: 'Max Turner', role: 'viewer', orderLimitCents: null },
] as const;

const BRAND_ICON = (name: string) => `/images/brands/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

/**
 * Seeds the whole demo in one transaction when the database has no departments yet; true if it did.
 * Tests that count orders from zero leave the demo orders out.
 */
export async function seedDemoIfEmpty(
  db: Db,
  { orders = true }: { orders?: boolean } = {},
): Promise<boolean> {
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from departments`);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`lock table departments in exclusive mode`);
    const [again] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from departments`);
    if ((again?.n ?? 0) > 0) return;
    await seed(tx, passwordHash);
    if (orders) await seedDemoOrders(tx);
  });
  return true;
}

async function seed(db: Db, passwordHash: string): Promise<void> {
  await db.insert(departments).values([
    { id: 7, name: 'Tyreline Brisbane' },
    { id: 8, name: 'Tyreline Gold Coast & Northern Rivers' },
  ]);
  await db.insert(warehouses).values(DEMO_WAREHOUSES);
  await db
    .insert(oauthClients)
    .values({ id: WEB_CLIENT.id, name: 'Tyreline web app', secretHash: hashToken(WEB_CLIENT.secret) });
  await db.insert(staffUsers).values(DEMO_STAFF.map((s) => ({ ...s, passwordHash })));
  await db
    .insert(crossStockRules)
    .values({ departmentId: 8, sourceDepartmentId: 7, warehouseId: 9999, warehouseName: 'Brisbane' });

  const catalogue = demoCatalogue();
  const brandRows = await db
    .insert(brands)
    .values([...new Set(catalogue.map((p) => p.brand))].map((name) => ({ name, icon: BRAND_ICON(name) })))
    .returning();
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const categoryKeys = [...new Set(catalogue.map((p) => `${p.type}|${p.category}`))];
  const categoryRows = await db
    .insert(categories)
    .values(
      categoryKeys.map((key) => {
        const [productType, name] = key.split('|') as ['tyre' | 'wheel' | 'accessory', string];
        return { productType, name };
      }),
    )
    .returning();
  const categoryId = new Map(categoryRows.map((c) => [`${c.productType}|${c.name}`, c.id]));
  await db.insert(autoPartTypes).values(AUTO_PART_TYPES);
  await seedDemoVehicles(db);
  await seedDemoDelivery(db);

  const random = prng(7);
  for (const departmentId of [7, 8]) {
    const inserted = await db
      .insert(products)
      .values(
        catalogue.map((p) => ({
          departmentId,
          type: p.type,
          sku: p.sku,
          name: p.name,
          image: p.image || null,
          brandId: brandId.get(p.brand)!,
          categoryId: categoryId.get(`${p.type}|${p.category}`)!,
          width: p.width ?? null,
          profile: p.profile ?? null,
          rim: p.rim ?? null,
          loadIndex: p.loadIndex ?? null,
          speedRating: p.speedRating ?? null,
          runflat: p.runflat ?? false,
          diameter: p.diameter ?? null,
          rimWidth: p.rimWidth ?? null,
          boltPattern: p.boltPattern ?? null,
          offset: p.offset ?? null,
          centerBore: p.centerBore ?? null,
          finish: p.finish ?? null,
          autoPartType: p.autoPartType ?? null,
          listPriceCents: p.listPriceCents,
          specialPriceCents: p.specialPriceCents ?? null,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    const fixedStock = new Map(catalogue.map((p) => [p.sku, p.stock]));
    const stockRows = inserted.flatMap((product) =>
      DEMO_WAREHOUSES.filter((w) => w.departmentId === departmentId).map((w) => {
        const fixed = fixedStock.get(product.sku);
        if (fixed !== undefined) return { productId: product.id, warehouseId: w.id, quantity: fixed };
        const roll = random();
        const quantity =
          roll < 0.2 ? 0 : roll < 0.55 ? 1 + Math.floor(random() * 7) : 8 + Math.floor(random() * 40);
        return { productId: product.id, warehouseId: w.id, quantity };
      }),
    );
    await describeStockChange(db, { kind: 'opening', reason: 'Demo data' });
    await db.insert(stock).values(stockRows);
  }

  const accountIds: number[] = [];
  for (const a of DEMO_ACCOUNTS) {
    const [account] = await db
      .insert(accounts)
      .values({
        departmentId: a.departmentId,
        name: a.name,
        logo: a.logo,
        email: a.email,
        phone: a.phone,
        abn: a.abn,
        billingAddress: a.billingAddress,
        paymentTermsDays: a.paymentTermsDays,
        paymentTermsBasis: a.paymentTermsBasis,
        creditLimitCents: a.creditLimitCents,
        discountBp: a.discountBp,
        priceSwitch: a.priceSwitch,
        remainingSearches: a.remainingSearches,
        disabled: a.disabled,
      })
      .returning({ id: accounts.id });
    accountIds.push(account!.id);
    await db
      .insert(users)
      .values({ accountId: account!.id, username: a.username, name: a.userName, passwordHash });
  }
  await db
    .insert(users)
    .values(TRADE_TEAM.map((member) => ({ ...member, accountId: accountIds[0]!, passwordHash })));

  // The trade account has contract prices on a few Michelin and Bridgestone lines, some as special offers.
  const contract = await rows<{ id: number; list_price_cents: number }>(
    db,
    sql`select p.id, p.list_price_cents from products p join brands b on b.id = p.brand_id
        where p.department_id = 7 and b.name in ('Michelin', 'Bridgestone') order by p.id limit 24`,
  );
  await db.insert(accountPrices).values(
    contract.map((p, i) => ({
      accountId: accountIds[0]!,
      productId: p.id,
      bestPriceCents: Math.round(p.list_price_cents * 0.8),
      specialPriceCents: i % 3 === 0 ? Math.round(p.list_price_cents * 0.72) : 0,
      isSpecialOffer: i % 3 === 0,
    })),
  );

  await db
    .insert(paymentTypes)
    .values([
      { name: 'On account (30 days EOM)' },
      { name: 'Credit card' },
      { name: 'EFT / bank transfer' },
      { name: 'Cash or card on pick-up' },
    ]);
  await db.insert(employees).values([
    { departmentId: 7, name: 'Mia Thompson', email: 'mia.thompson@tyreline.example' },
    { departmentId: 7, name: 'Jack Wilson', email: 'jack.wilson@tyreline.example' },
    { departmentId: 7, name: 'Priya Patel', email: 'priya.patel@tyreline.example' },
    { departmentId: 8, name: 'Liam Brown', email: 'liam.brown@tyreline.example' },
    { departmentId: 8, name: 'Chloe Martin', email: 'chloe.martin@tyreline.example' },
  ]);

  const homeBrands = [
    'Michelin',
    'Bridgestone',
    'Continental',
    'Pirelli',
    'Yokohama',
    'BFGoodrich',
    'ROH',
    'Simmons',
  ];
  await db.insert(homeImages).values([
    {
      type: 1,
      url: '/images/home/banner-1.svg',
      title: 'Summer 4x4 range',
      link: '/shop?tab=tyres&category_id=' + categoryId.get('tyre|SUV/4x4'),
      sort: 1,
    },
    {
      type: 1,
      url: '/images/home/banner-2.svg',
      title: 'Performance tyres',
      link: '/shop?tab=tyres&category_id=' + categoryId.get('tyre|Performance'),
      sort: 2,
    },
    { type: 1, url: '/images/home/banner-3.svg', title: 'Alloy wheels', link: '/shop?tab=wheels', sort: 3 },
    ...homeBrands.map((name, i) => ({
      type: 2,
      url: BRAND_ICON(name),
      title: name,
      link: `/shop?tab=${['ROH', 'Simmons'].includes(name) ? 'wheels' : 'tyres'}&brand_id=${brandId.get(name)}`,
      sort: i,
    })),
    {
      type: 3,
      url: '/images/home/popup.svg',
      title: 'Order by 1 pm for same-day dispatch',
      link: null,
      sort: 1,
    },
  ]);
}
