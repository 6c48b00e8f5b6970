/**
 * Writes one static HTML file per route and language (plus the two 404 pages, the sitemap, robots.txt,
 * security.txt, the icons and the web app manifest) into dist/client, from the server build of the app. Run after
 * `vite build` and `vite build --ssr`.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest } from '@tanstack/react-router';
import Beasties from 'beasties';
import postcss, { type AtRule, type Rule } from 'postcss';
import {
  type FormAnswerTemplate,
  formAnswerTemplateFile,
  inDarkTheme,
  pagePartsOf,
  productPagePaths,
  productTemplateFile,
} from '@site/schemas';
import { localePath, sitemapUrl } from '@site/paths';
import { earlyPressScript, islandsFailedScript } from '../src/islands/earlyPresses';
import { themeScript } from '../src/lib/theme';
import { siteConfig } from '../src/site-config';
import { expandRoutePaths, type PrerenderTarget } from './routes';
import { siteMetaFiles } from './siteMeta';
import { withoutSoftHyphens } from '../src/lib/softHyphens';

interface ViteManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const appDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(appDir, 'dist/client');
const serverEntry = join(appDir, 'dist/server/entry-server.js');

const readManifest = (file: string) =>
  JSON.parse(readFileSync(join(clientDir, '.vite', file), 'utf8')) as Record<string, ViteManifestEntry>;
const viteManifest = readManifest('manifest.json');
/** The islands build's own manifest (app/vite.config.ts): its chunks share nothing with the app's. */
const islandsManifest = readManifest('islands-manifest.json');

function staticImports(key: string, manifest = viteManifest, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [
    entry.file,
    ...(entry.imports ?? []).flatMap((imported) => staticImports(imported, manifest, seen)),
  ];
}

function entryFor(source: string, manifest: Record<string, ViteManifestEntry>, withDynamicImports = false) {
  const entry = manifest[source];
  if (!entry?.isEntry) throw new Error(`The client build has no entry ${source}`);
  const dynamic = withDynamicImports ? (entry.dynamicImports ?? []) : [];
  const chunks = [source, ...dynamic].flatMap((key) => staticImports(key, manifest));
  return { file: `/${entry.file}`, chunks: [...new Set(chunks)] };
}
const appEntry = entryFor('src/entry-client.tsx', viteManifest);
/** The islands entry imports React and the islands' code in steps (entry-islands.tsx); all of it is preloaded. */
const islandsEntry = entryFor('src/entry-islands.tsx', islandsManifest, true);
const css = [
  ...new Set(
    Object.values(viteManifest).flatMap((item) => [
      ...(item.css ?? []),
      ...(item.file.endsWith('.css') ? [item.file] : []),
    ]),
  ),
].map((file) => `/${file}`);

/** The site's stylesheets, parsed once: each islands page's later stylesheet is cut from them. */
const wholeSheets = css.map((url) => ({
  url,
  root: postcss.parse(readFileSync(join(clientDir, url.slice(1)), 'utf8')),
}));

/** Where a rule sits (its at-rules, outermost first), so a rule inside `@media` matches only its twin there. */
function ruleContext(rule: Rule): string {
  let context = '';
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
    const atRule = parent as AtRule;
    context = `@${atRule.name} ${atRule.params}|${context}`;
  }
  return context;
}
const inKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

/**
 * The stylesheet an islands page loads after its first paint, for what the islands open later: every rule of the
 * site's stylesheets except those the page has inline (its elements' rules, the tokens on the root element). A
 * second declaration of a rule the page already uses made the browser recompute the style of every element it
 * names, which was all of them (12–38 ms unthrottled on `/sophie`, a long task at 4× slower CPU); rules that match
 * nothing on the page yet cost under 2 ms. Rules keep their order; they come after the inlined ones. Named by its
 * content like Vite's files, so pages that need the same rules share one file.
 */
