import { isAdminRole, systemActors } from '@site/schemas';
/**
 * Manages admin accounts from the command line, on the same database as the server:
 *
 *   npm run admin -- list
 *   npm run admin -- create <email> [--role owner|editor|support] [--yes]
 *   npm run admin -- set-role <email> <owner|editor|support>
 *   npm run admin -- reset-password <email>
 *   npm run admin -- reset-second-factor <email>
 *   npm run admin -- end-sessions <email>
 *   npm run admin -- rotate-key
 *   npm run admin -- verify-audit
 *
 * Passwords are asked for without echo (or read as one line from standard input when it is not a terminal).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import {
  isAccountErrorCode,
  loadPasswordStrength,
  newAccountSchema,
  type PasswordFeedback,
  validateFields,
} from '@site/schemas';
import { addAccount, resetPassword, resetSecondFactor } from '../admin/accounts.ts';
import { sealAuditLog, verifyAuditLog } from '../audit/chain.ts';
import { auditEntry } from '../audit/entries.ts';
import { accountRefusal, isCommonPassword } from '../admin/passwords.ts';
import { systemClock } from '../clock.ts';
import { type ApiConfig, apiConfigFromEnv } from '../config.ts';
import { nodeLocations } from '../nodeEnvironment.ts';
import { nodeSecretKeys, secretKeyFile } from '../secretsAtRest/nodeSecretKey.ts';
import { createFileDurably, renameDurably } from '../node/durableFiles.ts';
import { rotateSecretKey } from '../secretsAtRest/rotateSecretKey.ts';
import { newSecretKeyText, parseSecretKey } from '../secretsAtRest/secretBox.ts';
import { describeStore, openStore } from '../storage/openStore.ts';

const commandLine = { id: null, name: systemActors.commandLine };

const usage =
  'Usage: npm run admin -- list | create <email> [--role owner|editor|support] [--yes] | set-role <email> <role> | reset-password <email> | reset-second-factor <email> | end-sessions <email> | rotate-key | verify-audit';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: { positionals: string[]; values: { yes?: boolean; role?: string } };
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { yes: { type: 'boolean', default: false }, role: { type: 'string', default: 'owner' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const { positionals, values } = parsed;
const [command, email] = positionals;

/** Reads a line without showing it on a terminal; from a pipe, reads the next line as it is. */
async function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input, terminal: false });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    fail('Expected a password on standard input.');
  }
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function choosePassword(forEmail: string): Promise<string> {
  const password = await askHidden(`New password for ${forEmail}: `);
  const strength = await loadPasswordStrength();
  let feedback: PasswordFeedback | undefined;
  const checked = validateFields(
    newAccountSchema,
    { email: forEmail, password },
    {
      context: {
        isCommonPassword,
        passwordStrength: strength.estimate,
        onWeakPassword: (weak: PasswordFeedback) => {
          feedback = weak;
        },
      },
      isCode: isAccountErrorCode,
    },
  );
  if (!checked.ok)
    fail(`Refused: ${accountRefusal(checked.fields, feedback && { feedback, words: strength.words })}.`);
  if (process.stdin.isTTY && (await askHidden('Again: ')) !== password) fail('The two passwords differ.');
  return password;
}

const locations = nodeLocations(process.env);
// A mistyped DATABASE_PATH would otherwise create an empty database and report on that one: only `create` may
// start a new one, and says so.
const newDatabase = !locations.databaseUrl && !existsSync(locations.databasePath);
if (newDatabase && command !== 'create')
  fail(
    `No database at ${locations.databasePath} (DATABASE_PATH). Use the server's DATABASE_PATH or DATABASE_URL.`,
  );
let deps: { store: Awaited<ReturnType<typeof openStore>>; clock: typeof systemClock; config: ApiConfig };
try {
  deps = { store: await openStore(locations), clock: systemClock, config: apiConfigFromEnv(process.env) };
} catch (error) {
  fail(`Cannot open ${describeStore(locations)}: ${(error as Error).message}`);
}
const { store } = deps;
console.error(`${newDatabase ? 'New database: ' : ''}${describeStore(locations)}`);

