// npm start builds what has no build yet or is older than a source file of it: the admin (admin/dist) and
// the compiled API (api/dist). `node scripts/build-if-needed.mjs api` looks at the API only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const builds = {
  admin: { output: 'admin/dist/index.html', sources: ['admin/src', 'admin/index.html', 'dominio'], script: 'build' },
  api: { output: 'api/dist/server.js', sources: ['api/src', 'dominio', 'migrations', 'seeds'], script: 'build:api' },
};

const isTest = (name) => /\.test\.tsx?$/.test(name);
const newest = (source) => {
  if (!fs.statSync(source).isDirectory()) return fs.statSync(source).mtimeMs;
  return fs
    .readdirSync(source, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .reduce((latest, entry) => Math.max(latest, newest(path.join(source, entry.name))), 0);
};

const wanted = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(builds);
for (const name of wanted) {
  const { output, sources, script } = builds[name];
  const built = path.resolve(output);
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= Math.max(...sources.map(newest))) continue;
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
