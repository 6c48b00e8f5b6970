import type { AdminInvitation } from '../store.ts';
import { emailKey } from './adminRows.ts';

/** A row of `admin_invitations`. */
export interface InvitationRow {
  token_digest: string;
  handle: string;
  email: string;
  role: AdminInvitation['role'];
  lang: AdminInvitation['lang'];
  invited_by: string;
  created_at: string;
  expires_at: string;
}

/** The columns a new invitation is inserted with, in order. */
export const invitationColumns = [
  'token_digest',
  'handle',
  'email',
  'email_key',
  'role',
  'lang',
  'invited_by',
  'created_at',
  'expires_at',
] as const;

export const invitationToRow = (invitation: AdminInvitation): string[] => [
  invitation.tokenDigest,
  invitation.handle,
  invitation.email,
  emailKey(invitation.email),
  invitation.role,
  invitation.lang,
  invitation.invitedBy,
  invitation.createdAt,
  invitation.expiresAt,
];

export const invitationFromRow = (row: InvitationRow): AdminInvitation => ({
  tokenDigest: row.token_digest,
  handle: row.handle,
  email: row.email,
  role: row.role,
  lang: row.lang,
  invitedBy: row.invited_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/**
 * An invitation (of `table`, or its alias) still open at a time: not used, not revoked, not expired, and its inviter
 * still an owner (an owner removed or demoted takes their open invitations with them).
 */
export const openInvitation = (now: string, table = 'admin_invitations') =>
  `${table}.used_at IS NULL AND ${table}.revoked_at IS NULL AND ${table}.expires_at > ${now}
   AND EXISTS (SELECT 1 FROM admin_accounts inviter WHERE inviter.id = ${table}.invited_by AND inviter.role = 'owner')`;
