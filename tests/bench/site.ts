/**
 * Page-weight budgets and Lighthouse (mobile) figures for the built site. Not a test: it prints figures and writes
 * them to docs/benchmarks-site.md. Run `npm run build` first, then `npm run bench:site [-- /path /path …]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumVersion, findChromium } from '../support/chromium';
import { repoRoot, startServer } from '../support/server';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes =
  paths.length > 0 ? paths : ['/', '/en/nova', '/fuel', '/en/use-cases', '/survey', '/admin/colors'];

const gz = (text: string | Buffer) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function pageWeight(html: string) {
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  // Module URLs in script/modulepreload tags or in the deferred loader's list (app/scripts/prerender.ts).
  const js = [
    ...html.matchAll(
      /<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"|"(\/assets\/[^"]+\.js)"/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);
  const read = (href: string) => readFileSync(join(repoRoot, 'app/dist/client', href));
  return {
    html: gz(html),
    css: css.reduce((sum, href) => sum + gz(read(href)), 0),
    js: [...new Set(js)].reduce((sum, href) => sum + gz(read(href)), 0),
  };
}

const server = await startServer({ RATE_LIMIT_PER_MINUTE: '0' });
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', ...chromiumArgs()],
});
const rows: string[] = [];
try {
  for (const route of routes) {
    const html = await (await fetch(server.baseUrl + route)).text();
    const weight = pageWeight(html);
    const result = await lighthouse(server.baseUrl + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
    const row = `| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${kb(weight.html)} | ${kb(weight.css)} | ${kb(weight.js)} |`;
    console.log(row);
    // What keeps a category below 100 (performance has its metrics in the row).
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      const failing = (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (failing.length > 0) console.log(`  ${route} ${category}: ${failing.join(', ')}`);
    }
    rows.push(row);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const report = [
  '# Site benchmarks',
  '',
  `Measured by \`npm run bench:site\` on ${new Date().toISOString().slice(0, 10)} with ${chromiumVersion()}, Lighthouse 12.8 (mobile, simulated throttling), against the production server on loopback. Weights are gzip sizes of the HTML, the stylesheet and the JavaScript the page loads (entry + preloaded chunks).`,
  '',
  '| route | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | HTML | CSS | JS |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
writeFileSync(join(repoRoot, 'docs/benchmarks-site.md'), report);
console.log('\nWritten to docs/benchmarks-site.md');
