import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';

/** Committed beside the baselines: the Chromium major version they were rendered with. */
export const baselineVersionFile = fileURLToPath(
  new URL('../../packages/ui/__screenshots__.chromium-version', import.meta.url),
);

function runningChromiumMajor(): string {
  // stderr ignored: Debian's wrapper script prints shell noise there on some systems.
  const out = execFileSync(findChromium(), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const major = /(\d+)\.\d+\.\d+/.exec(out)?.[1];
  if (!major) throw new Error(`Could not read a Chromium version from "${out.trim()}".`);
  return major;
}

/**
 * Font rasterisation changes between Chromium releases, so a different browser would fail every screenshot at
 * once. One clear sentence is more useful than hundreds of diffs.
 */
export default function checkScreenshotBaselineBrowser(project: TestProject): void {
  const running = runningChromiumMajor();
  const recorded = existsSync(baselineVersionFile) ? readFileSync(baselineVersionFile, 'utf8').trim() : '';
  if (project.config.snapshotOptions.updateSnapshot === 'all' || recorded === '') {
    writeFileSync(baselineVersionFile, `${running}\n`);
    return;
  }
  if (recorded !== running) {
    const message = `Screenshot baselines were made with Chromium ${recorded} but this is Chromium ${running}; run \`npm run screenshots:update\` to re-record them.`;
    const error = new Error(message);
    // The stack would only point into vitest's global setup runner; the sentence is the whole story.
    error.stack = message;
    throw error;
  }
}
