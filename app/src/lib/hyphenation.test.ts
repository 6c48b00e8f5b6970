import { contentFields, type PageCopy } from '@site/schemas';
import { describe, expect, it } from 'vitest';
import { hyphenatedCopy, hyphenatedListing, withSoftHyphens } from './hyphenation';
import { faqJsonLd } from './jsonLd';
import { scriptJson } from './seo';

const shown = (text: string) => text.replaceAll('\u00ad', '|');

describe('soft hyphens in published copy', () => {
  it('break long words at their syllables, by each language’s own rules, and leave shorter words whole', () => {
    expect(shown(withSoftHyphens('Unsere Digitalisierungsberatungsdienstleistungen', 'de'))).toBe(
      'Unsere Di|gi|ta|li|sie|rungs|be|ra|tungs|dienst|leis|tun|gen',
    );
    expect(shown(withSoftHyphens('Ihre Entscheidungssitzung', 'de'))).toBe('Ihre Ent|schei|dungs|sit|zung');
    expect(shown(withSoftHyphens('our responsibilities', 'en'))).toBe('our re|spon|si|bil|i|ties');
    // Eleven letters and fewer fit every place on a 320 px phone.
    expect(withSoftHyphens('Wirtschafts Beratung Strategie', 'de')).toBe('Wirtschafts Beratung Strategie');
  });

  it('leave e-mail and web addresses in running text whole', () => {
    const text =
      'Schreiben Sie an datenschutzbeauftragter@beispielunternehmen.de, besuchen Sie www.digitalisierungsberatung.de/kontaktformular (oder https://beispielunternehmen.de/datenschutzerklaerung) oder beispielunternehmen.de.';
    expect(withSoftHyphens(text, 'de')).toBe(text);
    const quoted = '„www.digitalisierungsberatung.de“ [beispielunternehmen.de] beispielunternehmen.de…';
    expect(withSoftHyphens(quoted, 'de')).toBe(quoted);
    expect(shown(withSoftHyphens('Unternehmensberatung.', 'de'))).toBe('Un|ter|neh|mens|be|ra|tung.');
  });

  it('break a word that came with a soft hyphen of its own at all its syllables', () => {
    // Pasted from a word processor: the patterns stop at a soft hyphen they find, so it goes first.
    expect(shown(withSoftHyphens('Digitali\u00adsierungsberatungsdienstleistungen', 'de'))).toBe(
      'Di|gi|ta|li|sie|rungs|be|ra|tungs|dienst|leis|tun|gen',
    );
  });

  it('leave placeholders whole and read angle brackets as text, not markup', () => {
    expect(withSoftHyphens('{participantCount} Personen', 'de')).toBe('{participantCount} Personen');
    expect(shown(withSoftHyphens('{count}Entscheidungssitzungen', 'de'))).toBe(
      '{count}Ent|schei|dungs|sit|zun|gen',
    );
    expect(shown(withSoftHyphens('<Unternehmensberatung>', 'de'))).toBe('<Un|ter|neh|mens|be|ra|tung>');
  });

  it('go into the body texts of both languages (a placeholder kept), not the meta title or links', () => {
    const page = (text: string) => ({
      meta: { title: 'Kundenzufriedenheitsanalyse', description: 'Kundenzufriedenheitsanalyse' },
      heading: text,
      cards: [
        { title: text, link: '/solutions/integrated-solutions', count: '{count} Entscheidungssitzungen' },
      ],
    });
    const builtIn = { de: page('Kundenzufriedenheitsanalyse'), en: page('Customer satisfaction analysis') };
    const copy = hyphenatedCopy(contentFields({ builtIn }), builtIn as unknown as PageCopy) as unknown as {
      de: ReturnType<typeof page>;
      en: ReturnType<typeof page>;
    };
    expect(shown(copy.de.heading)).toBe('Kun|den|zu|frie|den|heits|ana|ly|se');
    expect(shown(copy.de.cards[0]!.title)).toBe('Kun|den|zu|frie|den|heits|ana|ly|se');
    expect(shown(copy.de.cards[0]!.count)).toBe('{count} Ent|schei|dungs|sit|zun|gen');
    expect(copy.de.meta).toEqual(builtIn.de.meta);
    expect(copy.de.cards[0]!.link).toBe('/solutions/integrated-solutions');
    expect(shown(copy.en.heading)).toBe('Customer sat|is|fac|tion analysis');
  });

  it('go into the cards a listing shows of the product pages', () => {
    const [listed] = hyphenatedListing([
      {
        slug: 'beratung',
        card: {
          de: { title: 'Digitalisierungsberatung', description: 'Für Unternehmensnachfolgen' },
          en: { title: 'Consulting', description: 'For successions' },
        },
      },
    ]);
    expect(shown(listed!.card.de.title)).toBe('Di|gi|ta|li|sie|rungs|be|ra|tung');
    expect(shown(listed!.card.de.description)).toBe('Für Un|ter|neh|mens|nach|fol|gen');
    expect(listed!.card.en).toEqual({ title: 'Consulting', description: 'For successions' });
    expect(listed!.slug).toBe('beratung');
  });

  it('stay out of the structured data search engines read', () => {
    const question = withSoftHyphens('Was kostet eine Entscheidungssitzung?', 'de');
    expect(question).not.toBe('Was kostet eine Entscheidungssitzung?');
    const data = JSON.parse(scriptJson(faqJsonLd([{ question, answer: 'Siehe Preise.' }])));
    expect(data.mainEntity[0].name).toBe('Was kostet eine Entscheidungssitzung?');
  });
});
