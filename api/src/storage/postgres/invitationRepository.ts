import {
  type InvitationRow,
  invitationColumns,
  invitationFromRow,
  invitationToRow,
  openInvitation,
} from '../rows/invitationRows.ts';
import type { AdminInvitations } from '../store.ts';
import { writeAudit } from './auditLogRepository.ts';
import type { Database } from './connection.ts';

/** Invitations to join as an admin, in PostgreSQL: each change and its audit entry in one transaction. */
export function invitationRepository(db: Database): AdminInvitations {
  return {
    async createInvitation(invitation, entry) {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO admin_invitations (${invitationColumns.join(', ')})
           VALUES (${invitationColumns.map((_, i) => `$${i + 1}`).join(', ')})`,
          invitationToRow(invitation),
        );
        await writeAudit(tx, entry);
      });
    },
    async findInvitation(tokenDigest, now) {
      const [found] = await db.query<InvitationRow>(
        `SELECT * FROM admin_invitations WHERE token_digest = $1 AND ${openInvitation('$2')}`,
        [tokenDigest, now],
      );
      return found && invitationFromRow(found);
    },
    async listInvitations(now) {
      const found = await db.query<InvitationRow>(
        `SELECT * FROM admin_invitations WHERE ${openInvitation('$1')} ORDER BY created_at DESC`,
        [now],
      );
      return found.map(invitationFromRow);
    },
    async revokeInvitation(handle, at, entry) {
      return db.transaction(async (tx) => {
        const revoked = await tx.query(
          `UPDATE admin_invitations SET revoked_at = $1 WHERE handle = $2 AND used_at IS NULL AND revoked_at IS NULL
           AND expires_at > $1 RETURNING 1`,
          [at, handle],
        );
        if (revoked.length === 1) await writeAudit(tx, entry);
        return revoked.length === 1;
      });
    },
    async acceptInvitation(tokenDigest, now, account, entry) {
      return db.transaction(async (tx) => {
        // The invitation row locked: of two uses of one link at once, the second finds it used.
        const [invitation] = await tx.query<InvitationRow & { email_key: string }>(
          `SELECT * FROM admin_invitations WHERE token_digest = $1 AND ${openInvitation('$2')} FOR UPDATE`,
          [tokenDigest, now],
        );
        if (!invitation) return 'invalid_token' as const;
        const inserted = await tx.query(
          `INSERT INTO admin_accounts (id, email, email_key, role, lang, password_hash, created_at, password_changed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (email_key) DO NOTHING RETURNING 1`,
          [
            account.id,
            invitation.email,
            invitation.email_key,
            invitation.role,
            invitation.lang,
            account.passwordHash,
            account.createdAt,
          ],
        );
        if (inserted.length === 0) return 'email_taken' as const;
        await tx.query('UPDATE admin_invitations SET used_at = $1 WHERE token_digest = $2', [
          now,
          tokenDigest,
        ]);
        await writeAudit(tx, entry);
        return 'created' as const;
      });
    },
  };
}
