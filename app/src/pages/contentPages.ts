import type { ContentPageModel } from '@site/schemas';
import type { Localized } from '../i18n/lang';

/** A page the content studio edits. */
export interface ContentPageEntry {
  /** The page's name in each admin language, as the studio lists it. */
  name: { de: string; en: string };
  /** Its German path; the English one is under `/en`. */
  path: string;
  /**
   * Other German paths that show the same page with the same copy (`/home` beside `/`): rendered with the page's
   * copy too, so a publication holds their parts as well.
   */
  aliases?: string[];
  /** Its built-in copy (the page's content module, loaded only when asked for). */
  copy: () => Promise<Localized<unknown>>;
  /** Where the page's design bounds a list's length (`ContentPageModel.listBounds`). */
  listBounds?: ContentPageModel['listBounds'];
}

/**
 * Every page whose copy the content studio edits, by its id in the studio. A page listed here reads its copy with
 * `usePageCopy(id, builtIn)` and its head with `lazyHead(load, id)`, so a publication's copy reaches every text
 * of it; the build checks that rendering each with its built-in copy gives the page it built (prerender.ts).
 */
export const contentPages = {
  home: {
    name: { de: 'Startseite', en: 'Home' },
    path: '/',
    aliases: ['/home'],
    copy: () => import('./home/content').then((page) => page.homeContent),
  },
  solutions: {
    name: { de: 'Lösungen', en: 'Solutions' },
    path: '/solutions',
    copy: () => import('./solutions/content').then((page) => page.solutionsContent),
  },
  nova: {
    name: { de: 'NOVA', en: 'NOVA' },
    path: '/nova',
    aliases: ['/solutions/nova'],
    copy: () => import('./nova/content').then((page) => page.novaContent),
  },
  about: {
    name: { de: 'Über uns', en: 'About' },
    path: '/about',
    copy: () => import('./about/content').then((page) => page.aboutContent),
  },
} satisfies Record<string, ContentPageEntry>;

export type ContentPageId = keyof typeof contentPages;

export const contentPageIds = Object.keys(contentPages) as ContentPageId[];

export const isContentPageId = (id: string): id is ContentPageId => Object.hasOwn(contentPages, id);
