import {
  type ContentDraft,
  type ContentPageModel,
  type ContentPublication,
  checkPageCopy,
  inDarkTheme,
  isPlainObject,
  productTemplateFile,
} from '@site/schemas';
import { Hono } from 'hono';
import { accountActor, auditEntry } from '../audit/entries.ts';
import type { AppDeps } from '../env.ts';
import { type AdminVariables, requireAdmin } from '../http/adminSession.ts';
import { apiError, apiJson, apiRefusal } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { editedPages, showsPublication, shownCopy } from '../content/editedPages.ts';
import { renderContextOf } from '../content/livePages.ts';
import { productPageColours, productPageDocument } from '../content/productPages.ts';
import { timeOrderedId } from '../ids.ts';
import { withAddition } from '../site/siteHandler.ts';
import type { StoredContentPublication } from '../storage/store.ts';

/** A whole page's copy in both languages is far larger than a form: the longest page's is about 40 KB of JSON. */
const maxCopyBytes = 256 * 1024;
const builtIn = 'built_in';

function versionOf(body: Record<string, unknown>): number | undefined {
  const { version } = body;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : undefined;
}

function parsed(text: string): Record<string, unknown> | 'invalid_json' | 'invalid_body' {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : 'invalid_body';
  } catch {
    return 'invalid_json';
  }
}

const publicationOf = ({
  rendered: _rendered,
  build: _build,
  ...publication
}: StoredContentPublication): ContentPublication => publication;

/**
 * `/api/admin/content`: the content studio. Every public page's copy (as the app's registry lists the pages, with
 * their built-in copy), its draft (versioned, so two admins never overwrite each other), its publications, and a
 * preview of the draft. Publishing renders the page with the app's own server render, now, for both languages
 * (content/renderer.ts); the live pages carry it from the next request on (content/livePages.ts).
 */
