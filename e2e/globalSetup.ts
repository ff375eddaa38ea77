import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { levantarServidor, PUERTO_E2E, prepararPlantilla, type Servidor } from './servidor';

/**
 * One server per test worker (built admin + API over the demo data), so two files run side by side
 * without touching each other's data, and the data dir they were copied from, for the files that start
 * a server of their own (another registration mode, 100,000 more clients) without migrating and seeding again.
 */
export default async function setup(project: TestProject) {
  const plantilla = await prepararPlantilla();
  const trabajadores = Number(project.config.maxWorkers);
  const arranques = await Promise.allSettled(
    Array.from({ length: trabajadores }, (_, i) => levantarServidor({ puerto: PUERTO_E2E + i, plantilla })),
  );
  const servidores: Servidor[] = arranques.flatMap((arranque) => (arranque.status === 'fulfilled' ? [arranque.value] : []));
  const fallido = arranques.find((arranque) => arranque.status === 'rejected');
  if (fallido) {
    // The servers that did start are stopped too: a failed setup runs no teardown.
    await Promise.all(servidores.map((servidor) => servidor.cerrar()));
    throw fallido.reason;
  }
  project.provide(
    'baseUrls',
    servidores.map((servidor) => servidor.url),
  );
  project.provide('plantillaE2E', plantilla);
  return async () => {
    await Promise.all(servidores.map((servidor) => servidor.cerrar()));
    fs.rmSync(plantilla, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server of each worker, by VITEST_POOL_ID - 1. */
    baseUrls: string[];
    plantillaE2E: string;
  }
}
