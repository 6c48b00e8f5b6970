import type { SecretBox } from '../secretsAtRest/secretBox.ts';
import type { SubmissionKind } from './types.ts';

/**
 * When the visitor was shown the form, as the server saw it: a cookie set with the form's page, holding that time
 * and the server's tag over it, so a client can neither send a number of its own (`fillTimeMs: 1e309` passed the
 * old check) nor make one up. It works whether the form is sent by its script or, without one, by the browser.
 * The first time within an hour is kept when the page is shown again (a second tab, a reload), so a person who
 * opened the form long ago is not taken for a bot because they looked at it once more before sending.
 */
export const formStartedCookie = (kind: SubmissionKind) => `__Host-${kind}-form`;

const purpose = 'form shown';
/** A time is kept on a new visit of the page this long, then the visit starts a new one. */
const keptForMs = 3_600_000;
/** After this long, the time no longer counts (a form left open longer is sent anyway, as spam to review). */
const validForMs = 7 * 86_400_000;

const value = (kind: SubmissionKind, shownAt: number, secrets: SecretBox) =>
  `${shownAt}.${secrets.tag(purpose, `${kind}.${shownAt}`)}`;

/** The time a request's cookie says its form was shown, if the server issued it and it is still valid. */
export function formShownAt(
  cookieHeader: string | undefined,
  kind: SubmissionKind,
  now: number,
  secrets: SecretBox,
): number | undefined {
  const name = formStartedCookie(kind);
  const cookie = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const match = cookie && /^(\d{13})\.([0-9a-f]{64})$/.exec(cookie);
  if (!match) return undefined;
  const shownAt = Number(match[1]);
  if (!sameText(value(kind, shownAt, secrets), cookie)) return undefined;
  return shownAt <= now && now - shownAt < validForMs ? shownAt : undefined;
}

/** The `Set-Cookie` for a visit of the form's page at `now`; undefined when the visitor's earlier time stays. */
export function formShownCookie(
  cookieHeader: string | undefined,
  kind: SubmissionKind,
  now: number,
  secrets: SecretBox,
): string | undefined {
  const earlier = formShownAt(cookieHeader, kind, now, secrets);
  if (earlier !== undefined && now - earlier < keptForMs) return undefined;
  return `${formStartedCookie(kind)}=${value(kind, now, secrets)}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${validForMs / 1000}`;
}

/** Compares two texts in time that depends only on their length. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The form on a page's path, if it has one: `/survey`, `/en/support`, … */
export function formOfPage(path: string): SubmissionKind | undefined {
  return /^(?:\/en)?\/(survey|support)\/?$/.exec(path)?.[1] as SubmissionKind | undefined;
}
