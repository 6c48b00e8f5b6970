import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * Finds the system Chromium. Tools that download their own browser fail on machines without internet, so every
 * browser test here runs the Debian package (or whatever `CHROMIUM_PATH` names).
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  for (const path of candidates) if (existsSync(path)) return path;
  try {
    const found = execFileSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], {
      encoding: 'utf8',
    }).trim();
    if (found) return found;
  } catch {
    // fall through to the message below
  }
  throw new Error(
    'No Chromium found. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags for a headless, offline, reproducible Chromium (no background network, no sandbox when root). */
export function chromiumArgs(): string[] {
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-gpu',
    '--disable-quic',
    '--font-render-hinting=none',
    '--disable-lcd-text',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  return args;
}

/**
 * A time zone in which it is about noon now. Without a stored choice the site shows the dark theme from 20:00 to
 * 6:00 in the visitor's own time (`app/src/lib/theme.ts`), so a browser test that expects the light theme would
 * fail when the suite runs in the evening, and a benchmark would measure the dark pages in the evening and the light
 * ones by day. The e2e and benchmark browsers run in this zone; a test of the hour rule sets its own clock and zone. The offset (UTC−11 to UTC+12) keeps the browser's date the same as UTC's. `Etc/GMT+8` is UTC−8:
 * the IANA names count the other way.
 */
export function daytimeTimeZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  if (offset === 0) return 'Etc/UTC';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** The environment a test or benchmark browser starts in: this process's, at midday (`daytimeTimeZone`). */
export function daytimeEnvironment(): Record<string, string> {
  return { ...process.env, TZ: daytimeTimeZone() } as Record<string, string>;
}

/**
 * How the e2e tests and the benchmarks launch the system Chromium (Playwright and Puppeteer take the same three
 * options): its flags, at midday.
 */
export function launchOptions(): { executablePath: string; args: string[]; env: Record<string, string> } {
  return { executablePath: findChromium(), args: chromiumArgs(), env: daytimeEnvironment() };
}

export function chromiumVersion(path = findChromium()): string {
  return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
}
