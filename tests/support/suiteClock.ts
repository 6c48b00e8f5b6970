/**
 * The first and last step of `npm test`: `start` notes the time; `end` says how long the whole suite took and,
 * loudly, what it could not run on this machine. Without PostgreSQL's server binaries the PostgreSQL tests are
 * skipped locally (CI installs them and runs them); a skip named in one line at the start scrolls away under
 * twenty minutes of output, so it is named again here, last, where it is read.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgresBin } from './postgres.ts';
import { repoRoot } from './server.ts';

const stamp = join(repoRoot, 'tests/.tmp/suite-started-at');

if (process.argv[2] === 'start') {
  mkdirSync(join(repoRoot, 'tests/.tmp'), { recursive: true });
  writeFileSync(stamp, String(Date.now()));
} else {
  const startedAt = existsSync(stamp) ? Number(readFileSync(stamp, 'utf8')) : Number.NaN;
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  if (Number.isFinite(seconds))
    console.log(`\nnpm test passed in ${Math.floor(seconds / 60)} min ${seconds % 60} s (${seconds} s).`);
  if (!findPostgresBin()) {
    const line = '!'.repeat(100);
    console.log(
      [
        '',
        line,
        '!! NOT RUN: every PostgreSQL test (unit-postgres, the two-instance e2e, the PostgreSQL crash tests).',
        '!! No PostgreSQL server binaries on this machine: `sudo apt-get install -y postgresql`, or set PG_BIN to',
        '!! the folder holding initdb. CI runs them; this run says nothing about the PostgreSQL engine.',
        line,
      ].join('\n'),
    );
  }
}
