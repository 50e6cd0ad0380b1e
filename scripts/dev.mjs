// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173,
// proxying /api, /uploads and /socket.io to the API). Open http://localhost:5173. The mail outbox
// (/dev/outbox) is on here; `npm start` keeps it off unless DEV_OUTBOX=true.
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { run } from './lib.mjs';

// Voice notes are checked and converted by ffmpeg (decision 109).
await ensureFfmpeg();

const env = { ...process.env, NODE_ENV: 'development', SERVE_WEB: 'false', DEV_OUTBOX: 'true' };
const codes = await Promise.all([
  run('npm', ['run', 'dev', '-w', '@kindred/server'], { env }),
  run('npm', ['run', 'dev', '-w', '@kindred/web'], { env }),
]);
process.exit(Math.max(...codes));
