import { describe, expect, it, vi } from 'vitest';
import { precargaLlegada, precargar, tomarLlegada, tomarPrecarga } from './precarga';

describe('precarga', () => {
  it('an answer that arrived can be read for the first render, and the screen then takes it without asking again', async () => {
    const pedir = vi.fn(async () => ({ pendientes: 7 }));
    await precargar('tablero', pedir);
    expect(precargaLlegada('tablero')).toEqual({ pendientes: 7 });

    const otraVez = vi.fn(async () => ({ pendientes: 8 }));
    expect(await tomarPrecarga('tablero', otraVez)).toEqual({ pendientes: 7 });
    expect(otraVez).not.toHaveBeenCalled();
    // Taken once: later reads go to the server.
    expect(precargaLlegada('tablero')).toBeUndefined();
    expect(await tomarPrecarga('tablero', otraVez)).toEqual({ pendientes: 8 });
    expect(pedir).toHaveBeenCalledTimes(1);
  });

  it('an answer still on its way is not offered, and a failed one is asked again by the screen', async () => {
    let responder: (valor: number) => void = () => {};
    precargar('lento', () => new Promise<number>((resolve) => (responder = resolve)));
    expect(precargaLlegada('lento')).toBeUndefined();
    responder(3);
    expect(await tomarPrecarga('lento', async () => 4)).toBe(3);

    await precargar('falla', () => Promise.reject(new Error('sin red'))).catch(() => undefined);
    expect(precargaLlegada('falla')).toBeUndefined();
    expect(await tomarPrecarga('falla', async () => 'de nuevo')).toBe('de nuevo');
  });

  it("an answer taken as a query's first data is gone: the next read of that query asks the server", async () => {
    await precargar('alertas', async () => ['vieja']);
    expect(tomarLlegada('alertas')).toEqual(['vieja']);
    expect(await tomarPrecarga('alertas', async () => ['nueva'])).toEqual(['nueva']);
    // Not arrived yet: nothing to take, and the pending answer stays for the query's own first read.
    let responder: (valor: string[]) => void = () => {};
    precargar('lenta', () => new Promise<string[]>((resolve) => (responder = resolve)));
    expect(tomarLlegada('lenta')).toBeUndefined();
    responder(['llegó']);
    expect(await tomarPrecarga('lenta', async () => ['otra'])).toEqual(['llegó']);
  });
});
