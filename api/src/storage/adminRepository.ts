import { adminAccountRepository } from './adminAccountRepository.ts';
import { adminSessionRepository } from './adminSessionRepository.ts';
import type { Connection } from './connection.ts';
import { signInFailureRepository } from './signInFailureRepository.ts';
import type { AdminRepository } from './store.ts';

/** Admin accounts, sessions, setup tokens and failed sign-ins in SQLite. */
export function adminRepository(db: Connection): AdminRepository {
  return {
    ...adminAccountRepository(db),
    ...adminSessionRepository(db),
    ...signInFailureRepository(db),
    async removeExpired(now, failuresBefore) {
      db.transaction(() => {
        db.prepare('DELETE FROM admin_sessions WHERE expires_at <= ?').run(now);
        db.prepare('DELETE FROM admin_setup_tokens WHERE expires_at <= ?').run(now);
        db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(failuresBefore);
      })();
    },
  };
}
