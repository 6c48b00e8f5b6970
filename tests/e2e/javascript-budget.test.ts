import { describe, it } from 'vitest';
import { expandRoutePaths } from '../../app/scripts/routes';
import { transferredBeforeInteraction, useBrowser } from './browser';
import { routeIdsFromBuild } from './routes';

useBrowser();

/** Issue 14's budgets, in bytes as they come over the network (compressed bodies and their headers). */
const contentPageScriptBudget = 100 * 1024;
const homePageBudget = 150 * 1024;

/**
 * Every public page, the forms' included: a form loads its own code only when the visitor first focuses, types in
 * or presses on it (or after the page has been idle a while), so before any interaction it is a content page.
 */
const contentPages = expandRoutePaths(routeIdsFromBuild()).filter((page) => page.lang !== undefined);

// Each page is watched until the network has been quiet for half a second, twice: time spent waiting, so the pages
// are measured several at a time, each in a context of its own (nothing cached from another page).
describe.concurrent('JavaScript a content page downloads before any interaction', () => {
  for (const { path } of contentPages) {
    it(`${path} stays within ${contentPageScriptBudget / 1024} KB`, async ({ expect }) => {
      const { byType, scripts } = await transferredBeforeInteraction(path);
      const bytes = byType.Script ?? 0;
      expect(
        bytes,
        `${path}: ${(bytes / 1024).toFixed(1)} KB in ${scripts.length} files:\n${scripts
          .map((script) => `${(script.bytes / 1024).toFixed(1)} KB ${script.url}`)
          .join('\n')}`,
      ).toBeLessThanOrEqual(contentPageScriptBudget);
    });
  }
});

describe.concurrent('the whole home page', () => {
  for (const path of ['/', '/en']) {
    it(`${path}: HTML, CSS, fonts and JavaScript within ${homePageBudget / 1024} KB`, async ({ expect }) => {
      const { total, byType } = await transferredBeforeInteraction(path);
      expect(total, JSON.stringify(byType)).toBeLessThanOrEqual(homePageBudget);
      // The page really was measured: its document, stylesheet and scripts came over the network.
      expect(byType.Document).toBeGreaterThan(0);
      expect(byType.Stylesheet).toBeGreaterThan(0);
      expect(byType.Script).toBeGreaterThan(0);
    });
  }
});
