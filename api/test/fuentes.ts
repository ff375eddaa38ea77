import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, from api/test/. */
export const RAIZ = path.resolve(import.meta.dirname, '../..');

/** The TypeScript sources under `dir`, tests left out: what the checks of the code itself read. */
export function fuentes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(dir, entrada.name);
    if (entrada.isDirectory()) return fuentes(ruta);
    return /\.tsx?$/.test(entrada.name) && !/\.test\.tsx?$/.test(entrada.name) ? [ruta] : [];
  });
}
