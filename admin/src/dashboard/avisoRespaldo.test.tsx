import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { DatosDashboard } from '#dominio/dashboard';
import type { AvisoRespaldo } from '#dominio/respaldos';
import type { Rol } from '#dominio/roles';
import { puede } from '../authProvider/permissions';
import { i18nProvider } from '../i18n';
import { usarJsdom } from '../test/jsdom';
import { Dashboard } from './Dashboard';
import { ContenidoPrevio } from './TableroPrevio';

// The dashboard's backups card (issue 44): there while the server warns (the last backup failed, or none is recent)
// and only for an Administrador, in the real dashboard and in the one painted before react-admin starts.

const jsdom = usarJsdom({ matchMedia: true });
const { esperar, desmontar } = jsdom;
let contenedor: HTMLElement;

function datos(avisoRespaldo?: AvisoRespaldo): DatosDashboard {
  return {
    clientesActivos: 41,
    productosActivos: 12,
    pedidosHoy: 3,
    vehiculosActivos: 4,
    vehiculosDisponibles: 2,
    proveedores: 5,
    bajoStock: 1,
    pendientes: 6,
    completados: 30,
    aCobrar: 1500,
    vencidoMas30: 0,
    alertasMantenimiento: { items: [], total: 0 },
    alertasDocumentos: { items: [], total: 0 },
    ventasPorDia: [{ fecha: '2026-12-01', total: 0 }],
    pedidosPorEstado: [],
    hojasDeHoy: [],
    generadoEn: '2026-12-01T12:00:00.000Z',
    ...(avisoRespaldo && { avisoRespaldo }),
  };
}

async function montar(elemento: React.ReactNode) {
  contenedor = await jsdom.montar(elemento);
}

/** The real dashboard, as `rol` sees it, over the figures `figuras`. */
function dashboard(rol: Rol, figuras: DatosDashboard) {
  const dataProvider = { dashboard: async () => ({ data: figuras }) } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: 1, Nombre: 'Martín' }),
    canAccess: async ({ resource, action }) => puede(rol, resource, action),
  };
  return montar(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <Dashboard />
    </AdminContext>,
  );
}

const tarjeta = () => contenedor.querySelector('section[aria-label="Último respaldo bueno"]');
const clientesMostrados = () => expect(contenedor.querySelector('section[aria-label="Clientes"]')?.textContent).toContain('41');

describe('the backups card of the dashboard', () => {
  it('an Administrador whose last backup failed sees it, with how long ago the last good one was, linking to Respaldos', async () => {
    await dashboard('Administrador', datos({ Motivo: 'fallido', Dias: 3 }));
    await esperar(() => expect(tarjeta()).not.toBeNull());
    expect(tarjeta()?.textContent).toBe('Último respaldo buenohace 3 díasFalló el último respaldo');
    // AdminContext's own router (a hash one) in the test.
    expect(tarjeta()?.querySelector('a')?.getAttribute('href')).toMatch(/^#?\/respaldos$/);
  });

  it('no card while the backups are fine (the server sends no warning)', async () => {
    await dashboard('Administrador', datos());
    await esperar(clientesMostrados);
    expect(tarjeta()).toBeNull();
  });

  it('when none is recent, or none was ever made, it says so', async () => {
    await montar(<ContenidoPrevio datos={datos({ Motivo: 'viejo', Dias: 4 })} rol="Administrador" />);
    expect(tarjeta()?.textContent).toBe('Último respaldo buenohace 4 díasNingún respaldo reciente');
    desmontar();
    await montar(<ContenidoPrevio datos={datos({ Motivo: 'nunca', Dias: null })} rol="Administrador" />);
    expect(tarjeta()?.textContent).toBe('Último respaldo bueno—Nunca se hizo un respaldo');
  });

  it('never for a Supervisor or an Empleado, whatever the figures say', async () => {
    for (const rol of ['Supervisor', 'Empleado'] as const) {
      await montar(<ContenidoPrevio datos={datos({ Motivo: 'fallido', Dias: 1 })} rol={rol} />);
      clientesMostrados();
      expect(tarjeta()).toBeNull();
      desmontar();
    }
  });
});
