import { AdminContext, type AuthProvider, HttpError, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Comprobante } from '#dominio/facturacion';
import { MENSAJES_NOTA_DEBITO } from '#dominio/notasDeDebito';
import type { Rol } from '#dominio/roles';
import { i18nProvider } from '../i18n';
import { botonConTexto as boton, clicEn as clic, escribirEn as escribir, usarJsdom } from '../test/jsdom';
import { NotaDeDebito } from './NotaDeDebito';

// The debit-note form of an invoice (decision 100): only an Administrador sees it; a concept without its amount is refused
// with the API's message before sending, an amount is read the Argentine way ('1.210' is one thousand two hundred and
// ten), and every submission of one form goes under the same Idempotency-Key until one succeeds.

const { montar, esperar, unaVuelta } = usarJsdom();

const FACTURA = {
  id: 40,
  ComprobanteID: 40,
  Tipo: 'Factura',
  Letra: 'B',
  PuntoDeVenta: 1,
  Numero: 42,
  Estado: 'Autorizado',
  lineas: [],
} as unknown as Comprobante & { id: number };

async function dibujar(rol: Rol, respuestas: (Error | object)[] = []) {
  const emitirNotaDeDebito = vi.fn(async () => {
    const respuesta = respuestas.shift();
    if (respuesta instanceof Error) throw respuesta;
    return { data: respuesta };
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => rol,
    canAccess: async ({ action }) => action === 'nota-debito' && rol === 'Administrador',
  };
  await montar(
    <AdminContext dataProvider={{ emitirNotaDeDebito } as never} authProvider={authProvider} i18nProvider={i18nProvider}>
      {/* As on the invoice's page: the comprobantes resource, and the invoice as the record. */}
      <ResourceContextProvider value="comprobantes">
        <RecordContextProvider value={{ ...FACTURA, Clase: null, Motivo: null }}>
          <NotaDeDebito factura={FACTURA} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { emitirNotaDeDebito };
}

describe('NotaDeDebito', () => {
  it('is not offered to a Supervisor', async () => {
    await dibujar('Supervisor');
    await unaVuelta();
    await unaVuelta();
    expect(boton('Nota de débito')).toBeUndefined();
  });

  it('refuses a concept without its amount, reads 1.210 as pesos, and sends one key until a submission succeeds', async () => {
    const error = 'El servidor no respondió';
    const { emitirNotaDeDebito } = await dibujar('Administrador', [new HttpError(error, 503, { message: error }), { id: 41 }]);
    await esperar(() => expect(boton('Nota de débito')).toBeDefined());
    await clic(boton('Nota de débito'));
    await escribir('Motivo', 'Pago fuera de término');
    await escribir('Concepto', 'Intereses por mora');
    await clic(boton('Emitir'));
    await esperar(() => expect(document.body.textContent).toContain(MENSAJES_NOTA_DEBITO.importe));
    expect(emitirNotaDeDebito).not.toHaveBeenCalled();
    await escribir('Importe final', '1.210');
    await clic(boton('Emitir'));
    await esperar(() => expect(document.body.textContent).toContain(error));
    await clic(boton('Emitir'));
    await esperar(() => expect(emitirNotaDeDebito).toHaveBeenCalledTimes(2));
    const llamadas = emitirNotaDeDebito.mock.calls as unknown as [number, unknown, string][];
    expect(llamadas[0].slice(0, 2)).toEqual([
      40,
      { Motivo: 'Pago fuera de término', Lineas: [{ Descripcion: 'Intereses por mora', Importe: 1210, AlicuotaIVA: '21' }] },
    ]);
    expect(llamadas[1][2]).toBe(llamadas[0][2]);
  });
});
