import { act } from 'react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { usarJsdom } from '../test/jsdom';
import { useClaveDeEnvio } from './useClaveDeEnvio';

/** The hook as the form's last render has it. */
let formulario: ReturnType<typeof useClaveDeEnvio>;

function Formulario() {
  formulario = useClaveDeEnvio();
  return null;
}

const jsdom = usarJsdom();
const montar = () => jsdom.montar(<Formulario />);

/** A submission under the form's key that answers `resultado` (an error rejects): the key it was sent with. */
async function enviar(resultado: 'ok' | Error) {
  let usada = '';
  await act(async () => {
    await formulario
      .enviar(async (clave) => {
        usada = clave;
        if (resultado instanceof Error) throw resultado;
      })
      .catch(() => undefined);
  });
  return usada;
}

describe('useClaveDeEnvio', () => {
  it('sends every submission of a form with its key until one succeeds, then the next one with a new key', async () => {
    await montar();
    const primera = formulario.clave;
    // A double click: both submissions go before either answers, with the one key.
    const enviadas: string[] = [];
    await act(async () => {
      await Promise.all([formulario.enviar(async (c) => enviadas.push(c)), formulario.enviar(async (c) => enviadas.push(c))]);
    });
    expect(enviadas).toEqual([primera, primera]);
    const segunda = formulario.clave;
    expect(segunda).not.toBe(primera);
    expect(await enviar('ok')).toBe(segunda);
    expect(formulario.clave).not.toBe(segunda);
  });

  it('keeps the key after a failure the server kept nothing of (no answer, a refusal), and spends it on a 422', async () => {
    await montar();
    const clave = formulario.clave;
    expect(await enviar(new HttpError('No se pudo conectar con el servidor', 0))).toBe(clave);
    expect(await enviar(new HttpError('Stock insuficiente para Carbón (disponible: 2)', 409))).toBe(clave);
    expect(formulario.clave).toBe(clave);
    expect(await enviar(new HttpError('La clave Idempotency-Key ya se usó con otros datos', 422))).toBe(clave);
    const nueva = formulario.clave;
    expect(nueva).not.toBe(clave);
    expect(await enviar('ok')).toBe(nueva);
  });
});
