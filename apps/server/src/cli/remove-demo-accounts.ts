// npm run demo:remove: deletes the demo accounts (and everything of theirs), wherever the
// configuration points (DATABASE_URL or the embedded database under DATA_DIR). Decision 067.
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { withServices } from './with-services';

await withServices(async (services) => {
  const removed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await services.account.removeAccountByEmail(account.email)) removed.push(account.email);
  }
  process.stdout.write(
    removed.length > 0 ? `Removed the demo accounts ${removed.join(' and ')}.\n` : 'No demo account was found.\n',
  );
}).catch((error: unknown) => {
  process.exitCode = 1;
  process.stderr.write(
    `Removing the demo accounts failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
});
