import { newAccountSchema, validateFields, isAccountErrorCode } from '@site/schemas';
import { SettingError } from '../config.ts';
import { applyEnvironmentAdmin, issueSetupToken, setupLinkMinutes } from './accounts.ts';
import type { AuthDeps } from './authentication.ts';
import { accountRefusal, isCommonPassword, verifyPassword } from './passwords.ts';

export interface AdminEnvironment {
  ADMIN_EMAIL?: string | undefined;
  ADMIN_PASSWORD?: string | undefined;
}

/**
 * What the server does about admins when it starts: applies `ADMIN_EMAIL` + `ADMIN_PASSWORD` if both are set,
 * and, while no admin exists, makes a one-time setup link. Returns the lines to print (never a password).
 */
export async function prepareAdminAccess(
  deps: AuthDeps,
  env: AdminEnvironment,
  siteOrigin: string,
): Promise<string[]> {
  const lines: string[] = [];
  if (!deps.config.adminSecondFactor) {
    lines.push(
      'Warning: ADMIN_MFA=off, so admins sign in with a password alone. Use this only for development and tests.',
    );
  }
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (email || password) {
    if (!email || !password) throw new SettingError('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
    const checked = validateFields(
      newAccountSchema,
      { email, password },
      {
        context: { isCommonPassword },
        isCode: isAccountErrorCode,
      },
    );
    if (!checked.ok) {
      throw new SettingError(`ADMIN_EMAIL/ADMIN_PASSWORD refused: ${accountRefusal(checked.fields)}.`);
    }
    const outcome = await applyEnvironmentAdmin(deps, checked.value.email, password, (hash) =>
      verifyPassword(hash, password),
    );
    if (outcome === 'created')
      lines.push(`Admin ${checked.value.email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`);
    if (outcome === 'password_reset')
      lines.push(
        `Admin ${checked.value.email}: password set from ADMIN_PASSWORD; their sessions were ended.`,
      );
  }
  const token = await issueSetupToken(deps);
  if (token) {
    lines.push(
      `No admin yet: open ${siteOrigin}/admin/setup?token=${token} within ${setupLinkMinutes} minutes to create the first one (the link works once).`,
    );
  }
  return lines;
}
