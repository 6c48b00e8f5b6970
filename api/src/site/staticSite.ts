import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { SiteHandler } from '../env.ts';
import { siteFile, type SiteFile, worthCompressing } from './siteFiles.ts';
import { type CompressPage, plainText, siteHandler } from './siteHandler.ts';

/*
 * The Node server's static site: every built file read from disk into memory at start, served by the rules of
 * siteFiles.ts and siteHandler.ts (which the worker serves Workers static assets by, too).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type { SiteFile } from './siteFiles.ts';

/** Quick compression, for files the build left without siblings and for pages with a head addition. */
const compressQuickly: CompressPage = async (body) => {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br: new Uint8Array(br), gzip: new Uint8Array(gz) };
};

/** The site on Node, from files already in memory (tests hand in an in-memory site). */
export function nodeSiteHandler(files: Map<string, SiteFile>): SiteHandler {
  return siteHandler(files, compressQuickly);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function loadFile(root: string, path: string): Promise<[string, SiteFile]> {
  const urlPath = `/${relative(root, path).split(sep).join('/')}`;
  const body = new Uint8Array(await readFile(path));
  if (!worthCompressing(urlPath, body.byteLength)) return [urlPath, siteFile(urlPath, body)];
  // The build writes `.br`/`.gz` siblings at maximum quality, because compressing every file that well at
  // start-up kept the server from becoming ready for many seconds. Files without siblings are compressed
  // quickly here.
  let quick: ReturnType<typeof compressQuickly> | undefined;
  const compressed = () => (quick ??= compressQuickly(body));
  const [br, gz] = await Promise.all([
    readFile(`${path}.br`).then(
      (bytes) => new Uint8Array(bytes),
      async () => (await compressed()).br,
    ),
    readFile(`${path}.gz`).then(
      (bytes) => new Uint8Array(bytes),
      async () => (await compressed()).gzip,
    ),
  ]);
  return [urlPath, siteFile(urlPath, body, { br, gzip: gz })];
}

/** Reads and precompresses the whole built site into memory; the files are small and never change at runtime. */
export async function loadSiteFiles(root: string): Promise<Map<string, SiteFile>> {
  const paths: string[] = [];
  for await (const path of walk(root)) {
    // Precompressed siblings are served as encodings of their original, never as files of their own.
    if (!path.endsWith('.br') && !path.endsWith('.gz')) paths.push(path);
  }
  return new Map(await Promise.all(paths.map((path) => loadFile(root, path))));
}

/** When nothing has been built the API must still run, and the home page should say what to do. */
export function siteNotBuiltHandler(dir: string): SiteHandler {
  return () =>
    plainText(
      503,
      `The site has not been built yet (nothing at ${dir}). Run \`npm run build\`, then restart the server.\n`,
      {
        'Cache-Control': 'no-store',
      },
    );
}

export async function loadSite(dir: string): Promise<SiteHandler> {
  if (!existsSync(dir)) return siteNotBuiltHandler(dir);
  return nodeSiteHandler(await loadSiteFiles(dir));
}
