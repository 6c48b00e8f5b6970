import { isHexColor, normalizeHex } from './hex';
import type { SchemeSource } from './tokenExport';

const schemeId = /^[a-z][a-z0-9-]{1,39}$/;

/** Base64url (RFC 4648 §5, no padding) of UTF-8, so a scheme name in any script survives a URL unescaped. */
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return undefined;
  try {
    const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * A scheme as one URL-safe word, for a share link: base64url of `{"v":1,"id","name","baseColor"}`. The version
 * lets a later format be told apart from this one; the palettes are left out because the rule derives them.
 */
export function encodeSchemeShare({ id, name, baseColor }: SchemeSource): string {
  return toBase64Url(JSON.stringify({ v: 1, id, name, baseColor: normalizeHex(baseColor) }));
}

/**
 * Reads a share code back, or `undefined` for anything that is not one: a link is typed, cut short or edited by
 * hand, and must never put a half-read scheme into someone's drafts.
 */
export function decodeSchemeShare(code: string): SchemeSource | undefined {
  if (code.length > 600) return undefined;
  const json = fromBase64Url(code);
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { v, id, name, baseColor } = value as Record<string, unknown>;
  if (v !== 1 || typeof id !== 'string' || !schemeId.test(id)) return undefined;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 50) return undefined;
  if (typeof baseColor !== 'string' || !isHexColor(baseColor)) return undefined;
  return { id, name, baseColor: normalizeHex(baseColor) };
}
