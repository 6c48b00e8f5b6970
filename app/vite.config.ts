import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// React is one file: every page that runs any needs all of it, and each file more costs a request and its headers.
const reactGroup = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ };

export default defineConfig(({ isSsrBuild, mode }) => ({
  ...(mode === 'worker' ? { define: { __RENDER_BUILD__: JSON.stringify(Date.now().toString(36)) } } : {}),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: src('routes'),
      generatedRouteTree: src('routeTree.gen.ts'),
    }),
    react(),
    // Short identifiers are derived from the file and position, so the client and the server build agree on
    // every class name and the prerendered HTML hydrates without a mismatch.
    vanillaExtractPlugin({ identifiers: 'short' }),
    // The worker's server render draws pages and never rates a password: without the estimator's dictionaries
    // (2 MB) the worker stays well within Cloudflare's size limit.
    ...(mode === 'worker'
      ? [
          {
            name: 'no-password-estimator',
            enforce: 'pre' as const,
            resolveId: (id: string) => (id.startsWith('@zxcvbn-ts/') ? '\0no-password-estimator' : null),
            load: (id: string) =>
              id === '\0no-password-estimator'
                ? 'export default {}; export const zxcvbnOptions = {}; export class ZxcvbnFactory { check() { throw new Error("No password estimator in the worker render"); } }; export const adjacencyGraphs = {}; export const dictionary = {}; export const translations = {};'
                : null,
          },
        ]
      : []),
  ],
  build: isSsrBuild
    ? mode === 'worker'
      ? // The same server render for the Cloudflare worker (api/src/worker.ts), which publishes the content
        // studio's copy there: everything in it, for a runtime with no node_modules.
        { outDir: 'dist/worker', emptyOutDir: true, target: 'es2022', copyPublicDir: false, minify: true }
      : { outDir: 'dist/server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : mode === 'islands'
      ? {
          // The islands of pages that load no app, built on their own: React in one file, every island in the
          // entry, so such a page makes three requests for its JavaScript instead of a dozen small ones shared
          // with the app. Its stylesheet is not used: the app's holds the same classes.
          outDir: 'dist/client',
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: '.vite/islands-manifest.json',
          cssCodeSplit: false,
          rollupOptions: {
            input: src('entry-islands.tsx'),
            output: { codeSplitting: { groups: [reactGroup] } },
          },
        }
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          manifest: true,
          // One stylesheet for the whole site: every prerendered page links the same small, cached file, so no
          // route ever paints before its CSS arrives.
          cssCodeSplit: false,
          rollupOptions: {
            input: src('entry-client.tsx'),
            output: { codeSplitting: { groups: [reactGroup] } },
          },
        },
  ssr:
    mode === 'worker'
      ? { target: 'webworker', noExternal: true, resolve: { conditions: ['workerd', 'worker', 'browser'] } }
      : {
          // Workspace packages ship TypeScript and .css.ts files that must go through the vanilla-extract plugin.
          noExternal: [/^@site\//],
        },
}));
