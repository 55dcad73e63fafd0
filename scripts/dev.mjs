// `npm run dev`: the server (tsx watch) on :3000 and Vite with hot reload on
// :5173, which forwards /api, /oss, /img and /static to the server.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const procs = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', stop);
