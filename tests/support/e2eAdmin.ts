/** The admin the e2e server creates on start (ADMIN_EMAIL / ADMIN_PASSWORD, with MFA off for speed). */
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'correct horse battery staple' };

export const e2eAdminEnvironment = {
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  ADMIN_MFA: 'off',
  // The tests' webhook receivers listen on this machine.
  WEBHOOK_ALLOW_PRIVATE: 'on',
};
