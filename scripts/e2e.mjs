// npm run e2e [-- --screenshots DIR] [vitest args]: builds the admin and the API if a source of them changed, then runs the
// browser tests against them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
// The servers hash passwords at bcrypt's cost 4, as the API tests do (decision 118): every test signs in.
const env = { BCRYPT_COST: '4', ...process.env };
const at = args.indexOf('--screenshots');
if (at !== -1) {
  env.E2E_SCREENSHOTS = path.resolve(args[at + 1] ?? 'screenshots');
  args.splice(at, 2);
}
const run = (command, commandArgs) => {
  const { status } = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (status !== 0) process.exit(status ?? 1);
};
run('node', ['scripts/build-if-needed.mjs', 'admin', 'api']);
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...args]);
