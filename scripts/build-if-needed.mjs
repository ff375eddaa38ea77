// npm start builds what has no build yet or is older than any input of it: the admin (admin/dist) and the
// compiled API (api/dist). Inputs are the sources and everything else that changes the output: the
// installed packages (package-lock.json, package.json), the build's config and the admin's public files.
// `node scripts/build-if-needed.mjs api` looks at the API only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PAQUETES = ['package.json', 'package-lock.json', 'tsconfig.json'];

export const BUILDS = {
  admin: {
    output: 'admin/dist/index.html',
    inputs: ['admin/src', 'admin/index.html', 'admin/public', 'admin/vite.config.ts', 'dominio', ...PAQUETES],
    script: 'build',
  },
  api: {
    output: 'api/dist/server.js',
    inputs: ['api/src', 'api/vite.config.ts', 'dominio', 'migrations', 'seeds', ...PAQUETES],
    script: 'build:api',
  },
};

const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The last time anything under `input` changed (0 if it does not exist). */
const newest = (input) => {
  if (!fs.existsSync(input)) return 0;
  if (!fs.statSync(input).isDirectory()) return fs.statSync(input).mtimeMs;
  return fs
    .readdirSync(input, { withFileTypes: true })
    .filter((entry) => !isTest(entry.name))
    .reduce((latest, entry) => Math.max(latest, newest(path.join(input, entry.name))), 0);
};

/** The builds (of `wanted`) under `root` that are missing or older than one of their inputs. */
export function stale(root, wanted = Object.keys(BUILDS)) {
  return wanted.filter((name) => {
    const { output, inputs } = BUILDS[name];
    const built = path.join(root, output);
    return !fs.existsSync(built) || fs.statSync(built).mtimeMs < Math.max(...inputs.map((input) => newest(path.join(root, input))));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(BUILDS);
  for (const name of stale(process.cwd(), wanted)) {
    const { status } = spawnSync('npm', ['run', BUILDS[name].script], { stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
}
