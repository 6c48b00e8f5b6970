import { describe, expect, it } from 'vitest';
import { auditDetailLines, auditSubject } from './auditDetails';

describe('audit entry details as an admin reads them', () => {
  it('says of a changed product only what changed, before and after', () => {
    const details = {
      before: { name: 'NOVA', type: 'AI Coaching', status: 'draft', baseColor: '#235789', description: '' },
      after: { name: 'NOVA', type: 'AI Coaching', status: 'active', baseColor: '#235789', description: '' },
    };
    expect(auditDetailLines(details, 'en')).toEqual([['Status', 'draft → active']]);
    expect(auditDetailLines(details, 'de')).toEqual([['Status', 'Entwurf → aktiv']]);
  });

  it('names a product’s page address by what it is, a new one and a cleared one', () => {
    const product = {
      name: 'NOVA',
      type: 'AI Coaching',
      status: 'active',
      baseColor: '#235789',
      description: '',
    };
    const given = {
      before: { ...product, pageSlug: null },
      after: { ...product, pageSlug: 'nova-coaching' },
    };
    expect(auditDetailLines(given, 'en')).toEqual([['Page address', '– → nova-coaching']]);
    expect(auditDetailLines(given, 'de')).toEqual([['Seitenadresse', '– → nova-coaching']]);
    const cleared = { before: given.after, after: given.before };
    expect(auditDetailLines(cleared, 'en')).toEqual([['Page address', 'nova-coaching → –']]);
  });

  it('lists an added record’s fields, and a revert’s colours', () => {
    expect(auditDetailLines({ after: { name: 'FUEL', baseColor: '#FF9F1C' } }, 'de')).toEqual([
      ['Name', 'FUEL'],
      ['Grundfarbe', '#FF9F1C'],
    ]);
    expect(auditDetailLines({ before: '#235789', after: '#03B5AA', publication: 'p1' }, 'en')).toEqual([
      ['Change', '#235789 → #03B5AA'],
      ['Publication', 'p1'],
    ]);
  });

  it('words sign-in factors, inbox actions, counts and contrast warnings in the admin’s language', () => {
    expect(auditDetailLines({ factors: ['password', 'code'] }, 'de')).toEqual([
      ['Angemeldet mit', 'Passwort, Code aus der App'],
    ]);
    expect(auditDetailLines({ action: 'spam', count: 1200 }, 'de')).toEqual([
      ['Aktion', 'als Spam markiert'],
      ['Eingänge', '1.200'],
    ]);
    expect(
      auditDetailLines(
        { baseColor: '#FFD23F', contrastWarnings: [{ name: 'Text on accent', ratio: 1.9 }] },
        'en',
      ),
    ).toEqual([
      ['Base colour', '#FFD23F'],
      ['Below WCAG AA', 'Text on accent 1.9:1'],
    ]);
  });

  it('lists a publication’s failing contrast pairs with their ratios, or no contrast line at all', () => {
    const accepted = {
      name: 'SOPHIE',
      baseColor: '#FFD700',
      contrastWarnings: [{ pair: 'onProduct', name: 'text on the product colour', ratio: 1.4 }],
    };
    const { details } = auditSubject({
      kind: 'color_scheme_published',
      subject: 'sophie',
      details: accepted,
    });
    expect(auditDetailLines(details, 'de')).toEqual([
      ['Grundfarbe', '#FFD700'],
      ['Unter WCAG AA', 'Text auf der Produktfarbe 1,4:1'],
    ]);
    expect(auditDetailLines(details, 'en')).toEqual([
      ['Base colour', '#FFD700'],
      ['Below WCAG AA', 'text on the product color 1.4:1'],
    ]);
    // Entries written before this change kept an empty list when every pair passed.
    for (const lang of ['de', 'en'] as const) {
      expect(auditDetailLines({ baseColor: '#235789', contrastWarnings: [] }, lang)).toEqual([
        [lang === 'de' ? 'Grundfarbe' : 'Base colour', '#235789'],
      ]);
    }
  });

  it('heads a product’s or colour scheme’s entry with its name at the time, an older entry with what it has', () => {
    expect(
      auditSubject({
        kind: 'product_restored',
        subject: '1712345678901',
        details: { name: 'FUEL Pro' },
      }),
    ).toEqual({ subject: 'FUEL Pro', details: {} });
    // Before names were recorded: a deletion still knew the record's fields, a restore only its id.
    expect(
      auditSubject({
        kind: 'product_deleted',
        subject: '1712345678901',
        details: { before: { name: 'FUEL', status: 'active' } },
      }).subject,
    ).toBe('FUEL');
    expect(auditSubject({ kind: 'product_restored', subject: '1712345678901', details: {} }).subject).toBe(
      '1712345678901',
    );
    // Other entries keep their subject (an admin's email) and every detail.
    expect(
      auditSubject({ kind: 'account_created', subject: 'ada@example.com', details: { name: 'x' } }),
    ).toEqual({ subject: 'ada@example.com', details: { name: 'x' } });
  });

  it('shows nothing for an entry without details, and a key it does not know by its name', () => {
    expect(auditDetailLines({}, 'en')).toEqual([]);
    expect(auditDetailLines({ before: null }, 'en')).toEqual([]);
    expect(auditDetailLines({ newFact: true }, 'de')).toEqual([['newFact', 'ja']]);
  });
});
