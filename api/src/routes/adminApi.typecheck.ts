import type { Product, RatingGroup } from '@site/schemas';
import { Hono } from 'hono';
import { apiJson, apiRefusal } from '../http/apiResponse.ts';
import type { KeepsEndpoint } from './adminApi.contract.ts';

/*
 * What the contract check refuses, for `tsc -b` (never imported, never run): routers written as the admin routers
 * are, answering as the contract says, and answering what has drifted from it.
 */

type NullableGroup = Omit<RatingGroup, 'group'> & { group: string | null };

const stats = (groups: RatingGroup[]) =>
  new Hono().get('/submissions/stats', async () => apiJson(200, { by: 'week' as const, groups }));
const statsWithNullableGroups = (groups: NullableGroup[]) =>
  new Hono().get('/submissions/stats', async () => apiJson(200, { by: 'week' as const, groups }));
const statsWithoutGrouping = (groups: RatingGroup[]) =>
  new Hono().get('/submissions/stats', async () => apiJson(200, { groups }));

export const statsKeepContract: KeepsEndpoint<
  ReturnType<typeof stats>,
  'GET /api/admin/submissions/stats'
> = true;
// @ts-expect-error a group that may be null is not the group the screens read
export const nullableGroups: KeepsEndpoint<
  ReturnType<typeof statsWithNullableGroups>,
  'GET /api/admin/submissions/stats'
> = true;
// @ts-expect-error an answer without `by` is not the contract's answer
export const noGrouping: KeepsEndpoint<
  ReturnType<typeof statsWithoutGrouping>,
  'GET /api/admin/submissions/stats'
> = true;
// @ts-expect-error a route the contract names must be served
export const notServed: KeepsEndpoint<ReturnType<typeof stats>, 'GET /api/admin/submissions/counts'> = true;

const update = (product: Product, stale: boolean) =>
  new Hono().put('/products/:id', async () =>
    stale ? apiRefusal(409, 'version_conflict', { current: product }) : apiJson(200, product),
  );
const updateNamingTheConflictOtherwise = (product: Product, stale: boolean) =>
  new Hono().put('/products/:id', async () =>
    stale ? apiRefusal(409, 'version_conflict', { record: product }) : apiJson(200, product),
  );

export const updateKeepsContract: KeepsEndpoint<
  ReturnType<typeof update>,
  'PUT /api/admin/products/:id'
> = true;
// @ts-expect-error the conflict's current record is where the product form looks for it
export const conflictElsewhere: KeepsEndpoint<
  ReturnType<typeof updateNamingTheConflictOtherwise>,
  'PUT /api/admin/products/:id'
> = true;
