import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// React is one file: every page that runs any needs all of it, and each file more costs a request and its headers.
const reactGroup = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ };

export default defineConfig(({ isSsrBuild, mode }) => ({
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
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', copyPublicDir: false }
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
  ssr: {
    // Workspace packages ship TypeScript and .css.ts files that must go through the vanilla-extract plugin.
    noExternal: [/^@site\//],
  },
}));
