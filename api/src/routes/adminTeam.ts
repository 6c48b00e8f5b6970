import {
  invitationAcceptanceSchema,
  invitationSchema,
  mailChoicesSchema,
  roleChangeSchema,
} from '@site/schemas';
import { Hono } from 'hono';
import { hashPassword, newPasswordContext } from '../admin/passwords.ts';
import { newHandle, newSecretToken, secretDigest } from '../admin/secrets.ts';
import { newSession } from '../admin/sessions.ts';
import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin, requireRecentReauthentication } from '../http/adminSession.ts';
import { apiError, apiJson } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { type JsonBodyVariables, jsonBody } from '../http/jsonBody.ts';
import { noFields, validatedJson } from '../http/validatedJson.ts';
import { timeOrderedId, timeOrderedIdPattern } from '../ids.ts';
import { invitationMail } from '../mail/invitation.ts';
import { mayReadSubmissions } from '../mail/recipients.ts';
import type { MailTransport } from '../mail/transport.ts';
import { sessionAnswer } from './adminSignIn.ts';

type Env = { Variables: AdminVariables & JsonBodyVariables };

/** An invitation's link works this long. */
export const invitationHours = 72;

/**
 * The team: owners give admins roles and invite new ones by a one-time link (72 h, once, only its digest stored,
 * e-mailed when e-mail is on and always shown once to the owner), which the invitee opens to set a password and
 * then a second factor; every admin chooses what they are e-mailed about. Who may use which route:
 * admin/permissions.ts.
 */
