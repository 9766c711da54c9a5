/**
 * Module boundaries, checked by `npm run lint` (docs/decisions/015-module-boundaries.md).
 *
 * Server: a module (a folder of apps/server/src/modules) may use another module's services, repositories,
 * tables and pure helpers, never its routes, plugin, route kit, test kit or tests; demo records are the demo
 * module's own. Two modules register the routes of the folders they own: money (wallet/) registers payment/,
 * subscription/ and messaging/, the office registers document/ and referral/.
 * Web: a feature (a folder of apps/web/src/features) may use another feature only through its api/,
 * components/ and kit/ folders and the few files listed in WEB_PUBLIC; pages and routes are the router's.
 * Tests and their fixtures may use any feature's test kit. The contract imports nothing of the apps.
 */
const SERVER_MODULES = '^apps/server/src/modules/';
const TESTS = '(\\.test\\.tsx?$|/test/|/tests/|test-kit\\.ts$|test-helpers\\.ts$)';
const SERVER_PRIVATE =
  '(\\.routes\\.ts|\\.plugin\\.ts|/route-kit\\.ts|test-kit\\.ts|test-helpers\\.ts|\\.test\\.ts)$';
const OWNED_ROUTES = [
  ['wallet/money\\.plugin\\.ts$', '(payment|subscription|messaging)/'],
  ['office/office\\.plugin\\.ts$', '(document|referral)/'],
];
const WEB_FEATURES = '^apps/web/src/features/';
const WEB_PUBLIC = [
  '[^/]+/(api|components|kit)/',
  'wallet/pay-difference/',
  '[^/]+/[^/]+-paths?\\.ts$',
  'admin-content/(admin-content-sections|sections/shared)\\.ts$',
  'admin-backups/backup-status-card\\.tsx$',
  'cases/hub/(case-thread-panel\\.tsx|event-timing\\.ts)$',
  'profile/display-name\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycle anywhere, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        "A module uses another module's services, tables and helpers, never its routes, plugin or kits.",
      from: { path: `${SERVER_MODULES}([^/]+)/`, pathNot: [TESTS, ...OWNED_ROUTES.map(([from]) => from)] },
      to: { path: `${SERVER_MODULES}[^/]+/.*${SERVER_PRIVATE}`, pathNot: `${SERVER_MODULES}$1/` },
    },
    ...OWNED_ROUTES.map(([owner, owned]) => ({
      name: 'server-owned-routes',
      severity: 'error',
      comment: 'A module plugin registers only its own routes and those of the folders it owns.',
      from: { path: `${SERVER_MODULES}${owner}` },
      to: {
        path: `${SERVER_MODULES}[^/]+/.*${SERVER_PRIVATE}`,
        pathNot: [`${SERVER_MODULES}${owner.split('/')[0]}/`, `${SERVER_MODULES}${owned}`],
      },
    })),
    {
      name: 'server-demo-is-apart',
      severity: 'error',
      comment: 'Demo records are loaded by server.ts on demand; no feature imports them.',
      from: { path: SERVER_MODULES, pathNot: [`${SERVER_MODULES}demo/`, TESTS] },
      to: { path: `${SERVER_MODULES}demo/` },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment: 'A feature uses another feature only through its api/, components/, kit/ and listed files.',
      from: { path: `${WEB_FEATURES}([^/]+)/`, pathNot: TESTS },
      to: {
        path: WEB_FEATURES,
        pathNot: [`${WEB_FEATURES}$1/`, ...WEB_PUBLIC.map((p) => `${WEB_FEATURES}${p}`)],
      },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by both apps and imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-bench-in-shipped-code',
      severity: 'error',
      comment: 'Bench seeders live in bench/; the apps never import them.',
      from: { path: '^(apps|packages)/' },
      to: { path: '^bench/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] },
  },
};
