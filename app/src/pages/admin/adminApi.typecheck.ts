import type { RatingGroup } from '@site/schemas';
import { adminGet, adminPost, adminPut, adminRefusal } from './adminApi';

/*
 * What a screen may and may not do with the admin API, for `tsc -b` (never imported, never run). A screen's
 * types are the contract's (`AdminApi` in @site/schemas), which the API's routers are checked against
 * (api/src/routes/adminApi.contract.ts): an answer changed on the server changes what the screens are given, and
 * code reading the old shape stops compiling.
 */

/** How the ratings screen names a group, written against the answer it is given. */
const groupLabel = (group: RatingGroup) => group.group.toUpperCase();

export async function screensReadTheContract(signal: AbortSignal) {
  const { by, groups } = await adminGet('/api/admin/submissions/stats', { query: { by: 'week' }, signal });
  const grouping: 'solution' | 'week' | 'month' = by;
  const labels: string[] = groups.map(groupLabel);

  // @ts-expect-error no answer holds what the contract does not name
  groups[0]?.label;

  type NullableGroup = Omit<RatingGroup, 'group'> & { group: string | null };
  const drifted: NullableGroup[] = [];
  // @ts-expect-error had the API answered groups that may be null, the screen's code would stop compiling
  drifted.map(groupLabel);

  // @ts-expect-error a path's parameters must be filled in
  await adminPut('/api/admin/color-schemes/:id', {
    body: { name: 'Nova', baseColor: '#112233', version: 1 },
  });
  // @ts-expect-error a body must be what the API validates
  await adminPost('/api/admin/accounts', { body: { email: 'someone@example.com' } });
  // @ts-expect-error only what the API serves
  await adminGet('/api/admin/product');

  try {
    await adminPut('/api/admin/products/:id', {
      params: { id: '1' },
      body: {
        name: 'Nova',
        type: 'AI',
        description: '',
        status: 'active',
        baseColor: '#112233',
        pageSlug: 'nova-ai',
        version: 1,
      },
    });
  } catch (error) {
    const current = adminRefusal(error, 'PUT /api/admin/products/:id', 'version_conflict')?.current;
    const name: string | undefined = current?.name;
    // @ts-expect-error a refusal this endpoint never sends
    adminRefusal(error, 'PUT /api/admin/products/:id', 'contrast_below_aa');
    return { grouping, labels, name };
  }
}
