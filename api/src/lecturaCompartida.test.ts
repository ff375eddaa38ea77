import { describe, expect, it } from 'vitest';
import { lecturaCompartida } from './lecturaCompartida.js';

/** A read whose runs the test ends by hand; each run answers its own number. */
function lecturaManual() {
  const corridas: { fin: (valor: number) => void; falla: (error: Error) => void }[] = [];
  const leer = () =>
    new Promise<number>((fin, falla) => {
      const numero = corridas.length + 1;
      corridas.push({ fin: () => fin(numero), falla });
    });
  return { leer, corridas };
}

describe('lecturaCompartida', () => {
  it('answers callers that arrive during a run with the next run, shared, never with the run they found', async () => {
    const { leer, corridas } = lecturaManual();
    const compartida = lecturaCompartida(leer);
    const primero = compartida();
    const durante = [compartida(), compartida(), compartida()];
    expect(corridas).toHaveLength(1);
    corridas[0].fin(0);
    expect(await primero).toBe(1);
    await Promise.resolve();
    // The second run started only when the first ended, and serves the three that came meanwhile.
    expect(corridas).toHaveLength(2);
    corridas[1].fin(0);
    expect(await Promise.all(durante)).toEqual([2, 2, 2]);
  });

  it('starts a fresh run for a caller that arrives when nothing is in flight', async () => {
    const { leer, corridas } = lecturaManual();
    const compartida = lecturaCompartida(leer);
    const primero = compartida();
    corridas[0].fin(0);
    expect(await primero).toBe(1);
    const despues = compartida();
    expect(corridas).toHaveLength(2);
    corridas[1].fin(0);
    expect(await despues).toBe(2);
  });

  it('gives a failed run’s error to its callers only; those waiting for the next run get that run', async () => {
    const { leer, corridas } = lecturaManual();
    const compartida = lecturaCompartida(leer);
    const primero = compartida();
    const durante = compartida();
    corridas[0].falla(new Error('base caída'));
    await expect(primero).rejects.toThrow('base caída');
    await Promise.resolve();
    await Promise.resolve();
    expect(corridas).toHaveLength(2);
    corridas[1].fin(0);
    expect(await durante).toBe(2);
  });
});
