import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { buildInfo } from './scripts/build-info.ts';
import { preloadGraph } from './scripts/preload-graph.ts';
import { serviceWorker } from './scripts/service-worker.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const TIMING = 'test/integration/event-loop.test.ts';
const INTEGRATION = ['test/integration/**/*.test.ts', 'test/convergence/**/*.test.ts'];
/** Integration files left out of the PostgreSQL run (`integration-pg`), each for its reason. */
const SQLITE_OR_OWN_ENGINE = [
  // about SQLite alone: PRAGMA user_version, WAL, the SQLite migration files and their CHECKs
  'test/integration/migrations.test.ts',
  // start PostgreSQL clusters of their own (the schema's PostgreSQL spelling, the copy from SQLite)
  'test/integration/postgres-schema.test.ts',
  'test/integration/migrate-to-postgres.test.ts',
  // the document bus over a redis-server of its own, no database at all: a second run proves nothing
  'test/integration/redis-bus.test.ts',
  // admin backup/restore of a SQLite store (backup-restore-pg.test.ts is the PostgreSQL one)
  'test/integration/backup-restore.test.ts',
  // the soak SIGKILLs a server process of its own on SQLite in a DATA_DIR of its own
  'test/integration/soak-short.test.ts',
];
/**
 * Integration files left out of the SQLite run (`integration`): they need the PostgreSQL cluster
 * the integration-pg project starts for its run.
 */
const POSTGRES_ONLY = [
  // admin backup/restore with pg_dump and pg_restore into the backup's tar and out of it
  'test/integration/backup-restore-pg.test.ts',
];
/** Libraries whose code runs as soon as they load (see the compile hint below). */
const EAGER = /node_modules[\\/](react-dom|react|scheduler|i18next|react-i18next|konva|react-konva|react-reconciler)[\\/]/;
/** Whether most of a chunk's code is such libraries (not the editor, which merely uses them). */
const mostlyEager = (modules: Record<string, { renderedLength: number }>): boolean => {
  let eager = 0;
  let all = 0;
  for (const [id, m] of Object.entries(modules)) {
    all += m.renderedLength;
    if (EAGER.test(id)) eager += m.renderedLength;
  }
  return all > 0 && eager / all > 0.5;
};
const DEV_SERVER = process.env.LIGHTKIT_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: 'client',
  base: '/kit/',
  plugins: [
    react(),
    buildInfo(),
    serviceWorker('/kit/'),
    // the viewer's app and its fallback catalogue, fetched while view.html is parsed
    preloadGraph({ html: 'view.html', entries: ['client/src/app/view-start.tsx', 'shared/src/i18n/zh-CN.ts'] }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The editor is one lazy chunk of about 600 KB (200 KB gzipped), loaded when a document
    // opens; what a first visit loads is held under 300 KB gzipped by the editor benchmark.
    chunkSizeWarningLimit: 800,
    // two pages: the workspace, and the shared viewer with only what a shared link needs
    rollupOptions: {
      input: { index: `${root}client/index.html`, view: `${root}client/view.html` },
      output: {
        // Chromium's explicit compile hint: the libraries every screen runs as it starts (React,
        // i18next) and the page renderer (Konva and its React renderer) are compiled whole while
        // they download, on another thread, instead of function by function on the main thread
        // as each is first called. A phone opening a shared link spends a third of its start-up
        // compiling otherwise (issue 23).
        postBanner: (chunk) => (mostlyEager(chunk.modules) ? '//# allFunctionsCalledOnLoad' : ''),
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: false,
    // `npm run dev`: Vite serves the client with HMR, the real server answers /kapi.
    proxy: { '/kapi': { target: DEV_SERVER, ws: true } },
  },
  test: {
    root,
    projects: [
      {
        test: {
          name: 'unit',
          root,
          include: ['shared/**/*.test.ts', 'sync-server/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // the files share loaded modules: importing the same schemas, catalogues and React
          // again for each of 250 files was half the stage (90 s to 45 s on two cores); a unit
          // test keeps no state beyond its own file
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          root,
          include: INTEGRATION,
          exclude: [TIMING, ...POSTGRES_ONLY],
          environment: 'node',
          testTimeout: 30_000,
          // stopping several servers, child processes or a Redis in an afterAll can pass the
          // default 10 s on a busy CI runner, failing a file whose tests all passed
          hookTimeout: 30_000,
          // every file starts servers of its own: the workers share loaded modules only, which
          // saves importing the server again for each of the fifty files
          isolate: false,
        },
      },
      {
        // The same integration suite on PostgreSQL (issue 12): every test server gets a fresh
        // database on one throwaway cluster started for the run (test/helpers/test-database.ts).
        test: {
          name: 'integration-pg',
          root,
          include: INTEGRATION,
          exclude: [TIMING, ...SQLITE_OR_OWN_ENGINE],
          environment: 'node',
          env: { LIGHTKIT_TEST_DATABASE: 'postgres' },
          globalSetup: ['test/helpers/postgres-global-setup.ts'],
          testTimeout: 30_000,
          isolate: false,
          hookTimeout: 30_000,
        },
      },
      {
        // Tests that bound how long the server's event loop is held: they run alone, on an
        // otherwise idle machine, while the other integration files share the two cores.
        test: {
          name: 'timing',
          root,
          include: [TIMING],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // Two files at a time, a browser each: one file alone left a quarter of the two cores
          // idle (a browser waits on its server, on timers, on the network it was cut from), and
          // two cut the stage from 667 s to 482 s, measured on 2 cores.
          fileParallelism: true,
          maxWorkers: 2,
          // Each worker runs its files one after another with their own servers and borrows one
          // Chromium for all of them (fixtures.ts): nothing is shared between files but loaded
          // modules, imported once per worker instead of once per file.
          isolate: false,
          // A browser answers within a second on an idle machine, not beside another browser on
          // a CI runner's two busy cores: polls wait up to 10 s before a test fails (a poll that
          // passes returns at once, so this costs a passing test nothing)
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
