export {
  basePath,
  defaultLang,
  isLang,
  type Lang,
  type Localized,
  langFromPathname,
  langs,
  localePath,
} from '@site/paths';

import type { Lang } from '@site/paths';

/** The `{-$locale}` route param: absent for German, `en` for English. Anything else is not a language here. */
export function langFromLocaleParam(locale: string | undefined): Lang {
  return locale === 'en' ? 'en' : 'de';
}

/** Route params for `/{-$locale}/...` links: no segment for German, `en` for English. */
export function localeParams(lang: Lang): { locale: 'en' | undefined } {
  return { locale: lang === 'en' ? 'en' : undefined };
}
