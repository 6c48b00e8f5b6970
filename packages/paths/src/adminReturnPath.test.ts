import { describe, expect, it } from 'vitest';
import { adminReturnPath } from './adminReturnPath.ts';

describe('the page to return to after signing in', () => {
  it('keeps admin paths with their query', () => {
    expect(adminReturnPath('/admin/colors')).toBe('/admin/colors');
    expect(adminReturnPath('/admin/submissions?kind=survey')).toBe('/admin/submissions?kind=survey');
    expect(adminReturnPath('/admin')).toBe('/admin');
  });

  it('never leaves the admin area of this site', () => {
    for (const next of [
      'https://evil.example',
      '//evil.example/admin',
      '/\\evil.example',
      '/nova',
      'javascript:alert(1)',
      '/admin\n//x',
      '/admin/..//evil.example/phish',
      '/admin/%2e%2e//evil.example',
      '/admin/.././/evil.example',
      '/admin/../nova',
      undefined,
      42,
    ])
      expect(adminReturnPath(next), String(next)).toBe('/admin');
  });
});
