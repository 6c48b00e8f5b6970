import type { Palette } from '@site/color';
import type { SubmissionLang } from './antiSpam.ts';
import type { SpamReason, SubmissionKind, SubmissionStatus } from './inbox.ts';
import type { ProductStatus } from './product.ts';
import type { AdminRole } from './team.ts';
import type { DeliveryOutcome } from './webhook.ts';

/*
 * The admin records as the API sends them and the admin screens read them: one definition for both sides.
 */

/** What versioned admin records share: every change raises the version, and a change names the one it edited. */
export interface Versioned {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** An admin product (spec §3); the palettes are always the server's, computed from the base colour. */
export interface Product extends Versioned {
  name: string;
  type: string;
  description: string;
  status: ProductStatus;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
  /** Where the product's page is, `/solutions/<pageSlug>` (content studio); null: it has none. */
  pageSlug: string | null;
}

/** A product colour entry of the Color Manager (spec §3), stored on the server. */
export interface ColorScheme extends Versioned {
  name: string;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
}

/** One publication of a colour scheme to the live pages. */
export interface Publication {
  id: string;
  schemeId: string;
  baseColor: string;
  colorPalette: Palette;
  darkModePalette: Palette;
  publishedAt: string;
  publishedBy: string;
  /** The publication whose colours this one brought back, when it was a revert. */
  revertedFrom: string | null;
}

/** A submission as the inbox shows it: either kind, with its triage state. */
export interface InboxSubmission {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  lang: SubmissionLang;
  name: string;
  email: string | null;
  company: string | null;
  solutionUsed: string | null;
  rating: number | null;
  /** The support message, or the survey comment. */
  message: string | null;
  spam: boolean;
  spamReason: SpamReason | null;
  status: SubmissionStatus;
  /** The key the visitor's form sent, so a support case can be matched to a retried request. */
  idempotencyKey: string | null;
}

/** A URL that receives a signed event for every non-spam submission of its kinds. */
export interface Webhook {
  id: string;
  url: string;
  kinds: SubmissionKind[];
  createdAt: string;
  createdBy: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One event on its way to one webhook, with how its last attempt went. */
export interface WebhookDelivery {
  id: string;
  webhookId: string;
  submissionId: string;
  status: DeliveryStatus;
  attempts: number;
  /** When it is sent next; null once it no longer waits (delivered, failed or cancelled). */
  nextAttemptAt: string | null;
  /** The receiver's HTTP status, when it answered. */
  lastStatus: number | null;
  /** How the last attempt went; null before the first. */
  lastOutcome: DeliveryOutcome | null;
  /** How long the receiver took, in steps of 100 ms; null when nothing was sent. */
  lastResponseMs: number | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** One page of an inbox view, newest first; `next` is where the following page starts (the last id shown). */
export interface InboxPage {
  items: InboxSubmission[];
  next: string | null;
}

/** The inbox's counts: unread (spam not counted), in the spam folder, and everything. */
export interface InboxCounts {
  unread: number;
  spam: number;
  total: number;
}

export const ratingGroupings = ['solution', 'week', 'month'] as const;
export type RatingGrouping = (typeof ratingGroupings)[number];

/** The survey ratings of one solution, week or month. */
export interface RatingGroup {
  /** The solution id, or the first day (UTC) of the week or month. */
  group: string;
  count: number;
  average: number;
  /** How many gave 1, 2, 3, 4 and 5 stars. */
  distribution: [number, number, number, number, number];
}

/** The figures the dashboard cards show, counted on the server; null where the admin's role does not look after it. */
export interface DashboardFigures {
  /** Products on offer: drafts and archived ones not counted. */
  activeProducts: number | null;
  colorSchemes: number | null;
  /** Pages whose live copy is a publication, not the built-in copy, of how many the studio edits. */
  content: { published: number; pages: number } | null;
  /** Submissions nobody has read yet (spam not counted). */
  newSubmissions: number | null;
}

/** How far a session has come: the second factor still to give, an authenticator still to set up, or signed in. */
export type SessionStage = 'second_factor' | 'enrolment' | 'signed_in';

/** The session the admin area runs in, and the server's rules for it. */
export interface AdminSessionInfo {
  stage: SessionStage;
  account: { id: string; email: string; role: AdminRole; secondFactor: boolean; recoveryCodesLeft: number };
  secondFactorRequired: boolean;
  /** Whether the password was given again recently enough for a sensitive change. */
  reauthenticated: boolean;
  expiresAt: string;
  idleMinutes: number;
}

/** An admin as the list of everyone who can sign in shows them. */
export interface AdminAccountSummary {
  id: string;
  email: string;
  role: AdminRole;
  createdAt: string;
  lastSignInAt: string | null;
  secondFactor: boolean;
  /** The admin who is looking. */
  you: boolean;
}

/** One of the signed-in admin's own sessions, as the account page lists them. */
export interface ActiveSession {
  /** Names the session for ending it; never its id. */
  handle: string;
  current: boolean;
  userAgent: string | null;
  client: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/** A new authenticator's secret, for scanning or typing into the app. */
export interface TotpEnrolment {
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
  /** The QR code as an SVG document, drawn by the server, so no third party ever sees the secret. */
  qrSvg: string;
}

/** An invitation not accepted yet, as the owners see it (its link is shown once, when it is made). */
export interface InvitationSummary {
  handle: string;
  email: string;
  role: AdminRole;
  lang: 'de' | 'en';
  createdAt: string;
  expiresAt: string;
}
