import { type SubmissionKind, supportFields, surveyFields } from '@site/schemas';

/**
 * A form the browser sent itself: `application/x-www-form-urlencoded` (a `<form method="post">` without an
 * `enctype`), UTF-8 as every page of the site is. Multipart is not accepted: the forms send no files.
 */
export function isFormContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';');
  if (type?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() !== 'charset') return parameter.trim() === '';
    return ['utf-8', 'utf8', '"utf-8"'].includes(value?.trim().toLowerCase() ?? '');
  });
}

const answerFields: Record<SubmissionKind, readonly string[]> = {
  survey: surveyFields,
  support: supportFields,
};

/**
 * The form's fields as the browser sent them (the first of a repeated name). A browser sends every line break in a
 * form's text as CR LF (HTML's form submission rules); the scripted form sends the LF the text box holds, so the
 * line breaks are turned back into that: the same message is stored the same either way.
 */
export function sentValues(kind: SubmissionKind, params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of answerFields[kind]) {
    const value = params.get(field);
    if (value !== null) values[field] = value.replace(/\r\n?/g, '\n');
  }
  return values;
}

/**
 * The submission as the scripted form sends it (`app/src/forms/submission.ts`), so one schema validates both: the
 * answers without the empty ones (an optional field left empty, a choice not made), the rating as a number when
 * it is one (the schema refuses any other text as `invalid_type`), the honeypot, and the page's language.
 */
export function submissionJson(kind: SubmissionKind, params: URLSearchParams, lang: 'de' | 'en'): string {
  const submission: Record<string, string | number> = {};
  for (const [field, value] of Object.entries(sentValues(kind, params))) {
    if (value === '') continue;
    submission[field] = field === 'rating' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  }
  submission.website = params.get('website') ?? '';
  submission.lang = lang;
  return JSON.stringify(submission);
}
