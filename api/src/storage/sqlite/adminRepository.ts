import type { AdminRepository } from '../store.ts';
import { adminAccountRepository } from './adminAccountRepository.ts';
import { adminSessionRepository } from './adminSessionRepository.ts';
import { invitationRepository } from './invitationRepository.ts';
import { type SqliteDatabase, sql } from './database.ts';
import { signInFailureRepository } from './signInFailureRepository.ts';

/** Admin accounts, sessions, invitations, setup tokens and failed sign-ins. */
export function adminRepository(db: SqliteDatabase): AdminRepository {
  return {
    ...adminAccountRepository(db),
    ...adminSessionRepository(db),
    ...signInFailureRepository(db),
    ...invitationRepository(db),
    async removeExpired(now, failuresBefore) {
      await db.batch([
        sql(db, 'DELETE FROM admin_sessions WHERE expires_at <= ?', now),
        sql(db, 'DELETE FROM admin_setup_tokens WHERE expires_at <= ?', now),
        sql(db, 'DELETE FROM sign_in_failures WHERE failed_at <= ?', failuresBefore),
      ]);
    },
  };
}
