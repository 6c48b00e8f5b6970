/**
 * Vitest global setup of the unit-postgres project: one throwaway PostgreSQL server for the whole run, one
 * database on it (each test's store takes a schema of its own there), stopped when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  try {
    const url = await server.createDatabase('site_test');
    // Installed once into public: every test schema's migration then finds it instead of racing to create it.
    await server.sql('CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public', 'site_test');
    project.provide('postgresUrl', url);
  } catch (error) {
    // The cluster runs detached: stop it, or it outlives the failed run.
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
