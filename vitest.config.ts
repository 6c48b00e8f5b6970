import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './tests/support/chromium.ts';
import { pinnedChromium } from './tests/support/pinnedChromium.ts';
import { findPostgresBin, postgresInstallHint } from './tests/support/postgres.ts';
import { storyViewport, tallestStory } from './tests/support/story-frame.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * A fresh browser config per project: vitest mutates the object it is given, so sharing one between
 * projects made the second project launch with the first one's settings. The component tests run in the machine's
 * Chromium; the stories, whose screenshots are compared pixel by pixel, in the pinned one (`pinnedChromium.ts`),
 * whose version and fonts come from the lock file.
 */
function chromiumBrowser(
  contextOptions: { viewport?: { width: number; height: number } } = {},
  browser: 'machine' | 'pinned' = 'machine',
) {
  const launchOptions =
    browser === 'pinned'
      ? (() => {
          const pinned = pinnedChromium();
          return {
            executablePath: pinned.executablePath,
            args: chromiumArgs(),
            env: { ...process.env, ...pinned.env } as Record<string, string>,
          };
        })()
      : { executablePath: findChromium(), args: chromiumArgs() };
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions, contextOptions }),
    instances: [{ browser: 'chromium' as const }],
    screenshotFailures: false,
  };
}

/**
 * Dependencies both browser projects import, listed up front: a dependency Vite discovers mid-run reloads the page
 * under the running test, which then fails to import or sees a second copy of React. Each project gets its own
 * copy of the list, because vitest mutates the config it is given.
 */
const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'react-aria-components',
  'react-aria',
  'react-aria/useKeyboard',
  'react-aria/useInteractOutside',
  'react-stately/useOverlayTriggerState',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/css/recipe',
  '@vanilla-extract/css/fileScope',
] as const;

/**
 * The API tests that run a second time on PostgreSQL (unit-postgres): every route test and the store contract,
 * through the same `appUnderTest`, so "no behaviour difference" is shown by the same assertions; and the backup
 * and SQLite-to-PostgreSQL copy tools. Without the
 * PostgreSQL binaries they are skipped locally with one line; in CI (`CI` set) they always run.
 */
const postgresTests = [
  'api/src/app.test.ts',
  'api/src/routes/*.test.ts',
  'api/src/storage/*.contract.test.ts',
  'api/src/storage/storeTools.test.ts',
];
/** The API tests that run a third time on D1 (unit-d1): the route tests and the store contract. */
const d1Tests = ['api/src/app.test.ts', 'api/src/routes/*.test.ts', 'api/src/storage/*.contract.test.ts'];
/** The API tests that run against the worker (unit-worker): the route tests. */
const workerTests = ['api/src/app.test.ts', 'api/src/routes/*.test.ts'];
const postgresAvailable = findPostgresBin() !== undefined || Boolean(process.env.CI);
if (!postgresAvailable && process.argv.some((arg) => arg.includes('unit-postgres')))
  console.warn(postgresInstallHint);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          root,
          environment: 'node',
          include: ['{packages,tokens,api,app}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          // Some tests start the server or the admin command as a process (tsx, argon2): seconds on a busy machine.
          testTimeout: 30_000,
        },
        plugins: [vanillaExtractPlugin()],
      },
      {
        // The same API tests on D1, the worker's store, in workerd through Miniflare (installed with wrangler).
        test: {
          name: 'unit-d1',
          root,
          environment: 'node',
          include: d1Tests,
          env: { STORE_ENGINE: 'd1' },
          // Every query crosses from Node into workerd: the longest route tests take a few seconds there.
          testTimeout: 30_000,
        },
      },
      {
        // The same API tests sent to the bundled worker in workerd (Miniflare) on its D1: one suite, two runtimes.
        test: {
          name: 'unit-worker',
          root,
          environment: 'node',
          include: workerTests,
          env: { STORE_ENGINE: 'd1', API_TARGET: 'worker' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      ...(postgresAvailable
        ? [
            {
              test: {
                name: 'unit-postgres',
                root,
                environment: 'node' as const,
                include: postgresTests,
                env: { STORE_ENGINE: 'postgres' },
                globalSetup: ['./tests/support/postgres-global-setup.ts'],
                // Each test migrates a schema of its own with fsync on; the multi-instance tests open several.
                testTimeout: 30_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'components',
          root,
          include: ['{packages,app}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          setupFiles: ['./tests/support/component-setup.ts'],
          browser: chromiumBrowser(),
        },
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          // The router too: the admin screens' tests render them in a memory router.
          include: [
            ...browserDeps,
            '@testing-library/react',
            '@testing-library/user-event',
            '@tanstack/react-router',
          ],
        },
      },
      {
        // Storybook's own Vite config (with vanilla-extract from .storybook/main.ts) is merged in by the plugin.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          root,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          globalSetup: ['./tests/support/story-global-setup.ts'],
          browser: {
            // The page around the story iframe is taller than any story, so a tall story's iframe can grow to
            // its full height without Vitest scaling it down to fit (which blurs the capture).
            ...chromiumBrowser({ viewport: { width: storyViewport.width, height: tallestStory } }, 'pinned'),
            instances: [{ browser: 'chromium' as const, viewport: { ...storyViewport } }],
          },
        },
        optimizeDeps: {
          include: [
            ...browserDeps,
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            // The app's stories (the content studio's) render forms and read queries.
            'formik',
            'yup',
            '@tanstack/react-query',
            '@tanstack/react-router',
          ],
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each worker on a server of its own (global-setup.ts): most of an e2e test is
          // waiting on a browser or a server, so two share the machine's cores well.
          maxWorkers: 2,
        },
      },
    ],
  },
});
