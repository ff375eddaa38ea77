// npm start builds the admin only when there is no build yet or a source file is newer than it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const built = path.resolve('admin/dist/index.html');
const newest = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs;
    return Math.max(latest, time);
  }, 0);

const sources = Math.max(newest('admin/src'), fs.statSync('admin/index.html').mtimeMs);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources) {
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(status ?? 1);
}
