import { boolean, type InferType, object, string } from 'yup';
import { refuseCoercion } from './fieldError.ts';

/**
 * A small team runs the business from the back office (issue: roles): an **owner** may do everything (admins,
 * roles, invitations, webhooks, retention, erasure and exports included); an **editor** looks after the products,
 * the colour schemes and the pages' content, and sees no submission; **support** answers what visitors send: the
 * inbox (reading, status, spam, search, statistics), but no export, erasure, deletion or webhooks.
 */
export const adminRoles = ['owner', 'editor', 'support'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * The parts of the back office and the roles that look after each: the API's table of routes
 * (api/src/admin/permissions.ts) and the screens (what they offer) both read it, so a role means the same on both.
 * `team` is the owner's alone: admins, roles, invitations, webhooks, the audit log, exports, erasure and deleting.
 */
export const roleAreas = {
  catalogue: ['owner', 'editor'],
  content: ['owner', 'editor'],
  inbox: ['owner', 'support'],
  team: ['owner'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type RoleArea = keyof typeof roleAreas;

/** Whether an admin of this role may use this part of the back office. */
export const roleMay = (role: AdminRole, area: RoleArea): boolean =>
  (roleAreas[area] as readonly AdminRole[]).includes(role);

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (adminRoles as readonly string[]).includes(value);

/** What an admin is e-mailed about: each new support message, each new survey answer, a daily digest. */
export interface MailChoices {
  support: boolean;
  survey: boolean;
  digest: boolean;
}

/** Until an admin chooses: owners and support hear of each new support message; editors of nothing. */
export function defaultMailChoices(role: AdminRole): MailChoices {
  return { support: role !== 'editor', survey: false, digest: false };
}

const choice = () =>
  boolean().transform(refuseCoercion('boolean')).typeError('invalid_type').required('required');

/** The Account screen's e-mail choices, as the form sends them and the API checks them. */
export const mailChoicesSchema = object({
  support: choice(),
  survey: choice(),
  digest: choice(),
  lang: string()
    .transform(refuseCoercion('string'))
    .typeError('invalid_type')
    .required('required')
    .oneOf(['de', 'en'] as const, 'invalid_choice'),
});
export type MailChoicesInput = InferType<typeof mailChoicesSchema>;
