import { describe, expect, it } from 'vitest';
import { checkPageCopy, contentFields, emptyItem, isAllowedLink, mapBodyTexts } from './pageContent.ts';
import { pagePartsOf, withPageParts } from './publishedPage.ts';

const copy = (heading: string) => ({
  meta: { title: 'Über uns', description: 'Wer hinter SMO steht.' },
  heading,
  story: { paragraphs: ['Erster Absatz.', 'Zweiter Absatz.'] },
  cards: [
    { title: 'Lokal', text: 'Mit Betrieben der Region.', icon: 'users' },
    { title: 'Recycling', text: 'Wiederverwerten statt wegwerfen.', icon: 'leaf' },
  ],
  price: 49,
  link: '/contact',
  featured: true,
});
const model = { builtIn: { de: copy('WACHSEN'), en: copy('GROW') } };

describe('a page’s fields, read off its built-in copy', () => {
  it('makes texts, groups, lists, numbers, links and design values', () => {
    const root = contentFields(model);
    expect(root.kind).toBe('group');
    const fields = root.kind === 'group' ? root.fields : [];
    const byKey = Object.fromEntries(fields.map((field) => [field.key, field]));
    expect(byKey.meta).toMatchObject({ kind: 'group', path: 'meta' });
    const meta = byKey.meta!.kind === 'group' ? byKey.meta!.fields : [];
    expect(meta[0]).toMatchObject({ kind: 'text', path: 'meta.title', guide: 60 });
    expect(meta[1]).toMatchObject({ kind: 'text', path: 'meta.description', guide: 160 });
    expect(byKey.heading).toMatchObject({ kind: 'text', path: 'heading', multiline: false });
    expect(byKey.cards).toMatchObject({ kind: 'list', path: 'cards', min: 1, max: 5 });
    const card = byKey.cards!.kind === 'list' ? byKey.cards!.item : undefined;
    expect(card).toMatchObject({ kind: 'group', path: 'cards[]' });
    expect(card?.kind === 'group' && card.fields.map((field) => [field.path, field.kind])).toEqual([
      ['cards[].title', 'text'],
      ['cards[].text', 'text'],
      ['cards[].icon', 'fixed'],
    ]);
    expect(byKey.price).toMatchObject({ kind: 'number', integer: true });
    expect(byKey.link).toMatchObject({ kind: 'link' });
    expect(byKey.featured).toMatchObject({ kind: 'fixed', choices: [true] });
  });

  it('gives a new list item empty texts and the first item’s design values', () => {
    const root = contentFields(model);
    const cards = root.kind === 'group' ? root.fields.find((field) => field.key === 'cards') : undefined;
    if (cards?.kind !== 'list') throw new Error('no cards');
    expect(emptyItem(cards.item, model.builtIn.de.cards[0]!)).toEqual({ title: '', text: '', icon: 'users' });
  });
});

describe('a copy’s body texts', () => {
  it('are every text but the page’s meta, never a link, number or design value', () => {
    const shout = (text: string) => text.toUpperCase();
    expect(mapBodyTexts(contentFields(model), copy('Wachsen'), shout)).toEqual({
      meta: { title: 'Über uns', description: 'Wer hinter SMO steht.' },
      heading: 'WACHSEN',
      story: { paragraphs: ['ERSTER ABSATZ.', 'ZWEITER ABSATZ.'] },
      cards: [
        { title: 'LOKAL', text: 'MIT BETRIEBEN DER REGION.', icon: 'users' },
        { title: 'RECYCLING', text: 'WIEDERVERWERTEN STATT WEGWERFEN.', icon: 'leaf' },
      ],
      price: 49,
      link: '/contact',
      featured: true,
    });
  });
});

