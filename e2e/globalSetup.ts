import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { levantarServidor, PUERTO_E2E, prepararPlantilla } from './servidor';

/**
 * One server for the browser tests (built admin + API over the demo data), and the data dir it was
 * copied from, for the files that start a server of their own (another registration mode, 100,000
 * more clients) without migrating and seeding again.
 */
export default async function setup(project: TestProject) {
  const plantilla = await prepararPlantilla();
  const servidor = await levantarServidor({ puerto: PUERTO_E2E, plantilla });
  project.provide('baseUrl', servidor.url);
  project.provide('plantillaE2E', plantilla);
  return async () => {
    await servidor.cerrar();
    fs.rmSync(plantilla, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    plantillaE2E: string;
  }
}
