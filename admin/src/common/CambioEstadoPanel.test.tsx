import { act } from 'react';
import { AdminContext, type AuthProvider, HttpError, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { cambioEstadoPedidoSchema } from '#dominio/pedidos';
import type { Rol } from '#dominio/roles';
import { i18nProvider } from '../i18n';
import { usarJsdom } from '../test/jsdom';
import { CambioEstadoPanel } from './CambioEstadoPanel';

// The status selector of an order's detail shows the server's refusals (issue 44: an order a route sheet holds),
// and after a refusal for the client's credit limit offers Supervisor and Administrador to change it anyway.

const { montar, esperar, unaVuelta } = usarJsdom();

const LIMITE = 'Supera el límite de crédito del cliente (saldo $ 0,00, límite $ 1.000,00)';

/** Order 12 (`Estado`) as `rol` sees it; `respuestas` answer each PUT .../estado in turn (an Error is a refusal). */
async function panel(rol: Rol, respuestas: (Error | object)[], Estado = 'Cancelado') {
  const cambiarEstado = vi.fn(async () => {
    const respuesta = respuestas.shift();
    if (respuesta instanceof Error) throw respuesta;
    return { data: respuesta };
  });
  const permisos: Record<string, Rol[]> = { 'estado-no-pendiente': ['Administrador'], 'superar-limite': ['Supervisor', 'Administrador'] };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => rol,
    canAccess: async ({ action }) => permisos[action]?.includes(rol) ?? false,
  };
  const contenedor = await montar(
    <AdminContext dataProvider={{ cambiarEstado } as never} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="pedidos">
        <RecordContextProvider value={{ id: 12, PedidoID: 12, Estado, Version: 3 }}>
          <CambioEstadoPanel schema={cambioEstadoPedidoSchema} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const boton = (texto: string) => [...contenedor.querySelectorAll('button')].find((b) => b.textContent === texto);
  const selector = () => contenedor.querySelector<HTMLElement>('[role="combobox"]');
  const elegir = async (estado: string) => {
    // Enabled once the role is known.
    await esperar(() => expect(selector()?.getAttribute('aria-disabled')).not.toBe('true'));
    await act(async () => selector()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    await esperar(() => expect(document.querySelector('[role="listbox"]')).not.toBeNull());
    const opcion = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === estado);
    await act(async () => opcion?.click());
  };
  const clic = async (texto: string) => {
    await esperar(() => expect(boton(texto)?.disabled).toBe(false));
    await act(async () => boton(texto)?.click());
    await unaVuelta();
  };
  const alerta = () => contenedor.querySelector('[role="alert"]')?.textContent;
  return { cambiarEstado, boton, elegir, clic, alerta };
}

describe('CambioEstadoPanel', { timeout: 30_000 }, () => {
  it("shows why an order a route sheet holds does not change, in the server's words", async () => {
    const mensaje = 'El pedido 12 está en la hoja de ruta N° 4 (En curso): resuélvalo en la hoja';
    const p = await panel('Administrador', [new HttpError(mensaje, 409, { success: false, message: mensaje })]);
    await p.elegir('Pendiente');
    await p.clic('Actualizar Estado');
    await esperar(() => expect(p.alerta()).toBe(mensaje));
    expect(p.boton('Cambiar igual')).toBeUndefined();
  });

  it("offers an Administrador to open it again above the client's credit limit, and then confirms it", async () => {
    const p = await panel('Administrador', [
      new HttpError(LIMITE, 409, { success: false, message: LIMITE }),
      { PedidoID: 12, Estado: 'Pendiente' },
    ]);
    await p.elegir('Pendiente');
    await p.clic('Actualizar Estado');
    await esperar(() => expect(p.alerta()).toBe(LIMITE));
    await p.clic('Cambiar igual');
    await esperar(() => expect(p.cambiarEstado).toHaveBeenCalledTimes(2));
    expect(p.cambiarEstado.mock.calls.map((llamada) => (llamada as unknown[]).slice(2))).toEqual([
      ['Pendiente', undefined, false],
      ['Pendiente', undefined, true],
    ]);
    await esperar(() => expect(p.boton('Cambiar igual')).toBeUndefined());
  });

  it('offers nothing of the kind to whoever may not pass the limit', async () => {
    const p = await panel('Empleado', [new HttpError(LIMITE, 409, { success: false, message: LIMITE })], 'Pendiente');
    await p.elegir('En Proceso');
    await p.clic('Actualizar Estado');
    await esperar(() => expect(p.alerta()).toBe(LIMITE));
    expect(p.boton('Cambiar igual')).toBeUndefined();
  });
});
