// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173,
// proxying /api, /uploads and /socket.io to the API). Open http://localhost:5173.
import { run } from './lib.mjs';

const env = { ...process.env, NODE_ENV: 'development', SERVE_WEB: 'false' };
const codes = await Promise.all([
  run('npm', ['run', 'dev', '-w', '@kindred/server'], { env }),
  run('npm', ['run', 'dev', '-w', '@kindred/web'], { env }),
]);
process.exit(Math.max(...codes));
