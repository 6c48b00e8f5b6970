import { useLocation } from '@tanstack/react-router';
import { useCallback } from 'react';
import { langFromPathname, type Lang } from './lang';
import { type MessageKey, translate } from './messages';

/** The language of the page being shown, from its path (`/en/...` is English). */
export function useLang(): Lang {
  const pathname = useLocation({ select: (location) => location.pathname });
  return langFromPathname(pathname);
}

/** Shell strings in the page's language. */
export function useT() {
  const lang = useLang();
  return useCallback(
    (key: MessageKey, params?: Record<string, string>) => translate(lang, key, params),
    [lang],
  );
}
