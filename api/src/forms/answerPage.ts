import {
  answerValueToken,
  type FormAnswer,
  type FormAnswerTemplate,
  type FormIslandProps,
  retryAfterToken,
} from '@site/schemas';

/*
 * The form's page again, as the server answers a form the browser sent itself (no script ran) when it cannot be
 * stored as it is: the prerendered page with its form island filled in from the template the build left beside it
 * (`FormAnswerTemplate`, app/src/forms/answerTemplate.ts): the visitor's values, each field's message and the
 * notice. Runtime-free string work, the same on Node and workerd. Everything the visitor sent goes in as escaped
 * text, never as markup.
 */

/** Text as HTML text or as a quoted attribute's value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The end of the `<div` element starting at `start`: counts nested divs (the island's HTML is React's). */
function divEnd(html: string, start: number): { openEnd: number; end: number } {
  const openEnd = html.indexOf('>', start) + 1;
  const tags = /<div\b|<\/div>/g;
  tags.lastIndex = openEnd;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { openEnd, end: tag.index };
  }
  throw new Error('The form island has no end');
}

/** The island's inner HTML for this answer: the template's parts, each field's picked and filled in. */
export function answeredForm(template: FormAnswerTemplate, answer: FormAnswer): string {
  const parts: string[] = [];
  template.fields.forEach((field, index) => {
    parts.push(template.segments[index]!);
    const code = answer.errors[field] ?? '';
    const value = answer.values[field] ?? '';
    const choices = template.choices[field];
    const slots = template.slots[field]!;
    if (choices) {
      const none = choices[0] ?? '';
      // A choice the field cannot hold, or one refused, shows as nothing chosen, with its message.
      const chosen = code === '' && choices.includes(value) ? value : none;
      parts.push(slots[`${chosen}|${code}`] ?? slots[`${none}|`]!);
    } else {
      const slot = slots[`|${code}`] ?? slots['|']!;
      // The parser drops a newline right after <textarea>'s start tag: one more keeps the visitor's.
      const text =
        slot.includes(`>${answerValueToken(field)}</textarea>`) && value.startsWith('\n')
          ? `\n${value}`
          : value;
      // A function, so `$&` and its kin in what the visitor typed stay text, not replacement patterns.
      parts.push(slot.replaceAll(answerValueToken(field), () => escapeHtml(text)));
    }
  });
  parts.push(template.segments[template.fields.length]!);
  let html = parts.join('');
  if (answer.notice) {
    const notice = template.notices[answer.notice].replaceAll(
      retryAfterToken,
      String(answer.retryAfterSeconds ?? ''),
    );
    // Focused on arrival, so the notice is what a screen reader reads first and the next Tab reaches the fields.
    html = html.replace(
      /(<div\b[^>]*data-form-notice=""[^>]*)>/,
      (_, start: string) => `${start} autofocus="">${notice}`,
    );
  }
  return html;
}

/**
 * The page with its form island showing `answer`; its props carry the answer too, so the island, when its script
 * runs, hydrates over exactly this HTML.
 */
export function answerPage(
  pageHtml: string,
  template: FormAnswerTemplate,
  props: FormIslandProps & { answer: FormAnswer },
): string {
  const marker = `data-island="${template.island}"`;
  const start = pageHtml.lastIndexOf('<div', pageHtml.indexOf(marker));
  if (start < 0 || !pageHtml.includes(marker)) throw new Error(`The page holds no ${template.island}`);
  const { openEnd, end } = divEnd(pageHtml, start);
  const openTag = pageHtml
    .slice(start, openEnd)
    .replace(/ data-props="[^"]*"/, () => ` data-props="${escapeHtml(JSON.stringify(props))}"`);
  return pageHtml.slice(0, start) + openTag + answeredForm(template, props.answer) + pageHtml.slice(end);
}
