import type { RepeatedEvents } from '../audit/repeatedEvents.ts';
import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import type { SecretBox } from '../secretsAtRest/secretBox.ts';
import type { Store } from '../storage/store.ts';

/** What signing in, the second factor and re-authentication need: the store, the clock and the settings. */
export interface AuthDeps {
  store: Store;
  clock: Clock;
  config: ApiConfig;
  /** Where attempts while locked are counted; the command line, which signs nobody in, has none. */
  repeated?: RepeatedEvents;
}

/** What the steps that read or write a TOTP seed need besides: the box the seeds are stored sealed in. */
export interface SecondFactorDeps extends AuthDeps {
  secrets: SecretBox;
}
