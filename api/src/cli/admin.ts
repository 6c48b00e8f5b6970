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
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { isAccountErrorCode, newAccountSchema, validateFields } from '@site/schemas';
import { addAccount, resetPassword, resetSecondFactor } from '../admin/accounts.ts';
import { auditEntry } from '../admin/authentication.ts';
import { isCommonPassword } from '../admin/passwords.ts';
import { systemClock } from '../clock.ts';
import { apiConfigFromEnv } from '../config.ts';
import { nodeLocations } from '../nodeEnvironment.ts';
import { openStore } from '../storage/openStore.ts';

const commandLine = { id: null, name: 'command line' };

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { yes: { type: 'boolean', default: false } },
});
const [command, email] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

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
  const checked = validateFields(
    newAccountSchema,
    { email: forEmail, password },
    {
      context: { isCommonPassword },
      isCode: isAccountErrorCode,
    },
  );
  if (!checked.ok) {
    const reasons = Object.entries(checked.fields).map(([field, code]) => `${field}: ${code}`);
    fail(`Refused (${reasons.join(', ')}). Passwords need 12 to 128 characters and must not be common.`);
  }
  if (process.stdin.isTTY && (await askHidden('Again: ')) !== password) fail('The two passwords differ.');
  return password;
}

const store = await openStore(nodeLocations(process.env));
const deps = { store, clock: systemClock, config: apiConfigFromEnv(process.env) };

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
      fail(
        'Usage: npm run admin -- list | create <email> [--yes] | reset-password <email> | reset-second-factor <email> | end-sessions <email>',
      );
  }
} finally {
  await store.close();
}
