import type { AdminApi, AdminEndpoint, AdminRefusal, AdminRefusalCode } from '@site/schemas';
import type { HonoBase } from 'hono/hono-base';
import type { adminApiRoutes } from './adminApi.ts';

/*
 * The admin API's contract (`AdminApi` in @site/schemas), checked against the routers themselves: the admin
 * screens take their types from the contract, so an answer a handler changes without changing the contract fails
 * the type check here, and a contract changed to match fails it in the screens that read what changed. Types
 * only: nothing here runs.
 */

/**
 * What Hono knows of each route: by path and `$method`, every answer a handler (or its middleware) can give. Kept
 * as Hono builds it, one member per router: looking a path up in each is cheaper than in their intersection.
 */
type Served<App> = App extends HonoBase<infer _Env, infer Schema, infer _Base, infer _Path> ? Schema : never;

type Success = 200 | 201;
type AnswerSpec = { output: unknown; status: number; outputFormat: string };

/** The answers one route gives, from the contract's key: `'GET /api/admin/products/:id'`. */
type AnswersOf<Routes, Endpoint extends string> = Routes extends unknown
  ? AnswersIn<Routes, Endpoint>
  : never;

type AnswersIn<Routes, Endpoint extends string> = Endpoint extends `${infer Method} /api/admin${infer Path}`
  ? Path extends keyof Routes
    ? `$${Lowercase<Method>}` extends keyof Routes[Path]
      ? Extract<Routes[Path][`$${Lowercase<Method>}`], AnswerSpec>
      : never
    : never
  : never;

/** The endpoint when a success it answers (or a refusal the contract names) is not what the contract says. */
type Broken<Routes, Endpoint extends AdminEndpoint> = [AnswersOf<Routes, Endpoint>] extends [never]
  ? Endpoint
  : [Extract<AnswersOf<Routes, Endpoint>, { status: Success }>] extends [never]
    ? Endpoint
    : [Extract<AnswersOf<Routes, Endpoint>, { status: Success }>['output']] extends [
          AdminApi[Endpoint]['answer'],
        ]
      ? BrokenRefusal<Routes, Endpoint, AdminRefusalCode<Endpoint>>
      : Endpoint;

type BrokenRefusal<Routes, Endpoint extends AdminEndpoint, Code> =
  Code extends AdminRefusalCode<Endpoint>
    ? [Extract<AnswersOf<Routes, Endpoint>['output'], { error: { code: Code } }>] extends [never]
      ? `${Endpoint} ${Code}`
      : [Extract<AnswersOf<Routes, Endpoint>['output'], { error: { code: Code } }>] extends [
            AdminRefusal<Endpoint, Code>,
          ]
        ? never
        : `${Endpoint} ${Code}`
    : never;

/** Every route that answers JSON on success, as a contract key. */
type ServedEndpoints<Routes> = Routes extends unknown ? ServedIn<Routes> : never;

type ServedIn<Routes> = {
  [Path in keyof Routes & string]: {
    [Method in keyof Routes[Path] & string]: Extract<
      Routes[Path][Method],
      { status: Success; outputFormat: 'json' }
    > extends never
      ? never
      : Method extends `$${infer Name}`
        ? `${Uppercase<Name>} /api/admin${Path}`
        : never;
  }[keyof Routes[Path] & string];
}[keyof Routes & string];

/** The contract's endpoints that a route does not serve as written, or whose answers differ from it. */
export type BrokenEndpoints<App> = {
  [Endpoint in AdminEndpoint]: Broken<Served<App>, Endpoint>;
}[AdminEndpoint];

/** Routes that answer JSON but are missing from the contract. */
export type UnwrittenEndpoints<App> = Exclude<ServedEndpoints<Served<App>>, AdminEndpoint>;

/** `true` when the routes serve one endpoint as the contract says; otherwise the endpoint (and refusal code). */
export type KeepsEndpoint<App, Endpoint extends AdminEndpoint> = [Broken<Served<App>, Endpoint>] extends [
  never,
]
  ? true
  : Broken<Served<App>, Endpoint>;

/** `true` when the routes keep the contract; otherwise the type names what does not hold. */
export type KeepsContract<App> = [BrokenEndpoints<App> | UnwrittenEndpoints<App>] extends [never]
  ? true
  : BrokenEndpoints<App> | UnwrittenEndpoints<App>;

export const adminRoutesKeepContract: KeepsContract<ReturnType<typeof adminApiRoutes>> = true;
