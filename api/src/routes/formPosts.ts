import { formSentPath, type Lang, langFromPathname, localePath } from '@site/paths';
import {
  type FormAnswer,
  type FormAnswerTemplate,
  type FormNotice,
  formAnswerTemplateFile,
  type SubmissionKind,
  submissionKinds,
} from '@site/schemas';
import { type Context, Hono } from 'hono';
import { sha256Hex } from '../admin/secrets.ts';
import type { AppDeps, PageHead, SiteHandler } from '../env.ts';
import { answerPage } from '../forms/answerPage.ts';
import { isFormContentType, sentValues, submissionJson } from '../forms/formBody.ts';
import { clientKey } from '../http/clientAddress.ts';
import { rateLimitWait } from '../http/rateLimit.ts';
import { readCappedBody } from '../http/requestBody.ts';
import { fromThisOrigin } from '../http/sameOrigin.ts';
import { plainText, withAddition } from '../site/siteHandler.ts';
import { formShownAt, formShownCookie } from '../submissions/formStarted.ts';
import { insertSubmission } from '../submissions/insert.ts';
import { prepareSubmission } from '../submissions/prepare.ts';
import type { InsertOutcome, InsertRequest } from '../submissions/types.ts';

/**
 * Percent-encoding writes a byte outside ASCII as three: a message of the longest allowed length in umlauts or
 * emoji is up to three times the bytes it is as JSON, so a form post may be that much larger than a JSON one.
 */
const encodingAllowance = 3;

/** How long a post whose twin (a double click) is still being stored waits for that twin's answer. */
const inFlightWaitMs = 5_000;
const inFlightStepMs = 100;

const words = {
  de: {
    crossOrigin: 'Dieses Formular kann nur von unserer eigenen Seite aus gesendet werden.',
    contentType: 'Dieses Formular wird als application/x-www-form-urlencoded gesendet.',
    tooLarge: 'Die Eingaben sind zu lang.',
    unreadable: 'Die Eingaben konnten nicht gelesen werden.',
    unavailable: 'Das Formular ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
  },
  en: {
    crossOrigin: 'This form can only be sent from our own site.',
    contentType: 'This form is sent as application/x-www-form-urlencoded.',
    tooLarge: 'The entries are too long.',
    unreadable: 'The entries could not be read.',
    unavailable: 'The form is not available right now. Please try again later.',
  },
} satisfies Record<Lang, Record<string, string>>;

/**
 * `POST /survey`, `/support` and their `/en` twins: the form sent by the browser itself, when no script ran (turned
 * off, blocked, not loaded yet, failed to load). The same rules as `POST /api/survey` and `/api/support` — the
 * form's yup schema, the durable store, the spam checks (honeypot; the fill time from the signed cookie the page
 * set), the rate limit (the same bucket), idempotency and the webhooks' outbox (the store's) — answered in the
 * page's language as pages, not JSON:
 * - stored (or stored before: a repeated post) → `303` to the form's confirmation page;
 * - invalid → `400`, the form's page again with each message beside its field, a notice, and the values kept;
 * - too many → `429` with `Retry-After`, the same page saying when to send again; the store failed → `503`.
 * A plain form post is a "simple" request any site can make a browser send, so it must come from this origin
 * (`Sec-Fetch-Site`, else `Origin`: 403 otherwise); the form cookie is `SameSite=Strict` too, so a forged post
 * would count as too fast anyway.
 *
 * The static page holds no key per visitor, so the idempotency key is derived: the form cookie's signed time (one
 * per visitor and hour, kept on a reload), or without it the client's address, and the submission itself. A second
 * post of the same answers (the back button and Send again, a double click, a reload of the answer) stores nothing
 * new and leads to the same confirmation.
 */
