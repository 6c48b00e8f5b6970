import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirects.ts';

describe('redirects', () => {
  it('sends /contact to /support in the same language', () => {
    expect(redirectTarget('/contact')).toBe('/support');
    expect(redirectTarget('/en/contact')).toBe('/en/support');
  });

  it('leaves every other path alone', () => {
    expect(redirectTarget('/support')).toBeUndefined();
    expect(redirectTarget('/contacts')).toBeUndefined();
    expect(redirectTarget('/en')).toBeUndefined();
  });
});
