import { apiError } from './apiResponse.ts';

export function methodNotAllowed(...allowed: string[]) {
  return () => apiError(405, 'method_not_allowed', {}, { Allow: allowed.join(', ') });
}
