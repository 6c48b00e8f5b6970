/*
 * How published copy reaches a live page, written once for both sides: the app's renderer cuts a page it rendered
 * with the published copy into these parts (`pagePartsOf`), and the server puts them into the built page in place
 * of the built-in copy's (`withPageParts`). The rest of the built page (its inline styles, the loader, the
 * islands' scripts, the headers) stays as the build made it, so a published page is served exactly like a built
 * one. Runtime-free.
 */

/**
 * A page as a publication renders it, in one language: the markup of its `<main>` and the tags of its `<head>`
 * that the copy writes, each as React wrote them (escaped).
 */
export interface PageParts {
  main: string;
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  /** The page's `<script type="application/ld+json">` blocks, in order. */
  jsonLd: string[];
}

/** A page rendered for a publication: its path (`/about`, `/en/about`) and its parts. */
export interface RenderedPage extends PageParts {
  path: string;
}

/**
 * A page rendered with a publication's copy in both languages: its parts at its path and at each of its aliases
 * (`/home`), for the live pages, and the whole documents at its own path, for the studio's preview.
 */
export interface PublishedPageRender {
  pages: RenderedPage[];
  documents: Record<'de' | 'en', string>;
}

const mainElement = /<main\b[^>]*\bid="main"[^>]*>[\s\S]*<\/main>/;
const titleElement = /<title>[\s\S]*?<\/title>/;
const metaTag = (attribute: 'name' | 'property', value: string) =>
  new RegExp(`<meta\\b[^>]*\\b${attribute}="${value.replace(':', '\\:')}"[^>]*/?>`);
const descriptionTag = metaTag('name', 'description');
const ogTitleTag = metaTag('property', 'og:title');
const ogDescriptionTag = metaTag('property', 'og:description');
const jsonLdScripts = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g;

function found(html: string, pattern: RegExp, what: string): string {
  const match = pattern.exec(html)?.[0];
  if (match === undefined) throw new Error(`The rendered page has no ${what}`);
  return match;
}

/** The parts of a whole rendered page that its copy writes. */
export function pagePartsOf(html: string): PageParts {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    main: found(html, mainElement, '<main id="main">'),
    title: found(head, titleElement, '<title>'),
    description: found(head, descriptionTag, 'description'),
    ogTitle: found(head, ogTitleTag, 'og:title'),
    ogDescription: found(head, ogDescriptionTag, 'og:description'),
    jsonLd: head.match(jsonLdScripts) ?? [],
  };
}

/**
 * The built page with a publication's parts in place of its own; undefined when the built page is not made the
 * way the parts expect (a build from before the parts' page changed shape), so the caller serves the built page.
 */
export function withPageParts(builtPage: string, parts: PageParts): string | undefined {
  const headEnd = builtPage.indexOf('</head>');
  if (headEnd < 0 || !mainElement.test(builtPage)) return undefined;
  let head = builtPage.slice(0, headEnd);
  for (const [pattern, part] of [
    [titleElement, parts.title],
    [descriptionTag, parts.description],
    [ogTitleTag, parts.ogTitle],
    [ogDescriptionTag, parts.ogDescription],
  ] as const) {
    if (!pattern.test(head)) return undefined;
    head = head.replace(pattern, () => part);
  }
  // The publication's structured data goes where the built page's was (the end of the head if it had none).
  const at = head.search(jsonLdScripts);
  head = head.replace(jsonLdScripts, '');
  head = at < 0 ? head + parts.jsonLd.join('') : head.slice(0, at) + parts.jsonLd.join('') + head.slice(at);
  return head + builtPage.slice(headEnd).replace(mainElement, () => parts.main);
}

/**
 * A whole page as the dark theme shows it: `dark` among its `<html>`'s classes, as the theme script puts it there
 * in a browser (for what reads the page without running it: the prerender's picking of rules, the studio's
 * preview). The page unchanged when it does not start with `<!DOCTYPE html><html`.
 */
export function inDarkTheme(html: string): string {
  return html.replace(/^<!DOCTYPE html><html\b[^>]*>/, (tag) =>
    tag.includes(' class="') ? tag.replace(' class="', ' class="dark ') : tag.replace(/>$/, ' class="dark">'),
  );
}
