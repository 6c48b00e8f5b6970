import { isAdminApiError } from '../adminApi';
import type { useAdminT } from '../adminMessages';
import { formatWaitingTime } from '../../../lib/format';

/** What to tell an admin about a failed request, when no more specific message fits. */
export function errorMessage(error: unknown, t: ReturnType<typeof useAdminT>, lang: 'de' | 'en'): string {
  if (!isAdminApiError(error)) return t('error.generic', { code: 'client' });
  if (error.code === 'network_error') return t('error.network');
  if (error.code === 'sign_in_locked')
    return t('error.locked', { time: formatWaitingTime(error.retryAfterSeconds ?? 60, lang) });
  if (error.code === 'second_factor_locked')
    return t('error.codesLocked', { time: formatWaitingTime(error.retryAfterSeconds ?? 900, lang) });
  if (error.code === 'forbidden') return t('error.forbidden');
  return t('error.generic', { code: error.code });
}