export function formPostRoute(kind: SubmissionKind, deps: AppDeps, site: SiteHandler, pageHead: PageHead) {
  const { store, clock, config, secrets, clientAddress } = deps;
  const limitOptions = {
    rateLimits: store.rateLimits,
    clock,
    perMinute: config.rateLimitPerMinute,
    socketAddress: clientAddress,
    trustProxy: config.trustProxy,
  };
  const maxBytes = config.maxBodyBytes * encodingAllowance;

  return async (c: Context) => {
    const path = c.req.path.replace(/\/$/, '');
    const lang: Lang = langFromPathname(path);
    const say = words[lang];
    const text = (status: number, message: string, headers: Record<string, string> = {}) =>
      plainText(status, message, { 'Content-Language': lang, 'Cache-Control': 'no-store', ...headers });

    if (!fromThisOrigin(c, config.trustProxy)) return text(403, say.crossOrigin);
    if (!isFormContentType(c.req.header('Content-Type'))) return text(415, say.contentType);
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !(Number(declared) <= maxBytes))
      return text(413, say.tooLarge, { Connection: 'close' });
    let bodyText: string;
    try {
      const body = await readCappedBody(c.req.raw, maxBytes);
      if (body.tooLarge) return text(413, say.tooLarge, { Connection: 'close' });
      bodyText = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
    } catch {
      return text(400, say.unreadable);
    }
    const params = new URLSearchParams(bodyText);
    const values = sentValues(kind, params);

    const cookieHeader = c.req.header('Cookie');
    const receivedAt = clock.now();
    const shownAt = formShownAt(cookieHeader, kind, receivedAt, secrets);
    const cookie = formShownCookie(cookieHeader, kind, receivedAt, secrets);

    /** The form's page again with this answer; the page's own CSP, never cached. */
    const answer = async (status: number, formAnswer: FormAnswer, headers: Record<string, string> = {}) => {
      const [page, templateFile] = await Promise.all([
        site.file?.(`${path}/index.html`),
        site.file?.(formAnswerTemplateFile(path)),
      ]);
      if (!page || !templateFile) return text(503, say.unavailable);
      const template = JSON.parse(new TextDecoder().decode(templateFile.body)) as FormAnswerTemplate;
      // The page as it is live (published copy and colours), then the answer in its form.
      const addition = await pageHead(path);
      const built = new TextDecoder().decode(page.body);
      const html = answerPage(addition ? withAddition(built, addition) : built, template, {
        lang,
        answer: formAnswer,
      });
      const response = new Response(html, {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Language': lang,
          'Cache-Control': 'no-store',
          ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}),
          ...headers,
        },
      });
      if (cookie) response.headers.append('Set-Cookie', cookie);
      return response;
    };
    const failed = () => answer(503, { values, errors: {}, notice: 'failed' });

    const waitSeconds = await rateLimitWait(c, kind, limitOptions);
    if (waitSeconds > 0)
      return answer(
        429,
        { values, errors: {}, notice: 'rateLimited', retryAfterSeconds: waitSeconds },
        { 'Retry-After': String(waitSeconds) },
      );

    const json = submissionJson(kind, params, lang);
    const sender =
      shownAt === undefined
        ? `address ${clientKey(c, clientAddress, config.trustProxy)}`
        : `shown ${shownAt}`;
    const prepared = prepareSubmission({
      kind,
      body: json,
      receivedAt,
      formShownAt: shownAt,
      acceptLanguage: undefined,
      idempotencyKey: `form-${sha256Hex(`${kind}\n${sender}\n${json}`)}`,
      minFillTimeMs: config.minFillTimeMs,
    });
    if (!prepared.ok) {
      const notice: FormNotice = Object.values(prepared.fields).includes('required') ? 'missing' : 'invalid';
      return answer(400, { values, errors: prepared.fields, notice });
    }

    let outcome: InsertOutcome;
    try {
      outcome = await insertOnce(prepared.request);
    } catch (error) {
      console.error(`Could not store a ${kind} submission sent without script`, error);
      return failed();
    }
    if (outcome.kind === 'created' || (outcome.kind === 'replay' && outcome.status < 300)) {
      return new Response(null, {
        status: 303,
        headers: { Location: localePath(lang, formSentPath(kind)), 'Cache-Control': 'no-store' },
      });
    }
    return failed();
  };

  /** Inserts; a twin post still being stored is waited for, and its answer taken. */
  async function insertOnce(request: InsertRequest): Promise<InsertOutcome> {
    for (let waited = 0; ; waited += inFlightStepMs) {
      const outcome = await insertSubmission(deps, request);
      if (outcome.kind !== 'in_flight' || waited >= inFlightWaitMs) return outcome;
      await new Promise((resolve) => setTimeout(resolve, inFlightStepMs));
    }
  }
}

/** The forms' pages, each in both languages, that take a plain HTML post. */
export const formPostPaths = (kind: SubmissionKind) => [`/${kind}`, `/en/${kind}`];

/** Mounts the plain-post answer on each form page; on a site without the forms built, the site answers (405). */
export function formPostRoutes(deps: AppDeps, site: SiteHandler, pageHead: PageHead) {
  const app = new Hono();
  for (const kind of submissionKinds) {
    const handler = formPostRoute(kind, deps, site, pageHead);
    for (const path of formPostPaths(kind)) app.post(path, handler);
  }
  return app;
}
