import type { TranslationKeys } from '@zxcvbn-ts/core';

/**
 * The lowest zxcvbn score a new admin password may have. Score 3 means the estimator needs at least 10^8 guesses
 * ("safely unguessable: moderate protection from an offline slow-hash attack"). Online, the sign-in lockout (5
 * tries per 15 minutes per account and address) keeps 10^8 guesses out of reach; offline, from a stolen database,
 * every guess costs an argon2id hash with 19 MiB of memory, so 10^8 of them cost thousands of core-hours. Score 4
 * (10^10) would refuse most passwords of three or four common words, which the form's help recommends.
 */
export const minimumPasswordScore = 3;

export type PasswordWarning = keyof TranslationKeys['warnings'];
export type PasswordSuggestion = keyof TranslationKeys['suggestions'];

/** Why a password is weak, as the estimator's keys: the screens show the words in the admin's language. */
export interface PasswordFeedback {
  warning: PasswordWarning | null;
  suggestions: PasswordSuggestion[];
}

export interface PasswordEstimate {
  score: 0 | 1 | 2 | 3 | 4;
  feedback: PasswordFeedback;
}

/** Estimates a password's strength; `userInputs` are words the attacker knows (the email, the site's name). */
export type PasswordStrength = (password: string, userInputs: readonly string[]) => PasswordEstimate;

/** The estimator's words for its warnings and suggestions, per language (the library's own translations). */
export type PasswordFeedbackWords = Record<'de' | 'en', Pick<TranslationKeys, 'warnings' | 'suggestions'>>;

export interface LoadedPasswordStrength {
  estimate: PasswordStrength;
  words: PasswordFeedbackWords;
}

let loading: Promise<LoadedPasswordStrength> | undefined;

/**
 * zxcvbn (zxcvbn-ts) with its common dictionaries (leaked passwords, diceware, keyboard layouts) and the English
 * and German word, name and Wikipedia lists: about 2.5 MB of code, so it is loaded on first use only (a dynamic
 * import: the admin screens load it where a new password is typed, the server on the first new password), once.
 */
export function loadPasswordStrength(): Promise<LoadedPasswordStrength> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, de] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
    ]);
    // The German package (3.x, the newest) ships its lists as comma-separated text; the core takes arrays.
    const german = Object.fromEntries(
      Object.entries(de.dictionary as Record<string, string | string[]>).map(([name, list]) => [
        `${name}-de`,
        typeof list === 'string' ? list.split(',') : list,
      ]),
    );
    // No translations are set, so the feedback comes back as keys, which the API can answer and the screens word.
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...german },
      graphs: common.adjacencyGraphs,
    });
    const words: PasswordFeedbackWords = { de: de.translations, en: en.translations };
    const isWarning = (key: string | null): key is PasswordWarning =>
      key !== null && Object.hasOwn(words.en.warnings, key);
    const isSuggestion = (key: string): key is PasswordSuggestion => Object.hasOwn(words.en.suggestions, key);
    const estimate: PasswordStrength = (password, userInputs) => {
      const { score, feedback } = zxcvbn.check(password, [...userInputs]);
      return {
        score,
        feedback: {
          warning: isWarning(feedback.warning) ? feedback.warning : null,
          suggestions: feedback.suggestions.filter(isSuggestion),
        },
      };
    };
    return { estimate, words };
  })().catch((error: unknown) => {
    // A chunk that failed to arrive (a network hiccup in the browser) may arrive on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}
