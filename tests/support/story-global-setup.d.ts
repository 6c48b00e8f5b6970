import type { TestProject } from 'vitest/node';
/** Committed beside the baselines: the Chromium major version they were rendered with. */
export declare const baselineVersionFile: string;
/**
 * Font rasterisation changes between Chromium releases, so a different browser would fail every screenshot at
 * once. One clear sentence is more useful than hundreds of diffs.
 */
export default function checkScreenshotBaselineBrowser(project: TestProject): void;
