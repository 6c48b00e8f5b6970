import {
  isAccountErrorCode,
  type LoadedPasswordStrength,
  newAccountSchema,
  type PasswordFeedback,
  validateFields,
} from '@site/schemas';
import { SettingError } from '../config.ts';
import { applyEnvironmentAdmin, issueSetupToken, setupLinkMinutes } from './accounts.ts';
import type { AuthDeps } from './authDeps.ts';
import { accountRefusal, isCommonPassword, verifyPassword } from './passwords.ts';

export interface AdminEnvironment {
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
}

/** An admin account from the environment, already checked. */
export interface EnvironmentAdmin {
  email: string;
  password: string;
}

/**
 * The first admin from `ADMIN_EMAIL` + `ADMIN_PASSWORD`, checked as the setup form checks it (the strength too when
 * `strength` is given: the Node server loads it when ADMIN_PASSWORD is set; see the README on Workers); undefined
 * when neither is set. Throws a SettingError naming the variables, so a server can refuse them before it opens
 * anything.
 */
export function environmentAdmin(
  env: AdminEnvironment,
  strength?: LoadedPasswordStrength,
): EnvironmentAdmin | undefined {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new SettingError('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both, or neither.');
  let feedback: PasswordFeedback | undefined;
  const checked = validateFields(
    newAccountSchema,
    { email, password },
    {
      context: {
        isCommonPassword,
        passwordStrength: strength?.estimate,
        onWeakPassword: (weak: PasswordFeedback) => {
          feedback = weak;
        },
      },
      isCode: isAccountErrorCode,
    },
  );
  if (!checked.ok) {
    const weak = feedback && strength ? { feedback, words: strength.words } : undefined;
    throw new SettingError(`ADMIN_EMAIL/ADMIN_PASSWORD refused: ${accountRefusal(checked.fields, weak)}.`);
  }
  return { email: checked.value.email, password };
}

/**
 * What the server does about admins before it answers anyone: applies the admin from `ADMIN_EMAIL` +
 * `ADMIN_PASSWORD` (`environmentAdmin`, checked before the server opened anything), so that admin can sign in
 * from the first request. Returns the lines to print (never a password).
 */
export async function applyAdminSettings(
  deps: AuthDeps,
  admin: EnvironmentAdmin | undefined,
): Promise<string[]> {
  const lines: string[] = [];
  if (admin) {
    const { email, password } = admin;
    const outcome = await applyEnvironmentAdmin(deps, email, password, (hash) =>
      verifyPassword(hash, password),
    );
    if (outcome === 'created') lines.push(`Admin ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    if (outcome === 'password_reset')
      lines.push(`Admin ${email}: password set from ADMIN_PASSWORD; their sessions were ended.`);
  }
  return lines;
}

/** While no admin exists, a one-time setup link on this origin, as the line to print; else no line. */
export async function setupLinkLines(deps: AuthDeps, siteOrigin: string): Promise<string[]> {
  const token = await issueSetupToken(deps);
  return token
    ? [
        `No admin yet: open ${siteOrigin}/admin/setup?token=${token} within ${setupLinkMinutes} minutes to create the first one (the link works once).`,
      ]
    : [];
}

/** Both of the above, for a server that knows its origin before its first request (the worker). */
export async function prepareAdminAccess(
  deps: AuthDeps,
  admin: EnvironmentAdmin | undefined,
  siteOrigin: string,
): Promise<string[]> {
  return [...(await applyAdminSettings(deps, admin)), ...(await setupLinkLines(deps, siteOrigin))];
}
