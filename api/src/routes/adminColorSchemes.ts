import { publishedContrast } from '@site/color';
import { colorSchemeSchema, newColorSchemeSchema, versionSchema } from '@site/schemas';
import { string } from 'yup';
import { accountActor, auditEntry } from '../audit/entries.ts';
import { palettesOf } from '../catalogue/palettes.ts';
import { pageSurfaces } from '../catalogue/publishedColors.ts';
import type { ColorScheme, Publication } from '../catalogue/types.ts';
import type { AppDeps } from '../env.ts';
import { requireAdmin } from '../http/adminSession.ts';
import { apiError, apiJson, apiRefusal } from '../http/apiResponse.ts';
import { clientFacts } from '../http/clientAddress.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { validatedJson } from '../http/validatedJson.ts';
import { timeOrderedId } from '../ids.ts';
import { versionedRecordRoutes } from './versionedRecordRoutes.ts';

const schemeIdPattern = /^[a-z][a-z0-9-]{1,39}$/;

const publishSchema = versionSchema.shape({
  acceptContrastWarning: string().optional(),
});
const revertSchema = versionSchema.shape({
  publicationId: string()
    .required('required')
    .matches(/^[0-9a-f-]{36}$/, 'invalid_type'),
});

/**
 * `/api/admin/color-schemes`: the Color Manager's entries on the server, plus publishing: a publication makes a
 * scheme's colours the ones its live pages show, keeps a history, and can be reverted to any earlier one.
 */
export function adminColorSchemeRoutes(deps: AppDeps) {
  const { store, clock, config } = deps;
  const body = jsonBody(config.maxBodyBytes);
  const signedIn = requireAdmin();

  const publish = async (
    scheme: ColorScheme,
    expectedVersion: number,
    publishedBy: string,
    colours: Pick<ColorScheme, 'baseColor' | 'colorPalette' | 'darkModePalette'>,
    revertedFrom: string | null,
    audit: ReturnType<typeof auditEntry>,
  ) => {
    const now = clock.now();
    const publication: Publication = {
      id: timeOrderedId(now),
      schemeId: scheme.id,
      baseColor: colours.baseColor,
      colorPalette: colours.colorPalette,
      darkModePalette: colours.darkModePalette,
      publishedAt: new Date(now).toISOString(),
      publishedBy,
      revertedFrom,
    };
    const outcome = await store.catalogue.publish(publication, scheme, expectedVersion, audit);
    return { outcome, publication };
  };

  return versionedRecordRoutes(deps, {
    records: () => store.catalogue.colorSchemes,
    list: (colorSchemes) => ({ colorSchemes }),
    noun: 'color_scheme',
    idPattern: schemeIdPattern,
    createSchema: newColorSchemeSchema,
    updateSchema: colorSchemeSchema,
    async create(values, now) {
      const at = new Date(now).toISOString();
      return {
        id: values.id,
        name: values.name,
        ...palettesOf(values.baseColor),
        version: 1,
        createdAt: at,
        updatedAt: at,
      };
    },
    update(current, values, now) {
      return {
        ...current,
        name: values.name,
        ...palettesOf(values.baseColor),
        version: current.version + 1,
        updatedAt: new Date(now).toISOString(),
      };
    },
    summary: ({ name, baseColor }) => ({ name, baseColor }),
  })
    .get('/:id/publications', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!schemeIdPattern.test(id)) return apiError(400, 'invalid_id');
      const [scheme, publications] = await Promise.all([
        store.catalogue.colorSchemes.find(id),
        store.catalogue.listPublications(id),
      ]);
      return scheme ? apiJson(200, { publications }) : apiError(404, 'not_found');
    })
    .post('/:id/publish', signedIn, body, async (c) => {
      const id = c.req.param('id');
      if (!schemeIdPattern.test(id)) return apiError(400, 'invalid_id');
      const input = validatedJson(c.get('bodyText'), publishSchema);
      if (!input.ok) return input.response;
      const scheme = await store.catalogue.colorSchemes.find(id);
      if (!scheme) return apiError(404, 'not_found');
      if (scheme.version !== input.value.version)
        return apiRefusal(409, 'version_conflict', { current: scheme });
      const pairs = publishedContrast(scheme.colorPalette, scheme.darkModePalette, pageSurfaces);
      const failing = pairs.filter((pair) => !pair.passes);
      // Publishing colours that fail WCAG AA takes an explicit second "yes", naming what fails by how much.
      if (failing.length > 0 && input.value.acceptContrastWarning !== scheme.baseColor)
        return apiRefusal(422, 'contrast_below_aa', { pairs: failing });
      const { account } = c.get('admin')!;
      const { outcome, publication } = await publish(
        scheme,
        input.value.version,
        account.email,
        scheme,
        null,
        auditEntry(clock.now(), 'color_scheme_published', accountActor(account), clientFacts(c, deps), id, {
          name: scheme.name,
          baseColor: scheme.baseColor,
          // Only what the admin accepted to publish below WCAG AA: each pair (its id names it in either language)
          // and its ratio. Colours that pass record no warnings at all.
          ...(failing.length > 0
            ? { contrastWarnings: failing.map(({ id: pair, name, ratio }) => ({ pair, name, ratio })) }
            : {}),
        }),
      );
      if (outcome.kind === 'not_found') return apiError(404, 'not_found');
      if (outcome.kind === 'conflict')
        return apiRefusal(409, 'version_conflict', { current: outcome.current });
      return apiJson(200, { publication, scheme: outcome.record });
    })
    .post('/:id/revert', signedIn, body, async (c) => {
      const id = c.req.param('id');
      if (!schemeIdPattern.test(id)) return apiError(400, 'invalid_id');
      const input = validatedJson(c.get('bodyText'), revertSchema);
      if (!input.ok) return input.response;
      const [scheme, earlier] = await Promise.all([
        store.catalogue.colorSchemes.find(id),
        store.catalogue.findPublication(input.value.publicationId),
      ]);
      if (!scheme || !earlier || earlier.schemeId !== id) return apiError(404, 'not_found');
      const now = clock.now();
      const { account } = c.get('admin')!;
      const colours = {
        baseColor: earlier.baseColor,
        colorPalette: earlier.colorPalette,
        darkModePalette: earlier.darkModePalette,
      };
      // The scheme takes the earlier colours too, so the editor shows what the live pages show.
      const reverted: ColorScheme = {
        ...scheme,
        ...colours,
        version: scheme.version + 1,
        updatedAt: new Date(now).toISOString(),
      };
      const { outcome, publication } = await publish(
        reverted,
        input.value.version,
        account.email,
        colours,
        earlier.id,
        auditEntry(now, 'color_scheme_reverted', accountActor(account), clientFacts(c, deps), id, {
          name: scheme.name,
          before: scheme.baseColor,
          after: earlier.baseColor,
          publication: earlier.id,
        }),
      );
      if (outcome.kind === 'not_found') return apiError(404, 'not_found');
      if (outcome.kind === 'conflict')
        return apiRefusal(409, 'version_conflict', { current: outcome.current });
      return apiJson(200, { publication, scheme: outcome.record });
    });
}
