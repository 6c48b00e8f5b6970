import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SettingError } from '../config.ts';
import { createFileDurably, makeFolderDurably } from '../node/durableFiles.ts';
import { newSecretKeyText, parseSecretKey, type SecretBox, secretBox } from './secretBox.ts';

export interface NodeSecretKeys {
  box: SecretBox;
  /** Whether this start made the key file (so a start refused at once can take it away again). */
  created: boolean;
  /** Where the key came from, for the start line: `SECRET_KEY` or the key file's path. */
  source: string;
  /** The key file, when the key lives in one (not when it came from `SECRET_KEY`). */
  file: string | undefined;
}

/** The key file in the data folder (`data/secret.key` by default, beside the SQLite file). */
export const secretKeyFile = (dataDir: string) => join(dataDir, 'secret.key');

/**
 * The key file's text, the file made on first use: 32 random bytes, readable by this user only, and never over a
 * key another process made at the same moment (that one is read instead).
 */
export function keyFileText(
  dataDir: string,
  { create = true }: { create?: boolean } = {},
): { file: string; text: string; created: boolean } {
  const file = secretKeyFile(dataDir);
  let created = false;
  if (!existsSync(file)) {
    if (!create) throw new SettingError(`No SECRET_KEY and no key file at ${file}.`);
    makeFolderDurably(dataDir, 0o700);
    try {
      // Synced with its folder before anything is sealed with it: a power cut must not keep sealed secrets and
      // lose their key.
      createFileDurably(file, `${newSecretKeyText()}\n`, 0o600);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if ((statSync(file).mode & 0o077) !== 0)
    throw new SettingError(
      `The key file ${file} may be read by other users; make it the server's alone (chmod 600).`,
    );
  return { file, text: readFileSync(file, 'utf8').trim(), created };
}

/**
 * The key the Node server seals secrets with: `SECRET_KEY` when set; otherwise the key file in the data folder,
 * made on the first start, so `npm start` needs no setting. `SECRET_KEY_PREVIOUS` opens what an earlier key
 * sealed, while a rotation is under way.
 */
export function nodeSecretKeys(
  env: Record<string, string | undefined>,
  dataDir: string,
  options: { create?: boolean } = {},
): NodeSecretKeys {
  const previous = env.SECRET_KEY_PREVIOUS?.trim()
    ? [parseSecretKey(env.SECRET_KEY_PREVIOUS, 'SECRET_KEY_PREVIOUS')]
    : [];
  if (env.SECRET_KEY?.trim())
    return {
      box: secretBox(parseSecretKey(env.SECRET_KEY, 'SECRET_KEY'), previous),
      source: 'SECRET_KEY',
      file: undefined,
      created: false,
    };
  const { file, text, created } = keyFileText(dataDir, options);
  return {
    box: secretBox(parseSecretKey(text, `The key file ${file}`), previous),
    source: file,
    file,
    created,
  };
}
