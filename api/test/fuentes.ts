import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, from api/test/. */
export const RAIZ = path.resolve(import.meta.dirname, '../..');

/** The files under `dir` whose name `cumple` takes, as paths. */
function archivosBajo(dir: string, cumple: (nombre: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(dir, entrada.name);
    if (entrada.isDirectory()) return archivosBajo(ruta, cumple);
    return cumple(entrada.name) ? [ruta] : [];
  });
}

/** The TypeScript sources under `dir`, tests left out: what the checks of the code itself read. */
export const fuentes = (dir: string) => archivosBajo(dir, (nombre) => /\.tsx?$/.test(nombre) && !/\.test\.tsx?$/.test(nombre));

/** Every TypeScript file under `dir`, tests included: what the size rule reads. */
export const archivosTs = (dir: string) => archivosBajo(dir, (nombre) => /\.tsx?$/.test(nombre));

/** The API's test files under `dir`. */
export const pruebas = (dir: string) => archivosBajo(dir, (nombre) => nombre.endsWith('.test.ts'));
