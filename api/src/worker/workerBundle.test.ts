import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { workerBundle } from '../test-support/workerUnderTest.ts';

/*
 * The worker as wrangler bundles it for Cloudflare (`wrangler deploy --dry-run`, no account needed). Workers
 * have no Node built-ins (this project does not turn on `nodejs_compat`) and cannot load native addons, so the
 * bundle must contain neither; hash-wasm's binaries ride along as modules compiled ahead of time.
 */
let out: string;
let files: string[];
let bundle: string;

beforeAll(async () => {
  out = await workerBundle();
  files = readdirSync(out);
  bundle = readFileSync(join(out, 'worker.js'), 'utf8');
}, 120_000);

describe('the worker bundle', () => {
  it('imports no Node built-in', () => {
    const nodeImports = bundle.match(/(?:from\s*|import\s*\(\s*|require\s*\(\s*)["']node:[\w/]+["']/g) ?? [];
    expect(nodeImports).toEqual([]);
  });

  it('holds no native addon, and not the native argon2 nor better-sqlite3', () => {
    expect(files.filter((file) => file.endsWith('.node'))).toEqual([]);
    expect(bundle).not.toMatch(/@node-rs\/argon2|better-sqlite3/);
  });

  it("stays within Cloudflare's size limit for the Free plan: 3 MB gzip-compressed", () => {
    // The password strength estimator's dictionaries (loaded on the first new password) are about 1.2 MB of it,
    // the app's server render for the content studio (every page, React's server renderer) about 0.7 MB, with
    // the German and English hyphenation patterns for published copy (about 0.12 MB).
    const compressed = files
      .filter((file) => file.endsWith('.js') || file.endsWith('.wasm'))
      .reduce((total, file) => total + gzipSync(readFileSync(join(out, file))).length, 0);
    console.log(
      `The worker bundle: ${(compressed / 1024 / 1024).toFixed(2)} MB gzip-compressed (limit 3 MB)`,
    );
    expect(compressed).toBeLessThan(3 * 1024 * 1024);
  });

  it('renders pages with the app’s own server render, for the content studio', () => {
    expect(bundle).toContain('LASST UNS GEMEINSAM WACHSEN');
    expect(bundle).toMatch(/renderToString/);
  });

  it("carries hash-wasm's argon2 and BLAKE2b as WebAssembly modules", () => {
    expect(files.filter((file) => file.endsWith('.wasm')).map((file) => file.replace(/^\w+-/, ''))).toEqual(
      expect.arrayContaining(['argon2.wasm', 'blake2b.wasm']),
    );
  });
});
