import { describe, expect, it } from 'vitest';
import { auditDetailLines } from './auditDetails';

describe('audit entry details as an admin reads them', () => {
  it('says of a changed product only what changed, before and after', () => {
    const details = {
      before: { name: 'NOVA', type: 'AI Coaching', status: 'draft', baseColor: '#235789', description: '' },
      after: { name: 'NOVA', type: 'AI Coaching', status: 'active', baseColor: '#235789', description: '' },
    };
    expect(auditDetailLines(details, 'en')).toEqual([['Status', 'draft → active']]);
    expect(auditDetailLines(details, 'de')).toEqual([['Status', 'Entwurf → aktiv']]);
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

  it('shows nothing for an entry without details, and a key it does not know by its name', () => {
    expect(auditDetailLines({}, 'en')).toEqual([]);
    expect(auditDetailLines({ before: null }, 'en')).toEqual([]);
    expect(auditDetailLines({ newFact: true }, 'de')).toEqual([['newFact', 'ja']]);
  });
});
