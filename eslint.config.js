import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { webBoundariesPlugin } from './scripts/eslint-features-apart.mjs';
import { modulesApartPlugin } from './scripts/eslint-modules-apart.mjs';
import { repositoryTablesPlugin } from './scripts/eslint-repository-tables.mjs';

const nodeBuiltins = ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process', 'crypto', 'os'];

const serverImportsNoWeb = {
  group: ['@piiq/web', '@piiq/web/*', '**/apps/web/src/**'],
  message: 'the server never imports web code.',
};
const sqlOnlyInRepositories = {
  group: ['**/db/schema/*', 'drizzle-orm', 'drizzle-orm/*'],
  message: 'only a *.repository.ts touches tables and SQL.',
};
// Relative imports only: the graphql package itself (GraphQLError) is no transport of ours.
const noTransport = {
  regex: String.raw`^(\.{1,2}/)+(graphql|http)/`,
  message:
    'services and repositories do not import the GraphQL or HTTP layer: move what both need to a neutral module (errors.ts, ids.ts).',
};

// The server's upper floors (docs/architecture.md): the start and its wiring, routes, the schema and
// the modules. Relative imports only, as above.
const upperFloors = String.raw`^(\.{1,2}/)+((modules|jobs|http|graphql)/|(main|compose|services)\.ts$)`;
const portsBuildOnNoModule = {
  regex: upperFloors,
  message:
    'a port builds on no module, job or layer above it: take what it needs as a function argument, which compose.ts hands it.',
};
const databaseImportsNothingAbove = {
  regex: String.raw`^(\.{1,2}/)+((modules|http|graphql)/|(main|compose|services)\.ts$)`,
  message:
    'the database layer imports nothing above it: `npm run migrate` and the seeds load only what they use (move a shared helper down to db/).',
};
const servicesNotRepositories = {
  group: ['**/*.repository.ts'],
  message:
    'routes and the wiring get services, never a repository: services.ts builds repositories, and a route reads through a service (row types come from <m>.reads.ts).',
};

/** The boundaries of docs/architecture.md, enforced: who may import whom. */
const boundaries = [
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@piiq/server', '@piiq/server/*', '@piiq/web', '@piiq/web/*', '**/apps/**'],
              message: 'domain imports no app.',
            },
            {
              group: [
                ...nodeBuiltins,
                'pg',
                '@electric-sql/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'ioredis',
                'fastify',
                'react',
              ],
              message: 'domain does no I/O and knows no framework: pass values in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests (apps/web/e2e) are not part of the bundle: their setup may seed the database
    // through the server's own code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@piiq/server', '@piiq/server/*', '**/apps/server/**', '**/server/src/**'],
              message: 'web talks to the server only through GraphQL.',
            },
            {
              group: [...nodeBuiltins, 'pg', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'no server-side modules in the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImportsNoWeb] }] },
  },
  {
    // Repositories own SQL: resolvers, routes, jobs and the start reach the database only through them.
    // Tests may read the database to check what happened.
    files: [
      'apps/server/src/modules/**/*.graphql.ts',
      'apps/server/src/http/**/*.ts',
      'apps/server/src/jobs/**/*.ts',
      'apps/server/src/main.ts',
      'apps/server/src/compose.ts',
      'apps/server/src/services.ts',
    ],
    ignores: ['**/*.test.ts', '**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sqlOnlyInRepositories, serverImportsNoWeb] }] },
  },
  {
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/main.ts', 'apps/server/src/compose.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sqlOnlyInRepositories, servicesNotRepositories, serverImportsNoWeb] },
      ],
    },
  },
  {
    // Ports sit below every module: what a module shares lives there (docs/decisions/016).
    files: ['apps/server/src/ports/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [portsBuildOnNoModule, serverImportsNoWeb] }] },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [databaseImportsNothingAbove, serverImportsNoWeb] }] },
  },
  {
    // Use cases know no transport: GraphQL and HTTP call them, never the other way round.
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sqlOnlyInRepositories, noTransport, serverImportsNoWeb] }],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTransport, serverImportsNoWeb] }] },
  },
  {
    // A change is one object (docs/decisions/073): what follows a salon's change is decided from it in
    // modules/changes, never written by hand beside it; notifications and webhooks own the queues it fills.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/test/**',
      'apps/server/src/modules/changes/**',
      'apps/server/src/modules/notifications/**',
      'apps/server/src/modules/webhooks/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='publish'][arguments.0.value=/^(appointmentUpdated|cartUpdated|chatUpdated|salonAnnounced)$/]",
          message: "a salon's live events follow from its change: tell it in changes.transaction.",
        },
        {
          selector: 'CallExpression[callee.property.name=/^(queueWebhookEvent|pushToSalonAdmins)$/]',
          message: "a change's webhook events and news are decided from it: tell it in changes.transaction.",
        },
        {
          selector: "Identifier[name='wakeOutbox']",
          message: 'the outbox wakes its workers itself when the rows it was given commit.',
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', 'apps/server/src/db/migrations/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  ...boundaries,
  {
    // Test helpers live in test/ folders, and shipped code never loads them. The TypeScript variant of
    // no-restricted-imports is a rule of its own, so it adds to the boundaries' patterns above rather
    // than replacing them.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^|/)test/`,
              message: 'shipped code imports no test helper: test/ folders are for tests, e2e and benchmarks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features stay apart (docs/architecture.md): a rule of its own, so it adds to the web's import rules above.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'web-boundaries': webBoundariesPlugin },
    rules: { 'web-boundaries/features-apart': 'error' },
  },
  {
    // The web files share their modules within a worker, where a module mock would not apply: a file
    // that mocks one is named *.isolated.test.tsx and runs apart (apps/web/vitest.isolated.config.ts).
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A test that mocks a module runs apart: name its file *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // Modules stay apart (docs/decisions/016): a rule of its own, so it adds to the layer rules above.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { 'server-modules': modulesApartPlugin },
    rules: { 'server-modules/modules-apart': 'error' },
  },
  {
    // Each table group (db/schema file) has one owning module, and only its repository imports it.
    files: ['apps/server/src/**/*.repository.ts'],
    plugins: { 'repository-tables': repositoryTablesPlugin },
    rules: {
      'repository-tables/own-tables-only': [
        'error',
        {
          owners: {
            academy: ['academy.ts'],
            analytics: ['analytics.ts'],
            'api-keys': ['api-keys.ts'],
            // A cart is part of its appointment (the record shows it and changes its status); orders are their own.
            appointments: ['appointments.ts', 'carts.ts'],
            audit: ['audit.ts'],
            auth: ['accounts.ts'],
            billing: ['billing.ts'],
            catalog: ['brands.ts', 'catalog.ts'],
            'client-records': ['client-records.ts'],
            dashboard: ['dashboard.ts'],
            ibb: ['ibb.ts'],
            jobs: ['outbox.ts'],
            mailbox: ['mailbox.ts'],
            messaging: ['messaging.ts'],
            mirror: ['hair-colour-confirmations.ts', 'mirror-sessions.ts', 'mirrors.ts'],
            notifications: ['notifications.ts'],
            orders: ['orders.ts'],
            resources: ['resources.ts'],
            salons: ['salons.ts'],
            signup: ['signup.ts'],
            staff: ['staff.ts'],
            terms: ['content.ts'],
            webhooks: ['webhooks.ts'],
          },
        },
      ],
    },
  },
);
