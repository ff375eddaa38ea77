import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fuentes, pruebas, RAIZ } from './fuentes.js';
import { PASADA_SIN_ATAJOS } from './pasadaSinAtajos.js';

// The pass with every fast path off runs the tests PASADA_SIN_ATAJOS names: a folder whose code starts calling a
// fast path must say which tests answer through it, and a name that matches no test is a mistake.

const IMPORTA_ATAJO = /from '[./]*(?:db\/)?rapido\//;
const relativa = (archivo: string) => path.relative(RAIZ, archivo).split(path.sep).join('/');

// vitest's glob as a pattern: a double star and its slash cross folders, a star does not.
const escapar = (texto: string) => texto.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const patron = (glob: string) =>
  new RegExp(
    `^${glob
      .split('**/')
      .map((parte) => parte.split('*').map(escapar).join('[^/]*'))
      .join('(?:.*/)?')}$`,
  );

describe('the pass with every fast path off (RAPIDO=0)', () => {
  const todas = pruebas(path.join(RAIZ, 'api/src')).map(relativa);

  it('names every folder of api/src whose code calls a fast path', () => {
    const llaman = fuentes(path.join(RAIZ, 'api/src'))
      .map(relativa)
      .filter((archivo) => !archivo.startsWith('api/src/db/rapido/') && IMPORTA_ATAJO.test(fs.readFileSync(path.join(RAIZ, archivo), 'utf8')));
    expect(llaman.length).toBeGreaterThan(5);
    expect(llaman.filter((archivo) => !(path.posix.dirname(archivo) in PASADA_SIN_ATAJOS))).toEqual([]);
  });

  it('names tests that exist, and each takes the ones it means', () => {
    for (const glob of Object.values(PASADA_SIN_ATAJOS).flat()) {
      expect(
        todas.filter((prueba) => patron(glob).test(prueba)),
        glob,
      ).not.toEqual([]);
    }
    // The two forms the map uses: a double star crosses folders, a star stays in its own.
    expect(patron('api/src/db/**/*.test.ts').test('api/src/db/rapido/conteos.test.ts')).toBe(true);
    expect(patron('api/src/db/**/*.test.ts').test('api/src/db/sources.test.ts')).toBe(true);
    expect(patron('api/src/stock/*.test.ts').test('api/src/stock/stock.test.ts')).toBe(true);
    expect(patron('api/src/stock/*.test.ts').test('api/src/stock/otra/stock.test.ts')).toBe(false);
    expect(patron('api/src/stock/*.test.ts').test('api/src/stock/stock.test.tsx')).toBe(false);
  });
});
