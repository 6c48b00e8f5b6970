import type { Context } from 'hono';
import { apiError } from './apiError.ts';

export function methodNotAllowed(...allowed: string[]) {
  return (c: Context) => {
    c.header('Allow', allowed.join(', '));
    return apiError(c, 405, 'method_not_allowed');
  };
}
