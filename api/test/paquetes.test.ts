import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinModules } from 'node:module';
import { fuentes, RAIZ } from './fuentes.js';

/**
 * The production image installs `dependencies` only (npm ci --omit=dev): they must be exactly the packages
 * the server's code imports. The front end's packages are devDependencies, since Vite bundles them into
 * admin/dist, and the image would carry them for nothing.
 */
const CODIGO_DEL_SERVIDOR = ['api/src', 'dominio', 'migrations', 'seeds'];
const IMPORTACION = /(?:from\s+|import\(\s*|resolve\(\s*)'([^'.#/][^']*)'/g;

/** '@scope/name/sub/path.js' → '@scope/name'; 'name/sub' → 'name'. */
const paquete = (especificador: string) =>
  especificador
    .split('/')
    .slice(0, especificador.startsWith('@') ? 2 : 1)
    .join('/');

function importados(): Set<string> {
  const nativos = new Set(builtinModules);
  const paquetes = new Set<string>();
  for (const archivo of CODIGO_DEL_SERVIDOR.flatMap((dir) => fuentes(path.join(RAIZ, dir)))) {
    for (const [, especificador] of fs.readFileSync(archivo, 'utf8').matchAll(IMPORTACION)) {
      if (!especificador.startsWith('node:') && !nativos.has(especificador)) paquetes.add(paquete(especificador));
    }
  }
  return paquetes;
}

describe('package.json dependencies', () => {
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(RAIZ, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

  it('are exactly what the server imports (types-only imports aside)', () => {
    const usados = [...importados()].filter((nombre) => !nombre.startsWith('@types/')).sort();
    expect(Object.keys(dependencies).sort()).toEqual(usados);
  });

  it('hold none of the front end packages', () => {
    expect(Object.keys(dependencies).filter((nombre) => /^(react|@mui\/|@emotion\/|ra-|@visx\/|@tanstack\/)/.test(nombre))).toEqual([]);
  });
});
