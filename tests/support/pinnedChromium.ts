import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * The browser the Storybook screenshots are rendered with: `@sparticuz/chromium`'s headless shell, whose exact
 * version comes from `package-lock.json`, with the DejaVu fonts of the `dejavu-fonts-ttf` package as the only fonts
 * it can see. Debian's Chromium moves on with every security update and its fonts with the machine's packages;
 * this one moves only when the lock file does, so a screenshot diff is a change in our pixels, not in the browser's.
 *
 * The package ships the binary and its few libraries brotli-compressed; they are unpacked once into
 * `node_modules/.cache/pinned-chromium/<version>/` (the package's own unpacker writes to /tmp, shared between
 * checkouts and versions). Its JavaScript is not used: it targets AWS Lambda and Node 22.
 */

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function packageRoot(name: string, entry: string): string {
  let dir = dirname(require.resolve(entry));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
  if (manifest.name !== name) throw new Error(`Expected ${name} at ${dir}, found ${manifest.name}.`);
  return dir;
}

export interface PinnedChromium {
  /** The headless shell's binary. */
  executablePath: string;
  /** The npm package's version, as the lock file pins it (e.g. `153.0.0`). */
  packageVersion: string;
  /** The environment it must be launched with: its libraries and its own fonts only. */
  env: Record<string, string>;
}

/** Unpacks one `.br` file (a tar when `tar` is set) into `into`, atomically: a half-unpacked folder is never used. */
function unpack(source: string, into: string, tar: boolean): void {
  const bytes = brotliDecompressSync(readFileSync(source));
  if (!tar) {
    writeFileSync(into, bytes, { mode: 0o755 });
    return;
  }
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-x', '-C', into], { input: bytes });
}

function fontConfig(fontDir: string, cacheDir: string): string {
  const alias = (family: string, font: string) =>
    `  <alias binding="same"><family>${family}</family><prefer><family>${font}</family></prefer></alias>`;
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<!-- Written by tests/support/pinnedChromium.ts: the only fonts the screenshot browser can see. -->',
    '<fontconfig>',
    `  <dir>${fontDir}</dir>`,
    `  <cachedir>${cacheDir}</cachedir>`,
    ...[
      'system-ui',
      'sans-serif',
      'sans',
      'Sans',
      '-apple-system',
      'Segoe UI',
      'Roboto',
      'Helvetica Neue',
      'Arial',
    ].map((f) => alias(f, 'DejaVu Sans')),
    ...['ui-monospace', 'monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'Liberation Mono'].map((f) =>
      alias(f, 'DejaVu Sans Mono'),
    ),
    alias('serif', 'DejaVu Serif'),
    // Whatever else is asked for (Chromium's own defaults among them) ends in the sans face, as on a desktop.
    '  <match target="pattern"><edit name="family" mode="append_last"><string>DejaVu Sans</string></edit></match>',
    '</fontconfig>',
    '',
  ].join('\n');
}

let cached: PinnedChromium | undefined;

/** The pinned browser, unpacked on first use (about two seconds) and reused afterwards. */
export function pinnedChromium(): PinnedChromium {
  if (cached) return cached;
  const chromiumPackage = packageRoot('@sparticuz/chromium', '@sparticuz/chromium');
  const fontsPackage = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')));
  const { version } = JSON.parse(readFileSync(join(chromiumPackage, 'package.json'), 'utf8')) as {
    version: string;
  };
  const home = join(repoRoot, 'node_modules', '.cache', 'pinned-chromium', version);
  const executablePath = join(home, 'chromium');
  if (!existsSync(join(home, 'complete'))) {
    const staging = `${home}.${process.pid}.partial`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const bin = join(chromiumPackage, 'bin');
    unpack(join(bin, 'chromium.br'), join(staging, 'chromium'), false);
    // libEGL / libGLESv2 / SwiftShader beside the binary, where Chromium looks for them; NSS and expat in lib/.
    unpack(join(bin, 'swiftshader.tar.br'), staging, true);
    unpack(join(bin, 'al2023.tar.br'), staging, true);
    mkdirSync(join(staging, 'fontconfig-cache'));
    writeFileSync(join(staging, 'complete'), `${version}\n`);
    rmSync(home, { recursive: true, force: true });
    try {
      renameSync(staging, home);
    } catch (error) {
      // Another process unpacked the same version at the same moment: theirs is as good as ours.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(home, 'complete'))) throw error;
    }
  }
  // The font configuration names absolute paths, so it is written for this checkout each time.
  const fontsConf = join(home, 'fonts.conf');
  const conf = fontConfig(join(fontsPackage, 'ttf'), join(home, 'fontconfig-cache'));
  if (!existsSync(fontsConf) || readFileSync(fontsConf, 'utf8') !== conf) writeFileSync(fontsConf, conf);
  cached = {
    executablePath,
    packageVersion: version,
    env: {
      FONTCONFIG_FILE: fontsConf,
      FONTCONFIG_PATH: home,
      LD_LIBRARY_PATH: join(home, 'lib'),
    },
  };
  return cached;
}

/** What the pinned binary says of itself (`Chromium 153.0.8010.0`). */
export function pinnedChromiumVersion(): string {
  const { executablePath, env } = pinnedChromium();
  return execFileSync(executablePath, ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  }).trim();
}