export function adminContentRoutes(deps: AppDeps) {
  const { store, clock, contentRenderer: renderer, livePages } = deps;
  const body = jsonBody(maxCopyBytes);
  const signedIn = requireAdmin();
  const modelOf = async (id: string): Promise<ContentPageModel | undefined> =>
    (await livePages.models()).find((page) => page.id === id);

  const publish = async (
    model: ContentPageModel,
    content: ContentPublication['content'],
    publishedBy: string,
    revertedFrom: string | null,
  ): Promise<StoredContentPublication> => {
    const now = clock.now();
    const shown = shownCopy(model, content);
    const rendered =
      shown && renderer
        ? editedPages(model, shown, (await renderer.render(model.id, shown, renderContextOf(model))).pages)
        : [];
    return {
      id: timeOrderedId(now),
      pageId: model.id,
      content,
      publishedAt: new Date(now).toISOString(),
      publishedBy,
      revertedFrom,
      rendered,
      build: renderer?.build ?? '',
    };
  };

  return new Hono<{ Variables: AdminVariables }>()
    .use(async (_c, next) => {
      if (!renderer) return apiError(503, 'content_unavailable');
      await next();
    })
    .get('/pages', signedIn, async () => {
      const models = await livePages.models();
      const [current, drafts, products] = await Promise.all([
        store.content.currentPublications(),
        Promise.all(models.map((model) => store.content.findDraft(model.id))),
        models.some((model) => model.product) ? store.catalogue.products.list() : [],
      ]);
      const pages = models.map((model, index) => {
        const draft = drafts[index];
        const publication = current.find((each) => each.pageId === model.id);
        const product = model.product && products.find((each) => each.id === model.product!.id);
        return {
          id: model.id,
          name: model.name,
          paths: model.paths,
          state: draft
            ? ('draft' as const)
            : publication && showsPublication(model, publication)
              ? ('published' as const)
              : ('built_in' as const),
          ...(draft
            ? { draft: { version: draft.version, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy } }
            : {}),
          ...(publication
            ? {
                lastPublication: {
                  id: publication.id,
                  publishedAt: publication.publishedAt,
                  publishedBy: publication.publishedBy,
                },
              }
            : {}),
          ...(product ? { product: { id: product.id, status: product.status } } : {}),
        };
      });
      return apiJson(200, { pages });
    })
    .get('/pages/:id', signedIn, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      const [draft, current] = await Promise.all([
        store.content.findDraft(model.id),
        store.content.currentPublications(),
      ]);
      const newest = current.find((each) => each.pageId === model.id);
      const published = newest ? await store.content.findPublication(newest.id) : undefined;
      return apiJson(200, {
        page: model,
        draft: draft ?? null,
        published: published ? publicationOf(published) : null,
      });
    })
    .put('/pages/:id/draft', signedIn, body, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      const input = parsed(c.get('bodyText'));
      if (typeof input === 'string') return apiError(400, input);
      const version = versionOf(input);
      const copy = checkPageCopy(model, input.content);
      if (version === undefined || !copy.ok) {
        const fields = {
          ...(version === undefined ? { version: 'invalid_type' as const } : {}),
          ...(copy.ok
            ? {}
            : Object.fromEntries(
                Object.entries(copy.fields).map(([path, code]) => [`content.${path}`, code]),
              )),
        };
        return apiError(400, 'invalid_fields', fields);
      }
      const { account } = c.get('admin')!;
      const now = clock.now();
      const draft: ContentDraft = {
        pageId: model.id,
        content: copy.value,
        version: version + 1,
        updatedAt: new Date(now).toISOString(),
        updatedBy: account.email,
      };
      const outcome = await store.content.saveDraft(
        draft,
        version,
        auditEntry(now, 'content_draft_saved', accountActor(account), clientFacts(c, deps), model.id, {
          version: draft.version,
        }),
      );
      if (outcome.kind === 'conflict')
        return apiRefusal(409, 'version_conflict', { current: outcome.current ?? null });
      return apiJson(200, outcome.draft);
    })
    .delete('/pages/:id/draft', signedIn, body, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      const input = parsed(c.get('bodyText') || '{}');
      if (typeof input === 'string') return apiError(400, input);
      const version = versionOf(input);
      if (version === undefined) return apiError(400, 'invalid_fields', { version: 'invalid_type' });
      const { account } = c.get('admin')!;
      const outcome = await store.content.discardDraft(
        model.id,
        version,
        auditEntry(
          clock.now(),
          'content_draft_discarded',
          accountActor(account),
          clientFacts(c, deps),
          model.id,
          {
            version,
          },
        ),
      );
      if (outcome.kind === 'not_found') return apiError(404, 'not_found');
      if (outcome.kind === 'conflict')
        return apiRefusal(409, 'version_conflict', { current: outcome.current ?? null });
      return apiJson(200, { discarded: true as const });
    })
    .get('/pages/:id/publications', signedIn, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      return apiJson(200, { publications: await store.content.listPublications(model.id) });
    })
    .post('/pages/:id/publish', signedIn, body, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      const input = parsed(c.get('bodyText'));
      if (typeof input === 'string') return apiError(400, input);
      const version = versionOf(input);
      if (version === undefined) return apiError(400, 'invalid_fields', { version: 'invalid_type' });
      const draft = await store.content.findDraft(model.id);
      if (!draft || draft.version !== version)
        return apiRefusal(409, 'version_conflict', { current: draft ?? null });
      const { account } = c.get('admin')!;
      const publication = await publish(model, draft.content, account.email, null);
      const outcome = await store.content.publish(
        publication,
        version,
        auditEntry(clock.now(), 'content_published', accountActor(account), clientFacts(c, deps), model.id, {
          publication: publication.id,
        }),
      );
      if (outcome.kind === 'conflict')
        return apiRefusal(409, 'version_conflict', { current: outcome.current ?? null });
      livePages.changed();
      return apiJson(200, { publication: publicationOf(publication) });
    })
    .post('/pages/:id/revert', signedIn, body, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      const input = parsed(c.get('bodyText'));
      if (typeof input === 'string') return apiError(400, input);
      const to = typeof input.to === 'string' ? input.to : undefined;
      if (to === undefined || to.length > 64) return apiError(400, 'invalid_fields', { to: 'invalid_type' });
      const earlier = to === builtIn ? undefined : await store.content.findPublication(to);
      if (to !== builtIn && (!earlier || earlier.pageId !== model.id)) return apiError(404, 'not_found');
      const { account } = c.get('admin')!;
      const publication = await publish(model, earlier?.content ?? null, account.email, to);
      await store.content.publish(
        publication,
        undefined,
        auditEntry(clock.now(), 'content_reverted', accountActor(account), clientFacts(c, deps), model.id, {
          publication: publication.id,
          to,
        }),
      );
      livePages.changed();
      return apiJson(200, { publication: publicationOf(publication) });
    })
    .get('/pages/:id/preview', signedIn, async (c) => {
      const model = await modelOf(c.req.param('id'));
      if (!model) return apiError(404, 'not_found');
      const lang = c.req.query('lang') === 'en' ? 'en' : 'de';
      const dark = c.req.query('theme') === 'dark';
      const draft = await store.content.findDraft(model.id);
      const live = await livePages.page(model.paths[lang]);
      // A product's page shows its draft, else its built-in copy, in the product template with its colours.
      const shown = shownCopy(model, draft?.content ?? null);
      const parts = shown
        ? (await renderer!.render(model.id, shown, await livePages.previewContext(model))).pages.find(
            (page) => page.path === model.paths[lang],
          )
        : live?.parts;
      const path = model.paths[lang];
      const product = model.product && (await store.catalogue.products.find(model.product.id));
      const file = await deps.site?.file?.(
        model.product ? productTemplateFile(lang) : path === '/' ? '/index.html' : `${path}/index.html`,
      );
      if (!file || (model.product && !product?.pageSlug)) return apiError(503, 'content_unavailable');
      const built = new TextDecoder().decode(file.body);
      const page = product?.pageSlug
        ? productPageDocument(
            built,
            { ...product, pageSlug: product.pageSlug },
            await productPageColours(store.catalogue, product),
            parts,
          )
        : parts
          ? withAddition(built, { key: '', html: '', parts })
          : built;
      // Nothing runs in the frame (its CSP allows no script): the page's scripts are left out, not just blocked.
      let html = page.replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '');
      // The theme script does not run in the frame: the dark theme's class is on <html> from the start.
      if (dark) html = inDarkTheme(html);
      return new Response(html, {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
          // Shown only in the studio's frame, and nothing in it runs: no script, no form sent, no frame of its own.
          'Content-Security-Policy':
            "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
          'X-Frame-Options': 'SAMEORIGIN',
        },
      });
    });
}
