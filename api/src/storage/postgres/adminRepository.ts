import type { AdminRepository } from '../store.ts';
import { adminAccountRepository } from './adminAccountRepository.ts';
import { adminSessionRepository } from './adminSessionRepository.ts';
import { invitationRepository } from './invitationRepository.ts';
import type { Database } from './connection.ts';
import { signInFailureRepository } from './signInFailureRepository.ts';

/** Admin accounts, sessions, invitations, setup tokens and failed sign-ins in PostgreSQL. */
export function adminRepository(db: Database): AdminRepository {
  return {
    ...adminAccountRepository(db),
    ...adminSessionRepository(db),
    ...signInFailureRepository(db),
    ...invitationRepository(db),
    async removeExpired(now, failuresBefore) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM admin_sessions WHERE expires_at <= $1', [now]);
        await tx.query('DELETE FROM admin_setup_tokens WHERE expires_at <= $1', [now]);
        await tx.query('DELETE FROM sign_in_failures WHERE failed_at <= $1', [failuresBefore]);
      });
    },
  };
}
