export { type App, type AppOptions, createApp, type SiteHandler } from './app.ts';
export { type ApiConfig, apiConfigFromEnv, defaultApiConfig } from './config.ts';
export { openSqliteStore, startSqliteStore } from './storage/sqlite.ts';
export type {
  InsertOutcome,
  Received,
  SubmissionStore,
  SupportAnswers,
  SurveyAnswers,
} from './storage/store.ts';
