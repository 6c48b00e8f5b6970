import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../support/server';
import { e2eAdminEnvironment } from '../support/e2eAdmin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per test worker (`e2eWorkers`), each with a database of its own. */
    servers: { baseUrl: string; databasePath: string }[];
  }
}

/** Test files run on this many workers at once, each with a production server of its own (vitest.config.ts). */
export const e2eWorkers = 2;

/**
 * One production server per test worker for the files that need no server of their own (pages, forms, API);
 * `npm run test:e2e` builds the site first. Files on one worker run one after another on its server, as the whole
 * run did on one server before; files on the other worker never see that server's database, so a file's counts
 * of the rows it sent stay its own.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'app/dist/client/index.html'))) {
    throw new Error('The site is not built. Run `npm run build` (npm run test:e2e does it for you).');
  }
  // Forms are sent many times in a run; the rate limit has its own tests with their own server.
  const servers = await Promise.all(
    Array.from({ length: e2eWorkers }, () =>
      startServer({ RATE_LIMIT_PER_MINUTE: '0', MIN_FILL_TIME_MS: '0', ...e2eAdminEnvironment }),
    ),
  );
  project.provide(
    'servers',
    servers.map(({ baseUrl, databasePath }) => ({ baseUrl, databasePath })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
