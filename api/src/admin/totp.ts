import { Secret, TOTP } from 'otpauth';
import type { TotpEnrolment } from '@site/schemas';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const period = 30;
const digits = 6;
const issuer = 'SMO Admin';

function totpFor(secret: string, email = '') {
  return new TOTP({
    issuer,
    label: email,
    algorithm: 'SHA1',
    digits,
    period,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret (RFC 4226's recommended length), in the base32 form apps accept typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpEnrolment(secret: string, email: string): Promise<TotpEnrolment> {
  const uri = totpFor(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * The time step a code belongs to, if it is the code of the current step or of the one before (a code typed as it
 * changed, a phone clock a little behind); otherwise undefined. A code of the next step is refused: accepting it
 * would use that step up, so the real code shown next would then be refused. The caller refuses a step that was
 * already used, so a code works once.
 */
export function totpStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null || delta > 0) return undefined;
  return Math.floor(now / 1000 / period) + delta;
}

/** The code an authenticator shows at `now`; for tests and the command line. */
export function totpCode(secret: string, now: number): string {
  return totpFor(secret).generate({ timestamp: now });
}
