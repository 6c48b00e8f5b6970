export {
  basePath,
  defaultLang,
  isLang,
  type Lang,
  type Localized,
  langFromPathname,
  langs,
  localePath,
} from './languages.ts';
export { permanentRedirects, redirectTarget } from './redirects.ts';
export { adminReturnPath, isAdminPath } from './adminReturnPath.ts';
export { formSentPath } from './formSent.ts';
export { sitemapUrl } from './sitemap.ts';
