/**
 * A story's copy in the language toolbar's language. `arg` is the control's value: while it is still the German
 * default, the toolbar's language decides; once a designer has typed something else in Controls, that is shown.
 */
export function toolbarCopy<T>(arg: T, copy: { de: T; en: T }, locale: unknown): T {
  return arg === copy.de && locale === 'en' ? copy.en : arg;
}
