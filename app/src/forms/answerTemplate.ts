import {
  answerValueToken,
  type FormAnswer,
  type FormAnswerTemplate,
  fieldErrorCodes,
  formNotices,
  retryAfterToken,
  solutionIds,
  supportFields,
  surveyFields,
} from '@site/schemas';
import { type ComponentType, createElement, type ReactElement } from 'react';
import type { Lang } from '../i18n/lang';
import { islandIdPrefix } from '../islands/Island';
import { SupportFormIsland } from '../pages/support/SupportFormIsland';
import { SurveyFormIsland } from '../pages/survey/SurveyFormIsland';

type Render = (node: ReactElement, identifierPrefix: string) => string;

/** The forms a page may hold, with their fields and the values each choice field may hold ("none" first). */
const forms: Record<
  string,
  {
    component: ComponentType<{ lang: Lang; answer?: FormAnswer }>;
    fields: readonly string[];
    choices: Record<string, string[]>;
  }
> = {
  'survey-form': {
    component: SurveyFormIsland,
    fields: surveyFields,
    choices: { solutionUsed: ['', ...solutionIds], rating: ['0', '1', '2', '3', '4', '5'] },
  },
  'support-form': { component: SupportFormIsland, fields: supportFields, choices: {} },
};

export const answerableForms = Object.keys(forms);

/** The element of `html` that starts at `start` (a `<div`), up to its matching `</div>`. */
function divAt(html: string, start: number): { start: number; openEnd: number; end: number } {
  const openEnd = html.indexOf('>', start) + 1;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { start, openEnd, end: tag.index + '</div>'.length };
  }
  throw new Error('An element of the form has no end');
}

/** Cuts one render of the form where answers change it: the notice's content and each field. */
function cut(html: string, fields: readonly string[]) {
  const noticeAt = html.lastIndexOf('<div', html.indexOf('data-form-notice=""'));
  if (noticeAt < 0) throw new Error('The form has no notice element');
  const notice = divAt(html, noticeAt);
  const noticeHtml = html.slice(notice.openEnd, notice.end - '</div>'.length);
  const rest = html.slice(0, notice.openEnd) + html.slice(notice.end - '</div>'.length);
  const segments: string[] = [];
  const slots: Record<string, string> = {};
  let from = 0;
  for (const field of fields) {
    const at = rest.indexOf(`<div data-field="${field}">`, from);
    if (at < 0) throw new Error(`The form has no field ${field}`);
    const slot = divAt(rest, at);
    segments.push(rest.slice(from, at));
    slots[field] = rest.slice(at, slot.end);
    from = slot.end;
  }
  segments.push(rest.slice(from));
  return { noticeHtml, segments, slots };
}

/**
 * The template the server fills in when it answers this form, sent without script, with its page again
 * (`FormAnswerTemplate`, api/src/forms/answerPage.ts): the form's own component rendered once per error code, per
 * value of each choice field and per notice, cut into the parts that change. Every render must cut into the same
 * segments, so that parts of different renders fit together; and a text field's template, its value left empty,
 * must be what the form renders for an empty field.
 */
export function formAnswerTemplate(island: string, lang: Lang, render: Render): FormAnswerTemplate {
  const form = forms[island];
  if (!form) throw new Error(`No form island is named ${island}`);
  const { fields, choices } = form;
  const none = (field: string) => choices[field]?.[0] ?? '';
  const tokens = Object.fromEntries(
    fields.map((field) => [field, field in choices ? none(field) : answerValueToken(field)]),
  );
  const renderCut = (answer: FormAnswer) =>
    cut(render(createElement(form.component, { lang, answer }), islandIdPrefix(island)), fields);

  const base = renderCut({ values: tokens, errors: {} });
  const slots: Record<string, Record<string, string>> = Object.fromEntries(
    fields.map((field) => [field, { [`${none(field)}|`]: base.slots[field]! }]),
  );
  const sameSegments = (other: { segments: string[] }, what: string) => {
    if (other.segments.join('\u0001') !== base.segments.join('\u0001'))
      throw new Error(`${island} (${lang}): the form rendered ${what} differs outside its fields`);
  };
  for (const code of fieldErrorCodes) {
    const errors = Object.fromEntries(fields.map((field) => [field, code]));
    const rendered = renderCut({ values: tokens, errors });
    sameSegments(rendered, `with ${code}`);
    for (const field of fields) slots[field]![`${none(field)}|${code}`] = rendered.slots[field]!;
  }
  for (const [field, values] of Object.entries(choices)) {
    for (const value of values.slice(1)) {
      const rendered = renderCut({ values: { ...tokens, [field]: value }, errors: {} });
      sameSegments(rendered, `with ${field} ${value}`);
      slots[field]![`${value}|`] = rendered.slots[field]!;
    }
  }
  const notices = Object.fromEntries(
    formNotices.map((notice) => {
      // The notice says the seconds to wait where the token stands; the server writes the number there.
      const answer = {
        values: tokens,
        errors: {},
        notice,
        retryAfterSeconds: retryAfterToken as unknown as number,
      };
      const rendered = renderCut(answer);
      sameSegments(rendered, `with the ${notice} notice`);
      return [notice, rendered.noticeHtml];
    }),
  ) as FormAnswerTemplate['notices'];

  const empty = renderCut({
    values: Object.fromEntries(fields.map((field) => [field, none(field)])),
    errors: {},
  });
  for (const field of fields) {
    if (field in choices) continue;
    if (base.slots[field]!.replaceAll(answerValueToken(field), '') !== empty.slots[field])
      throw new Error(`${island} (${lang}): the field ${field} renders differently when empty`);
  }
  return { island, fields: [...fields], choices, segments: base.segments, notices, slots };
}
