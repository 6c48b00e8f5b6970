import { ToastRegion } from '@site/ui';
import type { Lang } from '../i18n/lang';
import { translatorFor } from '../i18n/messages';

/**
 * The toast region of the public site (bottom right; F8 focuses it, a 50 px swipe right dismisses a toast). Only
 * the forms show toasts, so each form's island holds it: pages without a form load no toast code.
 */
export function SiteToasts({ lang }: { lang: Lang }) {
  const t = translatorFor(lang);
  return <ToastRegion label={t('toast.region')} closeLabel={t('toast.close')} />;
}
