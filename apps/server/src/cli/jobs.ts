// npm run jobs -- failed [--limit N] | retry <id> | stats
// The shared job queue's failures (decision 092): jobs that failed on every try stay in
// pgboss.job (state 'failed') for 7 days. Needs DATABASE_URL; the embedded database has no queue.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openQueueAdmin } from '../jobs/queue-admin';

const { values, positionals } = parseArgs({
  options: { limit: { type: 'string', default: '50' } },
  allowPositionals: true,
});
const [command, id] = positionals;
const limit = Number(values.limit);
const usage = 'Usage: npm run jobs -- failed [--limit N] | retry <id> | stats\n';
if (!['failed', 'retry', 'stats'].includes(command ?? '') || (command === 'retry') !== Boolean(id) || !(limit >= 1)) {
  process.stderr.write(usage);
  process.exit(2);
}

const config = loadConfig();
if (!config.databaseUrl || config.jobs.queue !== 'postgres') {
  process.stderr.write('The job queue runs in the server process without DATABASE_URL: failures are in its log.\n');
  process.exit(1);
}

const admin = await openQueueAdmin(config.databaseUrl).catch((error: unknown) => {
  process.stderr.write(`The job queue is not there yet (a server creates it on start-up): ${String(error)}\n`);
  process.exit(1);
});
try {
  if (command === 'failed') {
    const failed = await admin.failed(limit);
    for (const job of failed) {
      process.stdout.write(
        `${job.failedAt.toISOString()}  ${job.name}  ${job.id}  after ${job.attempts} tries: ${job.error ?? '?'}\n`,
      );
    }
    if (failed.length === 0) process.stdout.write('No failed jobs.\n');
  } else if (command === 'retry') {
    if (await admin.retry(id!)) process.stdout.write(`Queued ${id} again.\n`);
    else {
      process.stderr.write(`No failed job has the id ${id}.\n`);
      process.exitCode = 1;
    }
  } else {
    process.stdout.write(`${JSON.stringify(await admin.counts(), null, 2)}\n`);
  }
} finally {
  await admin.close();
}
