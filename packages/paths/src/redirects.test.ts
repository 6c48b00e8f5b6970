import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirects.ts';

describe('redirects', () => {
  it('sends /contact to /support in the same language', () => {
    expect(redirectTarget('/contact')).toBe('/support');
    expect(redirectTarget('/en/contact')).toBe('/en/support');
  });

  it('sends the German names of the privacy and the legal notice to those pages', () => {
    expect(redirectTarget('/datenschutz')).toBe('/privacy');
    expect(redirectTarget('/impressum')).toBe('/legal-notice');
    expect(redirectTarget('/en/impressum')).toBe('/en/legal-notice');
  });

  it('leaves every other path alone', () => {
    expect(redirectTarget('/support')).toBeUndefined();
    expect(redirectTarget('/contacts')).toBeUndefined();
    expect(redirectTarget('/en')).toBeUndefined();
  });
});
