// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The latest modification time of a file, or of any file under a folder (0 when absent). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

function needsBuild(workspace, output, sources) {
  const built = path.join(root, workspace, output);
  if (!existsSync(built)) return true;
  const sourceTime = Math.max(
    ...sources.map((s) => newest(path.join(root, workspace, s))),
  );
  return sourceTime > statSync(built).mtimeMs;
}

for (const [workspace, output, sources] of [
  ['frontend', 'dist/index.html', ['src', 'index.html', 'public']],
  ['backend', 'dist/main.js', ['src']],
]) {
  if (!needsBuild(workspace, output, sources)) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(
  process.execPath,
  [path.join(root, 'backend', 'dist', 'main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
