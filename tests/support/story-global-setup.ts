import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { pinnedChromium, pinnedChromiumVersion } from './pinnedChromium';

/**
 * Committed beside the baselines: the pinned browser and font packages they were rendered with, as the lock file
 * gives them. A lock-file bump of either re-records the baselines in the same commit.
 */
export const baselineBrowserFile = fileURLToPath(
  new URL('../../packages/ui/__screenshots__.browser', import.meta.url),
);

const require = createRequire(import.meta.url);

/** `@sparticuz/chromium 153.0.0` and `dejavu-fonts-ttf 2.37.3`, one per line. */
export function pinnedScreenshotBrowser(): string {
  const fonts = (require('dejavu-fonts-ttf/package.json') as { version: string }).version;
  return `@sparticuz/chromium ${pinnedChromium().packageVersion}\ndejavu-fonts-ttf ${fonts}`;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The pinned binary's own version (`153.0.8010.0`): the story setup checks the browser it runs in is it. */
    screenshotChromiumVersion: string;
  }
}

/**
 * Font rasterisation changes between Chromium releases, so another browser would fail every screenshot at once.
 * One clear sentence is more useful than hundreds of diffs.
 */
export default function checkScreenshotBaselineBrowser(project: TestProject): void {
  const running = pinnedScreenshotBrowser();
  const binary = /(\d+\.\d+\.\d+\.\d+)/.exec(pinnedChromiumVersion())?.[1];
  if (!binary)
    throw new Error(`Could not read the pinned Chromium's version from "${pinnedChromiumVersion()}".`);
  project.provide('screenshotChromiumVersion', binary);
  const recorded = existsSync(baselineBrowserFile) ? readFileSync(baselineBrowserFile, 'utf8').trim() : '';
  if (project.config.snapshotOptions.updateSnapshot === 'all' || recorded === '') {
    writeFileSync(baselineBrowserFile, `${running}\n`);
    return;
  }
  if (recorded !== running) {
    const message = `Screenshot baselines were made with ${recorded.replaceAll('\n', ' and ')} but the lock file now pins ${running.replaceAll('\n', ' and ')}; run \`npm run screenshots:update\`, look at the changed images and commit them with the lock file, saying why.`;
    const error = new Error(message);
    // The stack would only point into vitest's global setup runner; the sentence is the whole story.
    error.stack = message;
    throw error;
  }
}
