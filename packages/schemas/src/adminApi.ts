import type { InferType } from 'yup';
import type { ContrastPair } from '@site/color';
import type {
  AddedAccount,
  Invitation,
  invitationAcceptanceSchema,
  NewAccount,
  PasswordChange,
  roleChangeSchema,
  SignIn,
} from './adminAccount.ts';
import type { ApiErrorBody, ApiErrorCode } from './apiError.ts';
import type { AuditEntry, AuditKind, AuditVerification } from './audit.ts';
import type { ColorSchemeValues } from './colorScheme.ts';
import type {
  ContentDraft,
  ContentPageModel,
  ContentPageSummary,
  ContentPublication,
  PageCopy,
} from './pageContent.ts';
import type { Erasure, InboxFilter, SubmissionAction, SubmissionKind } from './inbox.ts';
import type { ProductFormValues } from './product.ts';
import type { AdminRole, MailChoices, MailChoicesInput } from './team.ts';
import type {
  ActiveSession,
  AdminAccountSummary,
  AdminSessionInfo,
  ColorScheme,
  DashboardFigures,
  InboxCounts,
  InboxPage,
  InboxSubmission,
  InvitationSummary,
  Product,
  Publication,
  RatingGroup,
  RatingGrouping,
  SessionStage,
  TotpEnrolment,
  Webhook,
  WebhookDelivery,
} from './records.ts';

type Version = { version: number };
type Lang = 'de' | 'en';
type MailSettings = MailChoices & {
  lang: Lang /** Whether this server sends e-mail at all. */;
  mail: boolean;
};
type Conflict<Current> = { version_conflict: { current: Current } };

/**
 * The admin API as the admin screens use it and the API serves it: per endpoint, the query and body a screen
 * sends, the answer it gets when the request succeeds (`answer`), and what a refusal carries beside its
 * `error` (`refusals`, by code). The API checks its routers against this (`api/src/routes/adminApi.contract.ts`:
 * every answer a handler can give must be what is written here, and every route is written here), and the
 * screens read their types from it (`app/src/pages/admin/adminApi.ts`), so a changed answer breaks the type
 * check on both sides instead of a screen at run time. The export (`GET /api/admin/submissions/export`) is a
 * download, not JSON, and is linked rather than fetched; so is a content draft's preview
 * (`GET /api/admin/content/pages/:id/preview`), a page the studio shows in a frame.
 */
export interface AdminApi {
  'GET /api/admin/setup': { query: { token: string }; answer: { usable: boolean } };
  'POST /api/admin/setup': { query: { token: string }; body: NewAccount; answer: { stage: SessionStage } };
  'POST /api/admin/sign-in': {
    query: { next?: string };
    body: SignIn;
    answer: { stage: SessionStage; next: string };
  };
  'POST /api/admin/sign-in/second-factor': {
    query: { next?: string };
    body: { code: string } | { recoveryCode: string };
    answer: { stage: SessionStage; next: string };
  };
  'GET /api/admin/second-factor/enrolment': { answer: TotpEnrolment };
  'POST /api/admin/second-factor/enrolment': {
    body: { code: string };
    answer: { stage: SessionStage; recoveryCodes: string[] };
  };
  'GET /api/admin/session': { answer: AdminSessionInfo };
  'POST /api/admin/sign-out': { answer: { stage: 'signed_out' } };

  'POST /api/admin/reauthenticate': {
    body: { password: string; code?: string };
    answer: { stage: SessionStage };
  };
  'POST /api/admin/password': { body: PasswordChange; answer: { stage: SessionStage } };
  'POST /api/admin/second-factor/recovery-codes': { answer: { recoveryCodes: string[] } };
  'GET /api/admin/sessions': { answer: { sessions: ActiveSession[] } };
  'POST /api/admin/sessions/end-others': { answer: { ended: number } };
  'DELETE /api/admin/sessions/:handle': { answer: { ended: number } };

  'GET /api/admin/accounts': { answer: { accounts: AdminAccountSummary[] } };
  'POST /api/admin/accounts': { body: AddedAccount; answer: { id: string } };
  'DELETE /api/admin/accounts/:id': { answer: { removed: string } };

