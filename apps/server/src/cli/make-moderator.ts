// npm run make-moderator -- <email> [--revoke]
// Gives a member the moderator role (or takes it back with --revoke). With the embedded database,
// stop the app first: PGlite opens its data directory from one process at a time.
import { parseArgs } from 'node:util';
import { withServices } from './with-services';

const { values, positionals } = parseArgs({
  options: { revoke: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const email = positionals[0];
if (!email || positionals.length > 1) {
  process.stderr.write('Usage: npm run make-moderator -- <email> [--revoke]\n');
  process.exit(2);
}

await withServices(async (services) => {
  const role = values.revoke ? 'member' : 'moderator';
  if (!(await services.moderation.setMemberRole(email, role))) {
    process.stderr.write(`No account with the e-mail ${email}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is now a ${role}\n`);
  }
});