try {
  switch (command) {
    case 'list': {
      const accounts = await store.admins.listAccounts();
      if (accounts.length === 0) console.log('No admin accounts yet.');
      for (const account of accounts) {
        const factor = account.totpSecret
          ? `second factor on, ${account.recoveryCodesLeft} recovery codes left`
          : 'no second factor';
        console.log(
          `${account.email}\t${account.role}\tcreated ${account.createdAt}\tlast sign-in ${account.lastSignInAt ?? 'never'}\t${factor}`,
        );
      }
      break;
    }
    case 'create': {
      if (!email) fail('Usage: npm run admin -- create <email> [--role owner|editor|support] [--yes]');
      const role = values.role ?? 'owner';
      if (!isAdminRole(role)) fail(`--role must be owner, editor or support, not "${role}".`);
      const count = await store.admins.countAccounts();
      if (count > 0 && !values.yes)
        fail(`There are already ${count} admin account(s). Add --yes to create another one.`);
      // The first admin runs the business: they must be able to do everything, add the others included.
      if (count === 0 && role !== 'owner') fail('The first admin must be an owner (--role owner).');
      const password = await choosePassword(email);
      const outcome = await addAccount(deps, commandLine, { email, password, role }, { client: null });
      if (outcome.kind === 'email_taken')
        fail(`${email} is already an admin; use reset-password or set-role.`);
      console.log(
        `Created admin ${email} (${role}). They set up their second factor at their first sign-in.`,
      );
      break;
    }
    case 'set-role': {
      const role = positionals[2];
      if (!email || !role) fail('Usage: npm run admin -- set-role <email> <owner|editor|support>');
      if (!isAdminRole(role)) fail(`The role must be owner, editor or support, not "${role}".`);
      const account = await store.admins.findAccountByEmail(email);
      if (!account) fail(`No admin ${email}.`);
      if (account.role === role) {
        console.log(`${email} is ${role} already.`);
        break;
      }
      const changed = await store.admins.setRole(
        account.id,
        role,
        auditEntry(Date.now(), 'role_changed', commandLine, { client: null }, account.email, {
          from: account.role,
          to: role,
        }),
      );
      if (!changed) fail(`${email} is the last owner: make another admin an owner first.`);
      console.log(`${email} is now ${role}.`);
      break;
    }
    case 'reset-password': {
      if (!email) fail('Usage: npm run admin -- reset-password <email>');
      if (!(await store.admins.findAccountByEmail(email))) fail(`No admin ${email}.`);
      const password = await choosePassword(email);
      await resetPassword(deps, commandLine, email, password);
      console.log(
        `New password set for ${email}; their sessions were ended. The second factor is unchanged.`,
      );
      break;
    }
    case 'reset-second-factor': {
      if (!email) fail('Usage: npm run admin -- reset-second-factor <email>');
      if (!(await resetSecondFactor(deps, commandLine, email))) fail(`No admin ${email}.`);
      console.log(
        `Second factor and recovery codes of ${email} removed; they set up a new one at their next sign-in.`,
      );
      break;
    }
    case 'end-sessions': {
      if (!email) fail('Usage: npm run admin -- end-sessions <email>');
      const account = await store.admins.findAccountByEmail(email);
      if (!account) fail(`No admin ${email}.`);
      const ended = await store.admins.endAllSessions(
        account.id,
        auditEntry(Date.now(), 'other_sessions_ended', commandLine, { client: null }, account.email),
      );
      console.log(`Ended ${ended} session(s) of ${email}.`);
      break;
    }
    case 'rotate-key': {
      // The key in use: SECRET_KEY, or the key file in the data folder. With SECRET_KEY the operator chooses the
      // new key (NEW_SECRET_KEY) and sets it for the server; a key file is replaced here, so no key is printed.
      const dataDir = dirname(locations.databasePath);
      const current = nodeSecretKeys({ SECRET_KEY: process.env.SECRET_KEY }, dataDir, { create: false });
      if (current.source === 'SECRET_KEY' && !process.env.NEW_SECRET_KEY?.trim())
        fail(
          'SECRET_KEY is set: choose the new key (`openssl rand -base64 32`) and pass it as NEW_SECRET_KEY; then set SECRET_KEY to it for every instance.',
        );
      const nextText = process.env.NEW_SECRET_KEY?.trim() || newSecretKeyText();
      const next = parseSecretKey(nextText, 'NEW_SECRET_KEY');
      const file = current.file;
      // The new key is written first, beside the old one, so a rotation cut off half-way loses no key.
      const pending = file ? `${file}.new` : undefined;
      // Durably, before any secret is sealed with it: a power cut must not keep the new seals and lose their key.
      if (pending) {
        rmSync(pending, { force: true });
        createFileDurably(pending, `${nextText}\n`, 0o600);
      }
      const currentKey = parseSecretKey(
        process.env.SECRET_KEY?.trim() || readFileSync(file!, 'utf8'),
        'SECRET_KEY',
      );
      const count = await rotateSecretKey(store, currentKey, next);
      await store.audit.record(
        auditEntry(Date.now(), 'secret_key_rotated', commandLine, { client: null }, null, {
          from: currentKey.id,
          to: next.id,
          secrets: count,
        }),
      );
      if (pending && file) renameDurably(pending, file);
      console.log(
        `Re-encrypted ${count} secret(s) under key ${next.id} (was ${currentKey.id}). ${
          file
            ? `${secretKeyFile(dataDir)} holds the new key; restart the server so it uses it.`
            : 'Set SECRET_KEY to NEW_SECRET_KEY for every instance and restart them.'
        }`,
      );
      break;
    }
    case 'verify-audit': {
      // Verifies without sealing first: an entry whose hash was removed must show, not be sealed again.
      const result = await verifyAuditLog(store.audit);
      const head = result.head
        ? `the last sealed entry is #${result.head.seq} (${result.head.id}), hash ${result.head.hash}`
        : 'no entry is sealed yet';
      const unsealed = result.unsealed > 0 ? `; the newest ${result.unsealed} are not sealed yet` : '';
      if (result.firstBroken) {
        const { seq, id, at, kind, problem } = result.firstBroken;
        const why = {
          altered: 'it, or an entry before it, was changed',
          entry_before_missing: 'the entry before it is missing',
          hash_missing: 'an entry before it had its hash removed',
          not_sealed:
            'it has waited longer than 15 minutes for its seal: its hash was removed, or the server stopped before sealing it (starting it seals it)',
        }[problem];
        fail(
          `The audit log's chain is broken at entry #${seq} (${id}, ${kind}, ${at}): ${why}. ${result.entries} entries; ${head}.`,
        );
      }
      console.log(`The audit log's chain holds: ${result.entries} entries, ${head}${unsealed}.`);
      break;
    }
    default:
      fail(usage);
  }
  // What this command wrote to the audit log is sealed into its chain, as the server seals after a change.
  if (command !== 'list' && command !== 'verify-audit') await sealAuditLog(store.audit);
} finally {
  await store.close();
}