describe('checking a copy (the editor’s and the API’s one schema)', () => {
  it('accepts the built-in copy, trimmed as stored', () => {
    const sent = { de: { ...copy('  WACHSEN  ') }, en: copy('GROW') };
    const checked = checkPageCopy(model, sent);
    expect(checked).toMatchObject({ ok: true, value: { de: { heading: 'WACHSEN' } } });
  });

  it('refuses a missing translation, bad links, lists out of bounds or unequal, and design values changed', () => {
    const de = copy('WACHSEN');
    const en = copy('');
    de.link = 'javascript:alert(1)';
    en.cards = [];
    de.cards[0]!.icon = 'skull';
    de.price = -1;
    const checked = checkPageCopy(model, { de, en });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.fields).toMatchObject({
      'en.heading': 'required',
      'de.link': 'invalid_link',
      'en.cards': 'too_few',
      'de.cards.0.icon': 'invalid_choice',
      'de.price': 'out_of_range',
    });
    const longer = { de: copy('A'), en: copy('B') };
    longer.de.story.paragraphs.push('Dritter.');
    expect(checkPageCopy(model, longer)).toMatchObject({
      ok: false,
      fields: { 'en.story.paragraphs': 'languages_differ' },
    });
  });

  it('reports keys it does not know and structures where text belongs, and never throws on what yup cannot take', () => {
    const odd = JSON.parse('{"de":{"__proto__":{"x":1},"heading":{"toString":[]}},"en":[]}');
    const checked = checkPageCopy(model, odd);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.fields).toMatchObject({ 'de.__proto__': 'unknown_field' });
    const structured = checkPageCopy(model, {
      de: { ...copy('x'), heading: { toString: [] } },
      en: copy('y'),
    });
    expect(!structured.ok && structured.fields['de.heading']).toBe('invalid_type');
    expect(checkPageCopy(model, 'text').ok).toBe(false);
  });

  it('keeps the placeholders the page fills in, and route patterns as the design has them', () => {
    const counted = {
      builtIn: {
        de: { shown: 'Angezeigt: {count}', to: '/{-$locale}/sophie' },
        en: { shown: 'Shown: {count}', to: '/{-$locale}/sophie' },
      },
    };
    const root = contentFields(counted);
    expect(root.kind === 'group' && root.fields).toEqual([
      expect.objectContaining({ kind: 'text', placeholders: ['{count}'] }),
      expect.objectContaining({ kind: 'fixed', choices: ['/{-$locale}/sophie'] }),
    ]);
    const lost = checkPageCopy(counted, {
      de: { shown: 'Angezeigt', to: '/{-$locale}/sophie' },
      en: { shown: 'Shown: {count}', to: '/about' },
    });
    expect(!lost.ok && lost.fields).toEqual({ 'de.shown': 'missing_placeholder', 'en.to': 'invalid_choice' });
  });

  it('lets links go only to site paths or https', () => {
    expect(['/about', '/en/nova#pricing', 'https://cal.com/smo'].every(isAllowedLink)).toBe(true);
    expect(
      ['//evil.example', 'http://x.example', 'javascript:alert(1)', '/a b', 'https://'].some(isAllowedLink),
    ).toBe(false);
  });
});

describe('a publication’s parts in a built page', () => {
  const built =
    '<!DOCTYPE html><html lang="de"><head><title>Alt | SMO</title><meta name="description" content="alt"/><meta property="og:title" content="Alt | SMO"/><meta property="og:description" content="alt"/><style>a{}</style><script type="application/ld+json">{"a":1}</script><script>x()</script></head><body><header>H</header><main id="main" tabindex="-1"><h1>Alt</h1></main><footer>F</footer></body></html>';

  it('cuts the parts a copy writes and puts others in their place, leaving the rest as built', () => {
    const parts = pagePartsOf(built);
    expect(withPageParts(built, parts)).toBe(built);
    const next = {
      ...parts,
      main: '<main id="main" tabindex="-1"><h1>Neu $&amp; $1</h1></main>',
      title: '<title>Neu | SMO</title>',
      jsonLd: [
        '<script type="application/ld+json">{"b":2}</script>',
        '<script type="application/ld+json">{"c":3}</script>',
      ],
    };
    const page = withPageParts(built, next)!;
    expect(page).toContain('<h1>Neu $&amp; $1</h1>');
    expect(page).toContain('<title>Neu | SMO</title>');
    expect(page).not.toContain('{"a":1}');
    expect(page).toContain(
      '<style>a{}</style><script type="application/ld+json">{"b":2}</script><script type="application/ld+json">{"c":3}</script><script>x()</script></head>',
    );
    expect(page).toContain('<style>a{}</style>');
    expect(page).toContain('<script>x()</script>');
    expect(page).toContain('<header>H</header>');
    expect(pagePartsOf(page)).toEqual(next);
  });

  it('leaves a built page that has no place for the parts alone', () => {
    expect(
      withPageParts('<html><head></head><body><div>x</div></body></html>', pagePartsOf(built)),
    ).toBeUndefined();
  });
});
