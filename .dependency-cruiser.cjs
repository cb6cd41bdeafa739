/* global module */
/**
 * The house's boundaries, checked by `npm run check:deps` (in CI before the tests). Tests may reach anywhere
 * they need to; production code may not.
 */
const TESTS = '(\\.test\\.tsx?$|^packages/server/(test|bench)/|^packages/web/e2e/)';

/** What one server feature may use of another: its services, repositories, guards and importers. */
const SERVER_FEATURE_SURFACE = '(\\.service|\\.repository|-guard|-import)\\.ts$';

/** What one shop feature may use of another: its API operations, its stores and its entry buttons. */
const WEB_FEATURE_SURFACE = '(/api/[^/]+|-store|-button)\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: no module may reach itself through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'The domain is pure rules, used by server and web; it imports neither.',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(server|web)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The web app talks to the server over HTTP through the contract in the domain package.',
      from: { path: '^packages/web/', pathNot: TESTS },
      to: { path: '^packages/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/web/' },
    },
    {
      name: 'server-lib-below-features',
      severity: 'error',
      comment:
        "lib/ and db/ hold what features share (errors, logging, audit, CSV, uploads, the schema); they never reach up into a feature. The demo seed (db/seed/) places its orders and imports its files through the features' services, as a user would.",
      from: { path: '^packages/server/src/(lib|db)/', pathNot: '^packages/server/src/db/seed/' },
      to: { path: '^packages/server/src/(features|cli)/' },
    },
    {
      name: 'server-feature-internals',
      severity: 'error',
      comment:
        'A feature uses another only through its services, repositories, guards and importers, never its routes or helpers.',
      from: { path: '^packages/server/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^packages/server/src/features/',
        pathNot: ['^packages/server/src/features/$1/', SERVER_FEATURE_SURFACE],
      },
    },
    {
      name: 'web-lib-below-features',
      severity: 'error',
      comment: 'The client toolkit (lib/) and shared components serve both apps and import neither.',
      from: { path: '^packages/web/src/(lib|components)/' },
      to: { path: '^packages/web/src/(features|staff|app)/' },
    },
    {
      name: 'shop-never-imports-back-office',
      severity: 'error',
      comment:
        "The shop's code never loads the back office; the back office may reuse the shop's API operations.",
      // The router is where the two apps meet: it loads the back office lazily under /staff.
      from: {
        path: '^packages/web/src/',
        pathNot: ['^packages/web/src/staff/', '^packages/web/src/app/router\\.tsx$', TESTS],
      },
      to: { path: '^packages/web/src/staff/' },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment:
        'A shop feature uses another only through its API operations and stores; shared pieces go in lib/ or components/.',
      from: { path: '^packages/web/src/features/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^packages/web/src/features/',
        pathNot: ['^packages/web/src/features/$1/', WEB_FEATURE_SURFACE],
      },
    },
    {
      name: 'back-office-areas-apart',
      severity: 'error',
      comment:
        'A back-office area (orders, accounts, …) uses another only through its API operations; the shell (app/), identity (session/) and shared components sit apart.',
      from: {
        path: '^packages/web/src/staff/(orders|accounts|catalogue|imports|audit|staff-users|dashboard)/',
        pathNot: TESTS,
      },
      to: {
        path: '^packages/web/src/staff/(orders|accounts|catalogue|imports|audit|staff-users|dashboard|app)/',
        pathNot: ['^packages/web/src/staff/$1/', '/api/[^/]+\\.tsx?$'],
      },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        "A cycle between the web app's folders (ui/ ↔ lib/, one feature ↔ another, a feature ↔ app/): layers point one way only.",
      from: { path: '^packages/(web|domain)/src/' },
      to: { circular: true },
    },
    {
      name: 'only-ui-draws',
      severity: 'error',
      comment:
        'One way to draw (decision 0057): only the ui/ layer imports the headless library and the icons; screens compose ui/.',
      from: { path: '^packages/web/', pathNot: '^packages/web/src/ui/' },
      to: {
        path: 'node_modules/(react-aria-components|react-aria|react-stately|@react-aria|@react-stately|lucide-react)/',
      },
    },
    {
      name: 'ui-stands-alone',
      severity: 'error',
      comment:
        "The ui/ layer is the bottom of the web app: it draws, and knows nothing of the app's business.",
      from: { path: '^packages/web/src/ui/' },
      to: { path: '^packages/web/src/(app|features|staff|components|lib)/' },
    },
    {
      name: 'features-never-import-app',
      severity: 'error',
      comment:
        'app/ (router, layout, providers) composes the features; a feature never reaches back into it.',
      from: { path: '^packages/web/src/(features|staff|components|lib)/', pathNot: TESTS },
      to: { path: '^packages/web/src/app/' },
    },
    {
      name: 'no-ant-design',
      severity: 'error',
      comment: 'Ant Design was retired for the ui/ kit (decision 0057).',
      from: {},
      to: { path: 'node_modules/(antd|@ant-design)/' },
    },
    {
      name: 'production-never-imports-tests',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/', pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.e2e-dist-[^/]+)/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
  },
};
