import { bidiControlMarker, bidiControls } from '@site/schemas';
import * as styles from './submissions.css';

export { bidiControlMarker, withVisibleBidiControls } from '@site/schemas';

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
