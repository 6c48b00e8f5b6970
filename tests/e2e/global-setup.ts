import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../support/server';
import { e2eAdminEnvironment } from '../support/e2eAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databasePath: string;
  }
}

/** One production server for the whole e2e run; `npm run test:e2e` builds the site first. */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'app/dist/client/index.html'))) {
    throw new Error('The site is not built. Run `npm run build` (npm run test:e2e does it for you).');
  }
  // Forms are sent many times in a run; the rate limit has its own tests with their own server.
  const server = await startServer({
    RATE_LIMIT_PER_MINUTE: '0',
    MIN_FILL_TIME_MS: '0',
    ...e2eAdminEnvironment,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('databasePath', server.databasePath);
  return async () => {
    await server.stop();
  };
}
