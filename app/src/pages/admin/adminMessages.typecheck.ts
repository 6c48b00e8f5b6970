import { defineAdminMessages } from './adminMessages';

/*
 * What a screen's dictionary must hold, for `tsc -b` (never imported, never run): every text in both languages,
 * and only its own keys and the frame's are asked for.
 */

export const complete = defineAdminMessages({ 'example.title': { de: 'Titel', en: 'Title' } });

// @ts-expect-error a text without its German
export const withoutGerman = defineAdminMessages({ 'example.title': { en: 'Title' } });

export function askedFor() {
  const frameKey = complete('de', 'shell.brand');
  // @ts-expect-error a key no dictionary of this screen has
  const unknownKey = complete('de', 'example.lead');
  return [frameKey, unknownKey];
}
