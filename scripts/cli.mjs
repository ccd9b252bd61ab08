// `npm run user:promote`, `db:backup`, `db:restore`, `ai:fake`: runs a command
// of the built server (backend/dist/cli/<name>.js) with the arguments given,
// or says to build first when the server is not built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const file = path.join(root, 'backend', 'dist', 'cli', `${name}.js`);
if (!name || !existsSync(file)) {
  console.error(
    name && existsSync(path.join(root, 'backend', 'src', 'cli', `${name}.ts`))
      ? 'The server is not built yet: run `npm run build` (or `npm start` once) first.'
      : `No such command: ${name ?? '(none)'}`,
  );
  process.exit(1);
}
const run = spawnSync(process.execPath, [file, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