  'PUT /api/admin/accounts/:id/role': {
    body: InferType<typeof roleChangeSchema>;
    answer: { id: string; role: AdminRole };
  };
  'GET /api/admin/invitations': { answer: { invitations: InvitationSummary[]; mail: boolean } };
  'POST /api/admin/invitations': {
    body: Invitation;
    /** The link is in this answer only: the server keeps its digest. */
    answer: { handle: string; link: string; emailed: boolean; expiresInHours: number };
  };
  'DELETE /api/admin/invitations/:handle': { answer: { revoked: string } };
  'GET /api/admin/invitations/accept': {
    query: { token: string };
    answer: { usable: true; email: string; role: AdminRole; lang: Lang } | { usable: false };
  };
  'POST /api/admin/invitations/accept': {
    query: { token: string };
    body: InferType<typeof invitationAcceptanceSchema>;
    answer: { stage: SessionStage };
  };
  'GET /api/admin/mail-choices': { answer: MailSettings };
  'PUT /api/admin/mail-choices': { body: MailChoicesInput; answer: MailSettings };

  'GET /api/admin/dashboard': { answer: DashboardFigures };

  'GET /api/admin/products': { answer: { products: Product[] } };
  'POST /api/admin/products': { body: ProductFormValues; answer: Product };
  'GET /api/admin/products/:id': { answer: Product };
  'PUT /api/admin/products/:id': {
    body: ProductFormValues & Version;
    answer: Product;
    refusals: Conflict<Product>;
  };
  'DELETE /api/admin/products/:id': { body: Version; answer: Product; refusals: Conflict<Product> };
  'POST /api/admin/products/:id/restore': { answer: Product };

  'GET /api/admin/color-schemes': { answer: { colorSchemes: ColorScheme[] } };
  'POST /api/admin/color-schemes': { body: ColorSchemeValues & { id: string }; answer: ColorScheme };
  'GET /api/admin/color-schemes/:id': { answer: ColorScheme };
  'PUT /api/admin/color-schemes/:id': {
    body: ColorSchemeValues & Version;
    answer: ColorScheme;
    refusals: Conflict<ColorScheme>;
  };
  'DELETE /api/admin/color-schemes/:id': {
    body: Version;
    answer: ColorScheme;
    refusals: Conflict<ColorScheme>;
  };
  'POST /api/admin/color-schemes/:id/restore': { answer: ColorScheme };
  'GET /api/admin/color-schemes/:id/publications': { answer: { publications: Publication[] } };
  'POST /api/admin/color-schemes/:id/publish': {
    body: Version & { acceptContrastWarning?: string };
    answer: { publication: Publication; scheme: ColorScheme };
    /** `contrast_below_aa`: the text pairs that miss WCAG AA; sending the base colour back publishes anyway. */
    refusals: Conflict<ColorScheme> & { contrast_below_aa: { pairs: ContrastPair[] } };
  };
  'POST /api/admin/color-schemes/:id/revert': {
    body: Version & { publicationId: string };
    answer: { publication: Publication; scheme: ColorScheme };
    refusals: Conflict<ColorScheme>;
  };

  'GET /api/admin/content/pages': { answer: { pages: ContentPageSummary[] } };
  'GET /api/admin/content/pages/:id': {
    answer: { page: ContentPageModel; draft: ContentDraft | null; published: ContentPublication | null };
  };
  /** `version`: the draft's version the edit started from, 0 when there was none. */
  'PUT /api/admin/content/pages/:id/draft': {
    body: Version & { content: PageCopy };
    answer: ContentDraft;
    refusals: { version_conflict: { current: ContentDraft | null } };
  };
  'DELETE /api/admin/content/pages/:id/draft': {
    body: Version;
    answer: { discarded: true };
    refusals: { version_conflict: { current: ContentDraft | null } };
  };
  'GET /api/admin/content/pages/:id/publications': { answer: { publications: ContentPublication[] } };
  /** Publishes the draft at `version`: the live pages carry it within a second. */
  'POST /api/admin/content/pages/:id/publish': {
    body: Version;
    answer: { publication: ContentPublication };
    refusals: { version_conflict: { current: ContentDraft | null } };
  };
  /** Brings back an earlier publication's copy, or the built-in copy (`built_in`), as a new publication. */
  'POST /api/admin/content/pages/:id/revert': {
    body: { to: string };
    answer: { publication: ContentPublication };
  };

