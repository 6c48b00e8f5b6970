import type { Lang } from '@site/paths';
import { useCallback } from 'react';
import { useAdminLang } from './adminLanguage';
import frame from './frameMessages.json';

/*
 * The admin area's text, one dictionary per screen beside the screen (`products/productMessages.json` with its
 * hook in `productMessages.ts`): per key the German and the English text side by side, so a change to one language
 * is made beside the other, and a text missing a language fails the type check where its dictionary is defined.
 * English is the spec's admin wording. This file holds the frame's words (`frameMessages.json`) and the machinery.
 */

/** One text in both languages. */
export type AdminMessage = Record<Lang, string>;

/** The frame every screen sits in: its shell, tabs and the errors any screen may show. */
const frameMessages = frame satisfies Record<string, AdminMessage>;

export type FrameMessageKey = keyof typeof frameMessages;

export type AdminText<Key extends string> = (
  lang: Lang,
  key: Key,
  params?: Record<string, string | number>,
) => string;

/**
 * A screen's dictionary: answers the text of its keys, and of the frame's, in a language, with `{name}`
 * placeholders filled in.
 */
export function defineAdminMessages<Key extends string>(
  messages: Record<Key, AdminMessage>,
): AdminText<Key | FrameMessageKey> {
  const all: Record<string, AdminMessage> = { ...frameMessages, ...messages };
  return (lang, key, params) => {
    const template = all[key]![lang];
    return params
      ? template.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match))
      : template;
  };
}

/** A dictionary's text in the admin's chosen language. */
export function useAdminMessages<Key extends string>(text: AdminText<Key>) {
  const { lang } = useAdminLang();
  return useCallback(
    (key: Key, params?: Record<string, string | number>) => text(lang, key, params),
    [text, lang],
  );
}

/** The frame's text alone. */
export const adminText: AdminText<FrameMessageKey> = defineAdminMessages({});

export function useAdminT() {
  return useAdminMessages(adminText);
}
