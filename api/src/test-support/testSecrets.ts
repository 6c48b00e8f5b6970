import { parseSecretKey, secretBox } from '../secretsAtRest/secretBox.ts';

/** The tests' `SECRET_KEY`: a fixed key, so a store made by one test process opens in another (the worker's). */
export const testSecretKeyText = 'BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc';

/** The box the app under test seals its secrets with. */
export const testSecrets = secretBox(parseSecretKey(testSecretKeyText, 'SECRET_KEY'));
