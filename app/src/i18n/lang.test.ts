import { describe, expect, it } from 'vitest';
import { langFromLocaleParam } from './lang';

describe('language paths', () => {
  it('treats only the en param as English', () => {
    expect(langFromLocaleParam(undefined)).toBe('de');
    expect(langFromLocaleParam('en')).toBe('en');
  });
});
