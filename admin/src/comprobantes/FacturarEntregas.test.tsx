import { act } from 'react';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Lote } from '#dominio/lotes';
import type { Rol } from '#dominio/roles';
import { puede } from '../authProvider/permissions';
import { formatFecha } from '../common/format';
import { hoyNegocio } from '../common/zonaNegocio';
import { i18nProvider } from '../i18n';
import { usarJsdom } from '../test/jsdom';
import { EstadoArca } from './EstadoArca';
import { FacturarEntregas } from './FacturarEntregas';

// "Facturar entregas" and ARCA's state on the Comprobantes list (issue 45, decision 98): the day's count, the batch
// polled as "N de M" with each order's result, and the Administrador's "Reintentar ahora".

const jsdom = usarJsdom({ matchMedia: true });
const { esperar } = jsdom;

async function montar(rol: Rol, dataProvider: Partial<Record<string, unknown>>, elemento: React.ReactNode) {
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1 }),
    canAccess: async ({ resource, action }) => puede(rol, resource, action),
  };
  await jsdom.montar(
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      {elemento}
    </AdminContext>,
  );
}

const boton = (nombre: string) =>
  [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === nombre || b.textContent === nombre);
const pulsar = (nombre: string) => act(async () => boton(nombre)!.click());

function lote(cambios: Partial<Lote>): { data: Lote } {
  return {
    data: {
      LoteID: 7,
      Fecha: hoyNegocio(),
      Total: 2,
      Autorizados: 0,
      Pendientes: 2,
      Rechazados: 0,
      Terminado: false,
      Resultados: [
        {
          PedidoID: 10,
          ComprobanteID: 100,
          Estado: 'Pendiente de CAE',
          Numero: null,
          Comprobante: 'Factura B 0001 (pendiente de CAE)',
          Mensaje: null,
        },
        {
          PedidoID: 11,
          ComprobanteID: null,
          Estado: 'Rechazado',
          Numero: null,
          Comprobante: null,
          Mensaje: 'Una factura A necesita el CUIT del cliente',
        },
      ],
      createdAt: '2026-12-02T15:00:00.000Z',
      ...cambios,
    },
  };
}

describe('Facturar entregas', () => {
  it("counts the day's orders, starts the batch under a key and shows its progress and each order's result", async () => {
    const avances = [
      lote({ Rechazados: 1, Pendientes: 1 }),
      lote({
        Rechazados: 1,
        Pendientes: 0,
        Autorizados: 1,
        Terminado: true,
        Resultados: [
          { PedidoID: 10, ComprobanteID: 100, Estado: 'Autorizado', Numero: 42, Comprobante: 'Factura B 0001-00000042', Mensaje: null },
          lote({}).data.Resultados[1],
        ],
      }),
    ];
    const dataProvider = {
      previaLote: vi.fn(async (Fecha: string) => ({ data: { Fecha, Pedidos: 2, LoteEnCurso: null } })),
      facturarEntregas: vi.fn(async () => ({ ...lote({}), message: 'Facturando 2 entregas' })),
      loteDeFacturacion: vi.fn(async () => (avances.length > 1 ? avances.shift()! : avances[0])),
    };
    await montar('Supervisor', dataProvider, <FacturarEntregas />);
    await esperar(() => expect(boton('Facturar entregas')).toBeDefined());
    await pulsar('Facturar entregas');
    const hoy = hoyNegocio();
    await esperar(() =>
      expect(document.body.textContent).toContain(
        `Se hará una factura por cada pedido entregado el ${formatFecha(hoy)} que todavía no la tiene: 2 entregas.`,
      ),
    );
    expect(dataProvider.previaLote).toHaveBeenCalledWith(hoy);
    await pulsar('Facturar 2 entregas');
    expect(dataProvider.facturarEntregas).toHaveBeenCalledWith(hoy, expect.any(String));
    await esperar(() => expect(document.body.textContent).toContain('1 de 2'));
    await esperar(() => expect(document.body.textContent).toContain('2 de 2 · 1 autorizadas, 0 pendientes de CAE, 1 rechazadas'));
    expect(document.body.textContent).toContain('Pedido #10 · Factura B 0001-00000042');
    expect(document.body.textContent).toContain('Pedido #11Una factura A necesita el CUIT del cliente');
    expect(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100');
  });

  it('is not there for an Empleado', async () => {
    await montar('Empleado', {}, <FacturarEntregas />);
    await act(() => new Promise<void>((listo) => setTimeout(listo, 50)));
    expect(boton('Facturar entregas')).toBeUndefined();
  });
});

describe("ARCA's state", () => {
  const estado = {
    Pendientes: 3,
    UltimoIntento: '2026-12-02T15:00:00.000Z',
    UltimoError: 'ARCA no responde (FECAESolicitar): HTTP 503',
    CadaSegundos: 60,
  };

  it("the Administrador sees the pending ones and the last error, and 'Reintentar ahora' sends them", async () => {
    const dataProvider = {
      estadoArca: vi.fn(async () => ({ data: estado })),
      reintentarArca: vi.fn(async () => ({
        data: { Enviados: 3, Autorizados: 3, Rechazados: 0, Pendientes: 0, Error: null },
        message: '3 de 3 pendientes autorizados',
      })),
    };
    await montar('Administrador', dataProvider, <EstadoArca />);
    await esperar(() => expect(document.body.textContent).toContain('3 pendientes de CAE'));
    expect(document.body.textContent).toContain(`último envío: ${formatFecha(estado.UltimoIntento, true)}`);
    expect(document.body.textContent).toContain('error: ARCA no responde (FECAESolicitar): HTTP 503');
    await pulsar('Reintentar ahora');
    await esperar(() => expect(dataProvider.reintentarArca).toHaveBeenCalledTimes(1));
  });

  it('a Supervisor does not see it', async () => {
    const dataProvider = { estadoArca: vi.fn(async () => ({ data: estado })) };
    await montar('Supervisor', dataProvider, <EstadoArca />);
    await act(() => new Promise<void>((listo) => setTimeout(listo, 50)));
    expect(dataProvider.estadoArca).not.toHaveBeenCalled();
    expect(document.body.textContent).toBe('');
  });
});
