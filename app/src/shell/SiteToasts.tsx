import { ToastRegion } from '@site/ui';
import { useT } from '../i18n/useLang';

/** The toast region of the public site (bottom right; F8 focuses it, a 50 px swipe right dismisses a toast). */
export function SiteToasts() {
  const t = useT();
  return <ToastRegion label={t('toast.region')} closeLabel={t('toast.close')} />;
}
