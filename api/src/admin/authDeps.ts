import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { Store } from '../storage/store.ts';

/** What signing in, the second factor and re-authentication need: the store, the clock and the settings. */
export interface AuthDeps {
  store: Store;
  clock: Clock;
  config: ApiConfig;
}
