/** Paths the API answers; everything else belongs to the site. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
