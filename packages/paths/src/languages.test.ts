import { describe, expect, it } from 'vitest';
import { basePath, langFromPathname, localePath } from './languages.ts';

describe('language paths', () => {
  it('puts German at the spec paths and English under /en', () => {
    expect(localePath('de', '/nova')).toBe('/nova');
    expect(localePath('en', '/nova')).toBe('/en/nova');
    expect(localePath('en', '/')).toBe('/en');
    expect(localePath('de', '/')).toBe('/');
  });

  it('reads the language from a pathname without confusing look-alike paths', () => {
    expect(langFromPathname('/en')).toBe('en');
    expect(langFromPathname('/en/solutions/nova')).toBe('en');
    expect(langFromPathname('/english')).toBe('de');
    expect(langFromPathname('/')).toBe('de');
  });

  it('maps a page to the same page in the other language', () => {
    expect(localePath('de', basePath('/en/solutions/nova'))).toBe('/solutions/nova');
    expect(localePath('en', basePath('/marcus-storm'))).toBe('/en/marcus-storm');
    expect(localePath('de', basePath('/en'))).toBe('/');
  });
});
