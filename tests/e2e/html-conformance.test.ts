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
    const errors = validateHtmlFiles(files).map(
      (error) =>
        `${error.file.slice(dir.length)}:${error.line ?? '?'} ${error.message} — ${error.extract ?? ''}`,
    );
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThan(50);
  }, 120_000);
});
