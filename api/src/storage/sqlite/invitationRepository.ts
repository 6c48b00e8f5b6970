import {
  type InvitationRow,
  invitationColumns,
  invitationFromRow,
  invitationToRow,
  openInvitation,
} from '../rows/invitationRows.ts';
import type { AdminInvitations } from '../store.ts';
import { auditStatement } from './auditLogRepository.ts';
import { row, rows, type SqliteDatabase, sql } from './database.ts';

/** The columns of an account made from an invitation, in the order the INSERT below gives them. */
const acceptedColumns = 'id, email, email_key, role, lang, password_hash, created_at, password_changed_at';

/** Invitations to join as an admin: each change and its audit entry in one batch. */
export function invitationRepository(db: SqliteDatabase): AdminInvitations {
  return {
    async createInvitation(invitation, entry) {
      await db.batch([
        sql(
          db,
          `INSERT INTO admin_invitations (${invitationColumns.join(', ')}) VALUES (${invitationColumns.map(() => '?').join(', ')})`,
          ...invitationToRow(invitation),
        ),
        auditStatement(db, entry),
      ]);
    },
    async findInvitation(tokenDigest, now) {
      const found = await row<InvitationRow>(
        sql(
          db,
          `SELECT * FROM admin_invitations WHERE token_digest = ? AND ${openInvitation('?')}`,
          tokenDigest,
          now,
        ),
      );
      return found && invitationFromRow(found);
    },
    async listInvitations(now) {
      const found = await rows<InvitationRow>(
        sql(db, `SELECT * FROM admin_invitations WHERE ${openInvitation('?')} ORDER BY created_at DESC`, now),
      );
      return found.map(invitationFromRow);
    },
    async revokeInvitation(handle, at, entry) {
      const [revoked] = await db.batch([
        sql(
          db,
          'UPDATE admin_invitations SET revoked_at = ?1 WHERE handle = ?2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?1',
          at,
          handle,
        ),
        auditStatement(db, entry, true),
      ]);
      return revoked!.meta.changes === 1;
    },
    async acceptInvitation(tokenDigest, now, account, entry) {
      // The link is used up only together with the account it creates, whose address and role are the
      // invitation's: an address that became an admin's since creates nothing, and the link stays open.
      const [claimed, created] = await db.batch([
        sql(
          db,
          `UPDATE admin_invitations SET used_at = ?1 WHERE token_digest = ?2 AND ${openInvitation('?1')}
           AND NOT EXISTS (SELECT 1 FROM admin_accounts a WHERE a.email_key = admin_invitations.email_key)`,
          now,
          tokenDigest,
        ),
        sql(
          db,
          `INSERT INTO admin_accounts (${acceptedColumns})
           SELECT ?1, email, email_key, role, lang, ?2, ?3, ?3 FROM admin_invitations
           WHERE token_digest = ?4 AND changes() = 1`,
          account.id,
          account.passwordHash,
          account.createdAt,
          tokenDigest,
        ),
        auditStatement(db, entry, true),
      ]);
      if (claimed!.meta.changes === 1 && created!.meta.changes === 1) return 'created';
      const open = await row<{ taken: number }>(
        sql(
          db,
          `SELECT EXISTS (SELECT 1 FROM admin_accounts a WHERE a.email_key = i.email_key) AS taken
           FROM admin_invitations i WHERE token_digest = ? AND ${openInvitation('?', 'i')}`,
          tokenDigest,
          now,
        ),
      );
      return open?.taken ? 'email_taken' : 'invalid_token';
    },
  };
}
