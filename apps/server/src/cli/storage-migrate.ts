// npm run storage:migrate
// Copies the uploaded files of DATA_DIR/uploads into the bucket S3_BUCKET names (decision 091).
// Safe to run again: what the bucket has is skipped, so a second run copies nothing and a run that
// was stopped resumes. Run it before switching a site to the bucket; the app may keep running.
import { loadConfig } from '../config';
import { createFolderStorage } from '../storage/folder-storage';
import { copyObjects } from '../storage/copy-objects';
import { createS3Storage } from '../storage/s3-storage';

const config = loadConfig();
if (config.storage.kind !== 's3') {
  process.stderr.write('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys...) to the bucket to copy into.\n');
  process.exit(2);
}
const from = createFolderStorage(config.uploadsDir);
const to = createS3Storage(config.storage);
process.stdout.write(`Copying ${from.location} into ${to.location}\n`);

let shown = -1;
try {
  const result = await copyObjects(from, to, {
    onProgress: ({ copied, skipped, total }) => {
      const done = copied + skipped;
      const percent = Math.floor((done / total) * 100);
      // A line per percent (and the last), not one per file.
      if (percent === shown && done !== total) return;
      shown = percent;
      process.stdout.write(`${done}/${total} (${percent}%): ${copied} copied, ${skipped} already there\n`);
    },
  });
  process.stdout.write(`Done: ${result.copied} copied, ${result.skipped} already there, of ${result.total}\n`);
} catch (error) {
  process.stderr.write(`Stopped: ${(error as Error).message}\nRun it again to resume.\n`);
  process.exitCode = 1;
}
