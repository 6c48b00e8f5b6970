import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
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
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: every prerendered page links the same small, cached file, so no
        // route ever paints before its CSS arrives.
        cssCodeSplit: false,
        // The app (admin area and the pages it hydrates) and the islands of pages that load no app.
        rollupOptions: {
          input: [src('entry-client.tsx'), src('entry-islands.tsx')],
          // React is one file: every page needs all of it, and each file more costs a request and its headers.
          output: {
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
  ssr: {
    // Workspace packages ship TypeScript and .css.ts files that must go through the vanilla-extract plugin.
    noExternal: [/^@site\//],
  },
}));