function laterStylesheets(critical: string): string[] {
  const inlined = new Set<string>();
  postcss.parse(critical).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    for (const selector of rule.selectors) inlined.add(ruleContext(rule) + selector);
  });
  return wholeSheets.map(({ url, root: whole }) => {
    const root = whole.clone();
    const found = new Set<string>();
    root.walkRules((rule) => {
      if (inKeyframes(rule)) return;
      const context = ruleContext(rule);
      const rest = rule.selectors.filter((selector) => {
        if (!inlined.has(context + selector)) return true;
        found.add(context + selector);
        return false;
      });
      if (rest.length === 0) rule.remove();
      else if (rest.length < rule.selectors.length) rule.selectors = rest;
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
    const unknown = [...inlined].filter((key) => !found.has(key));
    if (unknown.length)
      throw new Error(`Inlined rules not found in ${url}: ${unknown.slice(0, 3).join(', ')}`);
    const text = root.toString();
    const file = `assets/later-${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.css`;
    if (!existsSync(join(clientDir, file))) writeFileSync(join(clientDir, file), text);
    return `/${file}`;
  });
}

/** The split component chunk of a route, so the browser fetches it in parallel with the entry, not after it. */
function routeChunks(routeId: string): string[] {
  const base = routeId.replace(/\/$/, '');
  const candidates = [`src/routes${base}.tsx`, `src/routes${base}/index.tsx`, `src/routes${base}/route.tsx`];
  return candidates.flatMap((file) =>
    Object.keys(viteManifest)
      .filter((key) => key.startsWith(`${file}?`))
      .flatMap((key) => staticImports(key)),
  );
}

function routerManifest(routeIds: string[], hydration: 'app' | 'islands'): Manifest {
  const { file, chunks: entryChunks } = hydration === 'app' ? appEntry : islandsEntry;
  const chunks = hydration === 'app' ? [...entryChunks, ...routeIds.flatMap(routeChunks)] : entryChunks;
  const preloads = [...new Set(chunks)].map((chunk) => `/${chunk}`);
  return {
    routes: {
      __root__: { css, preloads: [], scripts: [{ children: deferredLoader(preloads, file) }] },
    },
  };
}

/**
 * A page that loads no app needs none of the router's hydration data: every script but the theme script, the loader
 * (now the islands') and data blocks goes, and its stylesheet link gives way to the rules the page uses. Its links
 * then load whole pages, which the speculation rules prerender as soon as the visitor shows intent (hovering a link,
 * pressing on it), so navigating stays instant.
 */
async function asIslandsPage(html: string, answers?: FormAnswerTemplate): Promise<string> {
  const loader = /<script>addEventListener\('load'[\s\S]*?<\/script>/.exec(html)?.[0];
  if (!loader) throw new Error('The islands page has no loader script');
  const { html: withCritical, critical } = await withCriticalCss(withCurrentProduct(html), answers);
  const islandsLoaderScript = `<script>${islandsLoader(laterStylesheets(critical))}</script>`;
  // Data blocks (JSON-LD) stay: only scripts that run are the app's.
  const withoutAppScripts = withCritical.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (script, attributes: string, body: string) =>
      script === loader
        ? islandsLoaderScript
        : /\btype="(?!module")/.test(attributes) || body === themeScript
          ? script
          : '',
  );
  return withoutAppScripts.replace('</body>', `${speculationRules}</body>`);
}

/**
 * A product page's `<html>` with the marks its `current-product` island sets (`productRootMarks`), so the header
 * and footer are in the product's colours from the first paint, the inlined rules include the ones those marks
 * select, and hydrating changes nothing.
 */
function withCurrentProduct(html: string): string {
  const props = /data-island="current-product" data-props="([^"]*)"/.exec(html)?.[1];
  if (props === undefined) return html;
  const { id } = JSON.parse(props.replaceAll('&quot;', '"')) as {
    id: Parameters<typeof productRootMarks>[0];
  };
  const { className, product, productTheme } = productRootMarks(id);
  const marked = html.replace(
    /^<!DOCTYPE html><html\b([^>]*)>/,
    `<!DOCTYPE html><html$1 class="${className}" data-product="${product}" data-product-theme="${productTheme}">`,
  );
  if (marked === html) throw new Error('The product page does not start with <!DOCTYPE html><html');
  return marked;
}

