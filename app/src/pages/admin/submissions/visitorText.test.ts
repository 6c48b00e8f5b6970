import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mailtoHref, VisitorText, withVisibleBidiControls } from './visitorText';

describe('visitor text in the inbox', () => {
  it('shows every bidirectional control as its code point, so none can reorder what follows', () => {
    const name =
      'Invoice \u202Egpj.exe\u202C \u2066a\u2069 \u200E\u200F\u061C \u202A\u202B\u202D \u2067\u2068';
    const shown = withVisibleBidiControls(name);
    expect(shown).toBe(
      'Invoice ⟨U+202E⟩gpj.exe⟨U+202C⟩ ⟨U+2066⟩a⟨U+2069⟩ ⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩ ⟨U+202A⟩⟨U+202B⟩⟨U+202D⟩ ⟨U+2067⟩⟨U+2068⟩',
    );
    expect(shown).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    // Text without controls, right-to-left letters included, is left as it is.
    expect(withVisibleBidiControls('Jürgen Köhler שלום')).toBe('Jürgen Köhler שלום');
  });

  it('renders the markers styled, inside an isolate, and keeps the rest of the text', () => {
    const html = renderToStaticMarkup(createElement(VisitorText, { text: 'a\u202Eb\nc' }));
    expect(html).toMatch(/^<bdi>a<span class="[^"]+">⟨U\+202E⟩<\/span>b\nc<\/bdi>$/);
    expect(html).not.toContain('\u202E');
  });

  it('builds a mailto link that can only address the text shown', () => {
    expect(mailtoHref('max@example.de')).toBe('mailto:max@example.de');
    const link = new URL(mailtoHref('x?subject=Invoice&body=Pay now#y@example.com'));
    expect(link.search).toBe('');
    expect(link.hash).toBe('');
    expect(decodeURIComponent(link.pathname)).toBe('x?subject=Invoice&body=Pay now#y@example.com');
    expect(mailtoHref('a%40b@example.com')).toBe('mailto:a%2540b@example.com');
  });
});