  'GET /api/admin/submissions': { query: InboxFilter & { cursor?: string }; answer: InboxPage };
  'GET /api/admin/submissions/counts': { answer: InboxCounts };
  'GET /api/admin/submissions/stats': {
    query: InboxFilter & { by: RatingGrouping };
    answer: { by: RatingGrouping; groups: RatingGroup[] };
  };
  'GET /api/admin/submissions/erasure': {
    query: Erasure;
    answer: { count: number; items: InboxSubmission[] };
  };
  'POST /api/admin/submissions/erasure': { body: Erasure; answer: { erased: number } };
  'POST /api/admin/submissions/actions': {
    body: { ids: string[]; action: SubmissionAction };
    answer: { changed: number };
  };
  'GET /api/admin/submissions/:id': { answer: InboxSubmission };

  'GET /api/admin/webhooks': { answer: { webhooks: Webhook[] } };
  'POST /api/admin/webhooks': {
    body: { url: string; kinds: SubmissionKind[] };
    /** The signing secret, shown this once. */
    answer: { webhook: Webhook; secret: string };
  };
  'DELETE /api/admin/webhooks/:id': { answer: { removed: string } };
  'GET /api/admin/webhooks/:id/deliveries': { answer: { deliveries: WebhookDelivery[] } };
  'POST /api/admin/webhooks/deliveries/:id/redeliver': { answer: { queued: string } };

  'GET /api/admin/audit': {
    query: { kind?: AuditKind; before?: string };
    answer: { entries: AuditEntry[]; next: string | null };
  };
  'GET /api/admin/audit/chain': { answer: AuditVerification };
}

export type AdminEndpoint = keyof AdminApi;
export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The endpoints of one method by their paths: `AdminRoutes<'GET'>['/api/admin/session']` is its key. */
export type AdminRoutes<Method extends AdminMethod> = {
  [Endpoint in AdminEndpoint as Endpoint extends `${Method} ${infer Path}` ? Path : never]: Endpoint;
};

/** `/products/:id/restore` → `{ id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Record<Name, string>
    : unknown;

type Part<Name extends string, Value> = unknown extends Value
  ? unknown
  : Partial<Value> extends Value
    ? { [Key in Name]?: Value }
    : { [Key in Name]: Value };

type Field<Endpoint extends AdminEndpoint, Name extends 'query' | 'body'> =
  AdminApi[Endpoint] extends Record<Name, infer Value> ? Value : unknown;

/**
 * What a screen sends: `params` when the path has any, `query` and `body` as the endpoint takes them (each
 * optional when everything in it is).
 */
export type AdminRequest<Endpoint extends AdminEndpoint> = Part<
  'params',
  PathParams<Endpoint extends `${string} ${infer Path}` ? Path : never>
> &
  Part<'query', Field<Endpoint, 'query'>> &
  Part<'body', Field<Endpoint, 'body'>>;

/** What the API answers when the request succeeds. */
export type AdminAnswer<Endpoint extends AdminEndpoint> = AdminApi[Endpoint]['answer'];

type Refusals<Endpoint extends AdminEndpoint> = AdminApi[Endpoint] extends { refusals: infer Extra }
  ? Extra
  : Record<never, never>;

/** The refusal codes an endpoint sends with more than the code. */
export type AdminRefusalCode<Endpoint extends AdminEndpoint> = keyof Refusals<Endpoint> & ApiErrorCode;

/** A refusal's whole body: the error, and what this endpoint sends with that code. */
export type AdminRefusal<
  Endpoint extends AdminEndpoint,
  Code extends AdminRefusalCode<Endpoint>,
> = ApiErrorBody<Code> & Refusals<Endpoint>[Code];