export function adminTeamRoutes(deps: AppDeps & { mailTransport?: MailTransport | undefined }) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();
  const recentPassword = requireRecentReauthentication(deps);

  return new Hono<Env>()
    .put('/accounts/:id/role', signedIn, recentPassword, body, async (c) => {
      const { account } = c.get('admin')!;
      const id = c.req.param('id');
      if (!timeOrderedIdPattern.test(id)) return apiError(400, 'invalid_id');
      const input = validatedJson(c.get('bodyText'), roleChangeSchema);
      if (!input.ok) return input.response;
      const target = await store.admins.findAccount(id);
      if (!target) return apiError(404, 'not_found');
      if (target.role === input.value.role) return apiJson(200, { id, role: target.role });
      const changed = await store.admins.setRole(
        id,
        input.value.role,
        auditEntry(clock.now(), 'role_changed', accountActor(account), clientFacts(c, deps), target.email, {
          from: target.role,
          to: input.value.role,
        }),
      );
      if (!changed) {
        if (!(await store.admins.findAccount(id))) return apiError(404, 'not_found');
        return apiError(409, 'last_owner');
      }
      return apiJson(200, { id, role: input.value.role });
    })
    .get('/invitations', signedIn, async () => {
      const open = await store.admins.listInvitations(new Date(clock.now()).toISOString());
      return apiJson(200, {
        invitations: open.map(({ handle, email, role, lang, createdAt, expiresAt }) => ({
          handle,
          email,
          role,
          lang,
          createdAt,
          expiresAt,
        })),
        mail: config.mail !== undefined,
      });
    })
    .post('/invitations', signedIn, recentPassword, body, async (c) => {
      const { account } = c.get('admin')!;
      const input = validatedJson(c.get('bodyText'), invitationSchema);
      if (!input.ok) return input.response;
      const { email, role, lang } = input.value;
      if (await store.admins.findAccountByEmail(email))
        return apiError(409, 'email_taken', { email: 'invalid_email' });
      const now = clock.now();
      const token = newSecretToken();
      const handle = newHandle();
      // The link's address is the configured one (SITE_URL), never the request's Host, which a client chooses;
      // without it the screen puts the link on its own address.
      const path = `/admin/invitation?token=${token}`;
      const link = config.mail ? `${config.mail.siteUrl}${path}` : path;
      // Sent at once rather than through the outbox: the outbox would have to keep the link, a secret.
      let emailed = false;
      if (config.mail && deps.mailTransport) {
        const composed = invitationMail(link, role, lang, invitationHours);
        emailed = await deps
          .mailTransport({
            from: config.mail.from,
            to: email,
            ...composed,
            messageId: `<invitation.${handle}@${new URL(config.mail.siteUrl).hostname}>`,
          })
          .then(() => true)
          .catch(() => false);
      }
      await store.admins.createInvitation(
        {
          tokenDigest: secretDigest(token),
          handle,
          email,
          role,
          lang,
          invitedBy: account.id,
          createdAt: new Date(now).toISOString(),
          expiresAt: new Date(now + invitationHours * 3_600_000).toISOString(),
        },
        auditEntry(now, 'invitation_created', accountActor(account), clientFacts(c, deps), email, {
          role,
          emailed,
          invitation: handle,
        }),
      );
      // The link is shown this once, to be copied: only its digest is kept.
      return apiJson(201, { handle, link, emailed, expiresInHours: invitationHours });
    })
    .delete('/invitations/:handle', signedIn, recentPassword, body, noFields, async (c) => {
      const { account } = c.get('admin')!;
      const handle = c.req.param('handle');
      if (!/^[A-Za-z0-9_-]{16}$/.test(handle)) return apiError(404, 'not_found');
      const now = clock.now();
      const open = (await store.admins.listInvitations(new Date(now).toISOString())).find(
        (i) => i.handle === handle,
      );
      const revoked = await store.admins.revokeInvitation(
        handle,
        new Date(now).toISOString(),
        auditEntry(
          now,
          'invitation_revoked',
          accountActor(account),
          clientFacts(c, deps),
          open?.email ?? null,
          {
            invitation: handle,
          },
        ),
      );
      return revoked ? apiJson(200, { revoked: handle }) : apiError(404, 'not_found');
    })
    .get('/invitations/accept', async (c) => {
      const token = c.req.query('token') ?? '';
      const invitation = token
        ? await store.admins.findInvitation(secretDigest(token), new Date(clock.now()).toISOString())
        : undefined;
      return apiJson(
        200,
        invitation
          ? { usable: true as const, email: invitation.email, role: invitation.role, lang: invitation.lang }
          : { usable: false as const },
      );
    })
    .post('/invitations/accept', body, async (c) => {
      const token = c.req.query('token') ?? '';
      const now = clock.now();
      const digest = secretDigest(token);
      const invitation = token
        ? await store.admins.findInvitation(digest, new Date(now).toISOString())
        : undefined;
      if (!invitation) return apiError(410, 'setup_link_invalid');
      const input = validatedJson(
        c.get('bodyText'),
        invitationAcceptanceSchema,
        await newPasswordContext(invitation.email),
      );
      if (!input.ok) return input.response;
      const id = timeOrderedId(now);
      const facts = clientFacts(c, deps);
      const outcome = await store.admins.acceptInvitation(
        digest,
        new Date(now).toISOString(),
        {
          id,
          passwordHash: await hashPassword(input.value.password),
          createdAt: new Date(now).toISOString(),
        },
        auditEntry(now, 'invitation_accepted', { id, name: invitation.email }, facts, invitation.email, {
          role: invitation.role,
          invitation: invitation.handle,
        }),
      );
      if (outcome === 'email_taken') return apiError(409, 'email_taken', { email: 'invalid_email' });
      if (outcome !== 'created') return apiError(410, 'setup_link_invalid');
      // Whoever was signed in on this browser is signed out: the browser now belongs to the new admin.
      const previous = c.get('admin');
      if (previous) await store.admins.endSession(previous.session.idDigest);
      // As after the setup link: the new admin goes on to set up their second factor.
      const stage = config.adminSecondFactor ? 'enrolment' : 'signed_in';
      const issued = newSession(id, stage, now, config, facts);
      await store.admins.createSession(issued.session);
      return sessionAnswer(
        { kind: 'session', token: issued.token, maxAgeSeconds: issued.maxAgeSeconds, stage },
        {},
        201,
      );
    })
    .get('/mail-choices', signedIn, async (c) => {
      const { account } = c.get('admin')!;
      return apiJson(200, { ...account.mailChoices, lang: account.lang, mail: config.mail !== undefined });
    })
    .put('/mail-choices', signedIn, body, async (c) => {
      const { account } = c.get('admin')!;
      const input = validatedJson(c.get('bodyText'), mailChoicesSchema);
      if (!input.ok) return input.response;
      const { lang, ...choices } = input.value;
      // E-mails about submissions carry what visitors sent: only for the roles that may read the inbox.
      if (!mayReadSubmissions(account.role) && (choices.support || choices.survey || choices.digest))
        return apiError(403, 'forbidden');
      await store.admins.setMailChoices(account.id, choices, lang);
      await store.audit.record(
        auditEntry(
          clock.now(),
          'mail_choices_changed',
          accountActor(account),
          clientFacts(c, deps),
          account.email,
          {
            ...choices,
            lang,
          },
        ),
      );
      return apiJson(200, { ...choices, lang, mail: config.mail !== undefined });
    });
}
