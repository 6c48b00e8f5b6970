import type { FieldErrors } from './fieldError.ts';

/**
 * A form sent by the browser itself (no script ran) is answered by the server with the form's page again when it
 * cannot be stored as it is: the visitor's values kept, each field's message beside it and a notice at the top.
 * The server cannot render React, so the build leaves it a template per form page (`FormAnswerTemplate`, written
 * by app/scripts/prerender.ts from the form's own component) and the server fills it in (api/src/forms/). The
 * island then hydrates over that HTML with the same answer in its props, so the scripted form takes over
 * exactly what the visitor sees.
 */

/** Why the form came back: a required answer missing, other invalid answers, too many posts, or the store failed. */
export const formNotices = ['missing', 'invalid', 'rateLimited', 'failed'] as const;
export type FormNotice = (typeof formNotices)[number];

export interface FormAnswer {
  /** What the visitor sent for each of the form's fields, as sent (a rating as text). */
  values: Record<string, string>;
  /** The schema's code per invalid field. */
  errors: FieldErrors<string>;
  /** What the notice at the top of the form says (the server always sends one; the build renders without). */
  notice?: FormNotice;
  /** With `rateLimited`: when the visitor may send again. */
  retryAfterSeconds?: number;
}

/** The props of a form's island: its page language and, on an answer page, the answer. */
export interface FormIslandProps<Lang extends string = string> {
  lang: Lang;
  answer?: FormAnswer;
}

/**
 * The island's HTML cut where answers change it: `segments[0]`, field 1, `segments[1]`, … field n, `segments[n]`.
 * A field's HTML is picked by `${choice}|${code}`: `choice` is the chosen value of a choice field (a select, a
 * radio group; '' or '0' when none is chosen) and '' for a text field, whose value is written where its
 * `answerValueToken` stands; `code` is the field's error code or ''. The notice goes into the element marked
 * `data-form-notice`.
 */
export interface FormAnswerTemplate {
  island: string;
  fields: string[];
  /** The values each choice field may hold, the "nothing chosen" value first. */
  choices: Record<string, string[]>;
  segments: string[];
  notices: Record<FormNotice, string>;
  slots: Record<string, Record<string, string>>;
}

/** Where a text field's value stands in the template (private-use characters no render produces otherwise). */
export const answerValueToken = (field: string) => `\uE000${field}\uE000`;
/** Where the seconds to wait stand in the rate-limit notice. */
export const retryAfterToken = '\uE001';

/** The template beside a form page's HTML, read by the server only (the site never serves `*.server.json`). */
export const formAnswerTemplateFile = (pagePath: string) =>
  `${pagePath === '/' ? '' : pagePath}/form.server.json`;
