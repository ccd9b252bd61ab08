// `npm run dev`: backend compiled in watch mode and restarted on change, Vite dev server with the API proxied.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
spawnSync(npm, ['run', 'build', '-w', 'backend'], {
  cwd: root,
  stdio: 'inherit',
});
const children = [
  spawn(npm, ['run', 'dev', '-w', 'backend'], { cwd: root, stdio: 'inherit' }),
  spawn(
    process.execPath,
    ['--watch-path=backend/dist', 'backend/dist/main.js'],
    { cwd: root, stdio: 'inherit' },
  ),
  spawn(npm, ['run', 'dev', '-w', 'frontend'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