const beasties = new Beasties({
  path: clientDir,
  publicPath: '/',
  pruneSource: false,
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'warn',
});
const stylesheetLink = /<link rel="stylesheet" href="[^"]*" data-precedence="default"\/>/;

/**
 * The page with its stylesheet link replaced by the rules that match the page's own elements, in either theme (the
 * dark theme's rules match once the theme script adds its class). The first paint then needs nothing but the HTML;
 * the loader brings the rest (`laterStylesheets`) for what the islands open later. Beasties only picks the rules:
 * the page keeps its markup as React wrote it.
 */
async function withCriticalCss(
  html: string,
  answers?: FormAnswerTemplate,
): Promise<{ html: string; critical: string }> {
  if (!stylesheetLink.test(html)) throw new Error('The page links no stylesheet');
  const inDarkToo = inDarkTheme(withEveryAnswer(html, answers));
  if (inDarkToo === html) throw new Error('The page does not start with <!DOCTYPE html><html');
  const picked = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(inDarkToo))?.[1];
  if (!picked) throw new Error('No rule of the stylesheet matched the page');
  const rootClasses = /^<!DOCTYPE html><html\b[^>]* class="([^"]*)"/.exec(inDarkToo)?.[1]?.split(' ') ?? [];
  const critical = picked + rulesOfRoot(new Set(rootClasses));
  return { html: html.replace(stylesheetLink, () => `<style>${critical}</style>`), critical };
}

/**
 * A form page as the rules are picked for it: with every notice and every field's every state (each message, each
 * choice) the server may answer the form with (`FormAnswerTemplate`) put into its form, so the page carries their
 * rules inline. A page the server answers a form sent without script with runs no loader, and gets no later
 * stylesheet: its notice and messages must look as the scripted form shows them from the rules it has.
 */
function withEveryAnswer(html: string, answers: FormAnswerTemplate | undefined): string {
  if (!answers) return html;
  const formEnd = html.indexOf('</form>', html.indexOf(`data-island="${answers.island}"`));
  if (formEnd < 0) throw new Error(`The page holds no form in ${answers.island}`);
  const states = [
    ...Object.values(answers.notices),
    ...Object.values(answers.slots).flatMap((slots) => Object.values(slots)),
  ].join('');
  return `${html.slice(0, formEnd)}${states}${html.slice(formEnd)}`;
}

/**
 * The stylesheets' top-level rules whose subject is `<html>` itself with classes (`html.dark.<product theme>`),
 * each selector with the classes it needs, found once for every page: Beasties matches selectors below the root
 * element only, and without them a dark product page's header would change colour when the later stylesheet
 * arrives, restyling the whole page.
 */
const rootSubjectRules = wholeSheets.flatMap(({ root }) => {
  const found: { rule: Rule; selectors: { selector: string; classes: string[] }[] }[] = [];
  root.each((node) => {
    if (node.type !== 'rule') return;
    const selectors = node.selectors.flatMap((selector) => {
      const classes = /^html((?:\.[\w-]+)+)$/.exec(selector)?.[1]?.split('.').slice(1);
      return classes ? [{ selector, classes }] : [];
    });
    if (selectors.length) found.push({ rule: node, selectors });
  });
  return found;
});

/** The root-subject rules whose classes `<html>` carries on this page (in either theme). */
function rulesOfRoot(rootClasses: Set<string>): string {
  return rootSubjectRules
    .map(({ rule, selectors }) => {
      const matching = selectors
        .filter(({ classes }) => classes.every((name) => rootClasses.has(name)))
        .map(({ selector }) => selector);
      return matching.length ? rule.clone({ selectors: matching }).toString() : '';
    })
    .join('');
}

