import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../support/server';

/**
 * The route ids of the app, read from the route files the way the router plugin names them
 * (`{-$locale}/nova/index.tsx` → `/{-$locale}/nova/`), so the test list follows the route tree.
 */
export function routeIdsFromBuild(): string[] {
  const routesDir = join(repoRoot, 'app/src/routes');
  const ids: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (name.startsWith('-')) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.tsx') && name !== '__root.tsx') {
        const rel = relative(routesDir, full).replace(/\.tsx$/, '');
        const id = `/${rel}`.replace(/\/route$/, '').replace(/\/index$/, '/');
        ids.push(id);
      }
    }
  };
  walk(routesDir);
  return ids;
}
