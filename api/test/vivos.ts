import type { ChildProcess } from 'node:child_process';

/**
 * The processes a test started and that still run. A test (or a setup) that fails or times out never reaches its own
 * stop, and the server it started (with a cluster's workers) outlived the run; they are killed when the test process
 * ends, normally or by vitest's SIGTERM (which would skip 'exit' listeners). A killed cluster primary takes its workers
 * with it: a worker exits when its channel to the primary closes.
 */
const vivos = new Set<ChildProcess>();
const matarVivos = () => {
  for (const hijo of vivos) hijo.kill('SIGKILL');
};
process.once('exit', matarVivos);
process.once('SIGTERM', () => {
  matarVivos();
  process.exit(143);
});

/** Keeps `hijo` among the processes killed when this one ends, until it exits by itself. */
export function vigilar(hijo: ChildProcess): ChildProcess {
  vivos.add(hijo);
  hijo.once('exit', () => vivos.delete(hijo));
  return hijo;
}
