import { AdminContext, type AuthProvider, HttpError, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Comprobante } from '#dominio/facturacion';
import type { Rol } from '#dominio/roles';
import { i18nProvider } from '../i18n';
import { botonConTexto as boton, clicEn as clic, escribirEn as escribir, usarJsdom } from '../test/jsdom';
import { NotaDeCredito } from './NotaDeCredito';

// The credit-note form of an invoice (issue 45, decision 97): only an Administrador sees it; by lines it bounds each
// quantity by what is left of the line (the earlier notes counted) before sending, and every submission of one form
// goes under the same Idempotency-Key until one succeeds.

const { montar, esperar, unaVuelta } = usarJsdom();

const linea = (Renglon: number, Descripcion: string, Cantidad: number, PrecioUnitario: number) => ({
  Renglon,
  RenglonAsociado: null,
  PedidoID: 7,
  ProductoID: Renglon,
  Descripcion,
  Cantidad,
  PrecioUnitario,
  Importe: Cantidad * PrecioUnitario,
  AlicuotaIVA: '21' as const,
});

const FACTURA = {
  id: 40,
  ComprobanteID: 40,
  Tipo: 'Factura',
  Letra: 'B',
  PuntoDeVenta: 1,
  Numero: 42,
  Estado: 'Autorizado',
  lineas: [linea(1, 'Carbón 5 kg', 5, 100), linea(2, 'Leña 10 kg', 2, 250)],
} as unknown as Comprobante & { id: number };

/** An earlier return of 2 bags of the first line. */
const NOTA_ANTERIOR = {
  Tipo: 'Nota de crédito',
  Estado: 'Autorizado',
  Clase: 'Devolución',
  lineas: [{ ...linea(1, 'Carbón 5 kg', 2, 100), RenglonAsociado: 1 }],
} as unknown as Comprobante;

async function dibujar(rol: Rol, respuestas: (Error | object)[] = []) {
  const emitirNotaDeCredito = vi.fn(async () => {
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
    canAccess: async ({ action }) => action === 'nota-credito' && rol === 'Administrador',
  };
  await montar(
    <AdminContext dataProvider={{ emitirNotaDeCredito } as never} authProvider={authProvider} i18nProvider={i18nProvider}>
      {/* As on the invoice's page, whose record (Clase and Motivo null) is the context of the form. */}
      <RecordContextProvider value={{ ...FACTURA, Clase: null, Motivo: null }}>
        <NotaDeCredito factura={FACTURA} notas={[NOTA_ANTERIOR]} />
      </RecordContextProvider>
    </AdminContext>,
  );
  return { emitirNotaDeCredito };
}

const opcion = (texto: string) => [...document.querySelectorAll<HTMLLabelElement>('label')].find((l) => l.textContent === texto);

describe('NotaDeCredito', () => {
  it('is not offered to a Supervisor', async () => {
    await dibujar('Supervisor');
    await unaVuelta();
    await unaVuelta();
    expect(boton('Nota de crédito')).toBeUndefined();
  });

  it('bounds each line by what is left, and sends one key for every submission until one succeeds', async () => {
    const error = 'El servidor no respondió';
    const { emitirNotaDeCredito } = await dibujar('Administrador', [new HttpError(error, 503, { message: error }), { id: 41 }]);
    await esperar(() => expect(boton('Nota de crédito')).toBeDefined());
    await clic(boton('Nota de crédito'));
    await clic(opcion('Por líneas')?.querySelector('input'));
    await escribir('Cantidad que vuelve', '4');
    await escribir('Motivo', 'Bolsas rotas');
    await clic(boton('Emitir'));
    // Five were invoiced and two came back already: three may come back.
    await esperar(() =>
      expect(document.body.textContent).toContain('No se puede devolver más de lo facturado de Carbón 5 kg menos lo ya acreditado (queda: 3)'),
    );
    expect(emitirNotaDeCredito).not.toHaveBeenCalled();
    await escribir('Cantidad que vuelve', '3');
    await clic(boton('Emitir'));
    await esperar(() => expect(document.body.textContent).toContain(error));
    await clic(boton('Emitir'));
    await esperar(() => expect(emitirNotaDeCredito).toHaveBeenCalledTimes(2));
    const llamadas = emitirNotaDeCredito.mock.calls as unknown as [number, unknown, string][];
    expect(llamadas[0].slice(0, 2)).toEqual([40, { Clase: 'Devolución', Motivo: 'Bolsas rotas', Lineas: [{ Renglon: 1, Cantidad: 3 }] }]);
    expect(llamadas[1][2]).toBe(llamadas[0][2]);
  });
});
