import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, translate } from './messages';

describe('shell messages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the same keys in both languages, each with text', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.de).sort());
    for (const lang of ['de', 'en'] as const) {
      for (const [key, value] of Object.entries(messages[lang]))
        expect(value.trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('labels the language switch with the other language', () => {
    expect(translate('de', 'lang.switchShort')).toBe('EN');
    expect(translate('en', 'lang.switchShort')).toBe('DE');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'common.exploreRelated', { name: 'FUEL' })).toBe('Explore Related: FUEL');
  });

  it('warns and shows the key when a translation is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no.such.key'));
  });
});
