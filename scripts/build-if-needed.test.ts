import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILDS, stale } from './build-if-needed.mjs';

/** A tree with every input of both builds written at one moment and both builds written after it. */
let raiz: string;
const ANTES = new Date('2026-01-01T00:00:00Z');
const DESPUES = new Date('2026-01-02T00:00:00Z');

function escribir(relativo: string, cuando: Date) {
  const archivo = path.join(raiz, relativo);
  fs.mkdirSync(path.dirname(archivo), { recursive: true });
  fs.writeFileSync(archivo, 'x');
  fs.utimesSync(archivo, cuando, cuando);
}

beforeEach(() => {
  raiz = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-needed-'));
  for (const { inputs } of Object.values(BUILDS)) {
    for (const input of inputs) escribir(path.extname(input) ? input : path.join(input, 'a.ts'), ANTES);
  }
  for (const { output } of Object.values(BUILDS)) escribir(output, DESPUES);
});
afterEach(() => fs.rmSync(raiz, { recursive: true, force: true }));

describe('npm start rebuilds', () => {
  it('nothing when both builds are newer than every input', () => {
    expect(stale(raiz)).toEqual([]);
  });

  it('what has no build yet', () => {
    fs.rmSync(path.join(raiz, 'api/dist'), { recursive: true });
    expect(stale(raiz)).toEqual(['api']);
  });

  it.each([
    ['package-lock.json', ['admin', 'api']],
    ['package.json', ['admin', 'api']],
    ['dominio/fechas.ts', ['admin', 'api']],
    ['admin/vite.config.ts', ['admin']],
    ['admin/public/favicon.svg', ['admin']],
    ['admin/src/App.tsx', ['admin']],
    ['api/vite.config.ts', ['api']],
    ['migrations/026_x.ts', ['api']],
    ['seeds/01_usuarios.ts', ['api']],
  ])('after a change to %s: %j', (cambiado, esperados) => {
    escribir(cambiado, new Date('2026-01-03T00:00:00Z'));
    expect(stale(raiz)).toEqual(esperados);
  });

  it('not for a changed test file, and only the builds asked for', () => {
    escribir('api/src/x.test.ts', new Date('2026-01-03T00:00:00Z'));
    expect(stale(raiz)).toEqual([]);
    escribir('package-lock.json', new Date('2026-01-03T00:00:00Z'));
    expect(stale(raiz, ['api'])).toEqual(['api']);
  });
});
