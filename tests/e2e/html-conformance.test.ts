import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandRoutePaths } from '../../app/scripts/routes';
import { installJavaHint, javaAvailable, validateHtmlFiles } from '../support/htmlValidator';
import { baseUrl } from './browser';
import { routeIdsFromBuild } from './routes';

const pages = expandRoutePaths(routeIdsFromBuild()).map((page) => page.path);
const hasJava = javaAvailable();
if (!hasJava) console.warn(`Skipping the HTML conformance check: ${installJavaHint}`);

const dir = mkdtempSync(join(tmpdir(), 'site-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasJava)('HTML conformance', () => {
  it('every prerendered page, as the server sends it, has zero errors in the Nu HTML Checker', async () => {
    const files: string[] = [];
    for (const path of [...pages, '/not-a-page', '/en/not-a-page']) {
      const response = await fetch(new URL(path, baseUrl()));
      const file = join(dir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, await response.text());
      files.push(file);
    }
    // The pages the server builds when it answers a form sent without script: the form again, with messages and
    // values (api/src/forms/answerPage.ts).
    for (const [path, answers] of [
      ['/survey', { name: '<b>&', solutionUsed: 'nova', comment: 'x'.repeat(2001) }],
      ['/en/support', { name: 'Ann', email: 'not an address', message: '"quoted"\r\nlines' }],
    ] as const) {
      const response = await fetch(new URL(path, baseUrl()), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: new URLSearchParams(answers).toString(),
      });
      expect(response.status, path).toBe(400);
      const file = join(dir, `answered${path.replaceAll('/', '-')}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const errors = validateHtmlFiles(files).map(
      (error) =>
        `${error.file.slice(dir.length)}:${error.line ?? '?'} ${error.message} — ${error.extract ?? ''}`,
    );
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  }, 120_000);
});