/**
 * The islands page's loader: once the page has loaded and its first contentful paint has been presented (the
 * browser's `paint` entry, buffered if it came before the load event), the later stylesheet (for what the islands
 * open later) and the islands. Waiting for a frame instead sometimes ran before the frame was shown, and the
 * stylesheet and modules then counted towards the largest paint. A page that never reports the paint (a tab in the
 * background) loads them after a second. The stylesheet goes where its link was, right after the inlined rules, so
 * what the server adds to the head later (published colours) still comes after it in the cascade. The modules
 * start in a task of their own: adding a link costs the browser a few milliseconds each, and together they made
 * one task too long for a 4× slower CPU. A page prerendered by the speculation rules paints nothing until it is
 * shown, so it loads them at once. Until then, presses on the islands' buttons are kept (`earlyPresses.ts`).
 */
function islandsLoader(stylesheets: string[]): string {
  const chunks = islandsEntry.chunks.map((chunk) => `/${chunk}`);
  return `${earlyPressScript}addEventListener('load',function(){var n=0;function go(){if(n++)return;var d=document,h=d.head;var p=h.querySelector('style');${JSON.stringify(stylesheets)}.forEach(function(u){var l=d.createElement('link');l.rel='stylesheet';l.href=u;p?p.after(l):h.append(l);p=l});setTimeout(function(){${moduleLoading(chunks, islandsEntry.file)}})}if(document.prerendering)return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true})}catch(e){}setTimeout(go,1e3)})`;
}

const speculationRules = `<script type="speculationrules">${JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin' } },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/api/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
})}</script>`;

/**
 * The page is complete HTML and CSS without JavaScript, so the JavaScript waits for the `load` event: until then
 * the HTML and the stylesheet have the connection to themselves instead of sharing it with the modules
 * (the measured effect is in docs/benchmarks-site.md). Then the chunks are fetched in parallel (modulepreload) and
 * the entry hydrates. The loader is an inline script, allowed by its CSP hash (api/src/site/siteFiles.ts),
 * and part of the router manifest, so the server render and hydration agree on it.
 */
function deferredLoader(chunks: string[], entryFile: string): string {
  return `addEventListener('load',function(){var d=document,h=d.head;${moduleLoading(chunks, entryFile)}})`;
}

/**
 * What both loaders run (with `d` the document and `h` its head): the chunks' modulepreload links, then the entry,
 * which tells the islands' page when it cannot be loaded (`islandsFailed`).
 */
function moduleLoading(chunks: string[], entryFile: string): string {
  return `${JSON.stringify(chunks)}.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;h.append(l)});var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(entryFile)};s.onerror=function(){${islandsFailedScript}};h.append(s)`;
}

const {
  render,
  routePaths,
  pageHydration,
  productRootMarks,
  answerableForms,
  formAnswerTemplateOf,
  contentPageModels,
  renderPublishedPage,
  templateContext,
  templateProduct,
} = (await import(pathToFileURL(serverEntry).href)) as typeof import('../src/entry-server');

/**
 * Beside a page that holds a form, the template the server fills in when it answers that form, sent without
 * script, with the page again (api/src/forms/answerPage.ts); the site never serves it.
 */
function writeFormAnswerTemplate(target: PrerenderTarget, html: string): FormAnswerTemplate | undefined {
  const island = answerableForms.find((name) => html.includes(`data-island="${name}"`));
  if (!island) return undefined;
  if (!target.lang) throw new Error(`${target.path}: a form outside the bilingual site`);
  const template = formAnswerTemplateOf(island, target.lang);
  write(join(clientDir, formAnswerTemplateFile(target.path).slice(1)), JSON.stringify(template));
  return template;
}

function outputFile(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path.slice(1), 'index.html');
}

function write(file: string, content: string | Uint8Array) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const targets: PrerenderTarget[] = expandRoutePaths(routePaths());
let failures = 0;
for (const target of targets) {
  const hydration = pageHydration(target.routeIds);
  const page = await render(target.path, routerManifest(target.routeIds, hydration));
  if (page.status !== 200) {
    console.error(`✗ ${target.path} rendered with status ${page.status}`);
    failures++;
    continue;
  }
  const answers = writeFormAnswerTemplate(target, page.html);
  write(
    outputFile(target.path),
    hydration === 'islands' ? await asIslandsPage(page.html, answers) : page.html,
  );
}

