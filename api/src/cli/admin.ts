import { systemActors } from '@site/schemas';
/**
 * Manages admin accounts from the command line, on the same database as the server:
 *
 *   npm run admin -- list
 *   npm run admin -- create <email> [--yes]
 *   npm run admin -- reset-password <email>
 *   npm run admin -- reset-second-factor <email>
 *   npm run admin -- end-sessions <email>
 *
 * Passwords are asked for without echo (or read as one line from standard input when it is not a terminal).
 */
import { existsSync } from 'node:fs';
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
import { auditEntry } from '../admin/authentication.ts';
import { accountRefusal, isCommonPassword } from '../admin/passwords.ts';
import { systemClock } from '../clock.ts';
import { type ApiConfig, apiConfigFromEnv } from '../config.ts';
import { nodeLocations } from '../nodeEnvironment.ts';
import { describeStore, openStore } from '../storage/openStore.ts';

const commandLine = { id: null, name: systemActors.commandLine };

const usage =
  'Usage: npm run admin -- list | create <email> [--yes] | reset-password <email> | reset-second-factor <email> | end-sessions <email>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed: { positionals: string[]; values: { yes?: boolean } };
try {
  parsed = parseArgs({ allowPositionals: true, options: { yes: { type: 'boolean', default: false } } });
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
          `${account.email}\tcreated ${account.createdAt}\tlast sign-in ${account.lastSignInAt ?? 'never'}\t${factor}`,
        );
      }
      break;
    }
    case 'create': {
      if (!email) fail('Usage: npm run admin -- create <email> [--yes]');
      const count = await store.admins.countAccounts();
      if (count > 0 && !values.yes)
        fail(`There are already ${count} admin account(s). Add --yes to create another one.`);
      const password = await choosePassword(email);
      const outcome = await addAccount(deps, commandLine, { email, password }, { client: null });
      if (outcome.kind === 'email_taken') fail(`${email} is already an admin; use reset-password.`);
      console.log(`Created admin ${email}. They set up their second factor at their first sign-in.`);
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
    default:
      fail(usage);
  }
} finally {
  await store.close();
}
