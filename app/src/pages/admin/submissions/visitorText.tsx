import * as styles from './submissions.css';

/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069)
 * and the marks (LRM U+200E, RLM U+200F, ALM U+061C). In a visitor's text they are invisible and reorder what
 * follows ("Trojan Source": `U+202E` makes `gpj.exe` read as `exe.jpg`), so the inbox shows each as its code point.
 */
const bidiControls = /([\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])/u;

const codePoint = (control: string) =>
  `U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The marker a control is shown as, in text and in names for assistive technology alike. */
export const bidiControlMarker = (control: string) => `⟨${codePoint(control)}⟩`;

/** Visitor text for a place that takes only a string (a dialog title, an accessible name): controls as markers. */
export function withVisibleBidiControls(text: string): string {
  return text
    .split(bidiControls)
    .map((part, index) => (index % 2 === 1 ? bidiControlMarker(part) : part))
    .join('');
}

/**
 * Visitor text as the inbox shows it: isolated from the text around it (`<bdi>`, so right-to-left letters in a
 * name cannot move the columns' words either), every bidirectional control shown as a styled marker.
 */
export function VisitorText({ text }: { text: string }) {
  const parts = text.split(bidiControls);
  let offset = 0;
  return (
    <bdi>
      {parts.map((part, index) => {
        const key = offset;
        offset += part.length;
        return index % 2 === 1 ? (
          <span key={key} className={styles.bidiControl}>
            {bidiControlMarker(part)}
          </span>
        ) : (
          part
        );
      })}
    </bdi>
  );
}

/**
 * A `mailto:` link to a stored address. The support form refuses addresses with `?`, `&`, `=`, `#` or `%`, but
 * rows stored before that rule may hold them, so each part is percent-encoded: the link can only ever address the
 * text shown, never add a subject, a body or another recipient.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