/*
 * The file product pages are served from (the product template, api/src/content/productPages.ts): rendered for a
 * placeholder product, whose address the server replaces with the product's, and whose <main>, title, description
 * and JSON-LD it replaces with the product page's published parts.
 */
for (const lang of ['de', 'en'] as const) {
  const path = productPagePaths(templateProduct.slug)[lang];
  const page = await render(
    path,
    routerManifest(['/{-$locale}/solutions/$slug'], 'islands'),
    templateContext(),
  );
  if (page.status !== 200) {
    console.error(`✗ ${path} (the product template) rendered with status ${page.status}`);
    failures++;
    continue;
  }
  write(join(clientDir, productTemplateFile(lang).slice(1)), await asIslandsPage(page.html));
}

for (const [path, file] of [
  ['/404-page-not-found', '404.html'],
  ['/en/404-page-not-found', 'en/404.html'],
] as const) {
  const page = await render(path, routerManifest([], 'app'));
  // The server sends these files with status 404; what matters here is that they show the not-found page.
  if (!page.html.includes('id="not-found-title"')) {
    console.error(`✗ ${path} did not render the not-found page`);
    failures++;
  }
  write(join(clientDir, file), page.html.replace('<html ', `<html data-prerendered-path="${path}" `));
}

// A form's confirmation page is only reached by sending the form (and says `noindex`).
const publicTargets = targets.filter((target) => target.lang !== undefined && !/\/thanks$/.test(target.base));
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  // Every public page is in both languages (routes.ts writes each once per language).
  ...publicTargets.map((target) =>
    sitemapUrl(
      siteConfig.baseUrl,
      { de: localePath('de', target.base), en: localePath('en', target.base) },
      target.lang!,
    ),
  ),
  '</urlset>',
  '',
].join('\n');
write(join(clientDir, 'sitemap.xml'), sitemap);
for (const [path, content] of Object.entries(siteMetaFiles(siteConfig, new Date())))
  write(join(clientDir, path.slice(1)), content);

/*
 * The content studio puts a publication's parts (its <main>, title, description, Open Graph tags, JSON-LD) into
 * the built page in place of the built ones. That is only right if the studio's render of a page with its built-in
 * copy gives exactly the parts the page was built with: a page whose copy does not all come through
 * `usePageCopy` or its head through `lazyHead(…, id)`, or whose markup the prerender changed, fails here. The one
 * difference allowed is the soft hyphens the studio's render puts into the long words of `<main>`
 * (`lib/hyphenation.ts`); the head's parts (title, description, Open Graph, JSON-LD) must be exactly the same.
 */
const asWords = (key: string, value: unknown) => {
  const json = JSON.stringify(value) ?? '';
  return key === 'main' ? withoutSoftHyphens(json) : json;
};
for (const model of await contentPageModels()) {
  const { pages } = await renderPublishedPage(model.id, model.builtIn);
  for (const { path, ...parts } of pages) {
    const built = pagePartsOf(readFileSync(outputFile(path), 'utf8'));
    for (const key of Object.keys(parts) as (keyof typeof parts)[]) {
      if (asWords(key, parts[key]) !== asWords(key, built[key])) {
        console.error(`✗ ${path}: the content studio's render differs from the built page in its ${key}`);
        failures++;
      }
    }
  }
}

if (!existsSync(join(clientDir, 'index.html'))) failures++;
// Vite's manifests were only for this script. The server never serves a dot-path anyway (api/src/site/), but the
// site should not ship its source paths at all.
rmSync(join(clientDir, '.vite'), { recursive: true, force: true });
console.log(
  `Prerendered ${targets.length} pages and 2 not-found pages into dist/client (${failures} failures).`,
);
if (failures > 0) process.exit(1);
