import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegistroAuditoria } from '#dominio/auditoria';
import { registroDePrueba } from '#dominio/auditoriaDePrueba';
import { i18nProvider } from '../i18n';
import { PestanasConActividad } from './PestanasConActividad';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let root: Root | undefined;
let contenedor: HTMLElement;

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  contenedor?.remove();
});

/** One turn of the event loop inside act: react-query hands its results over in a timer. */
const unaVuelta = () => act(() => new Promise<void>((listo) => setTimeout(listo, 0)));

/** Lets react-admin's queries settle, inside act as React asks, until `comprobar` holds. */
const esperar = (comprobar: () => void) =>
  vi.waitFor(async () => {
    await unaVuelta();
    comprobar();
  });

/** The record's trail: `cantidad` price changes, the newest (highest id) first as the API answers. */
function trail(cantidad: number): RegistroAuditoria[] {
  return Array.from({ length: cantidad }, (_, i) =>
    registroDePrueba({
      AuditoriaID: cantidad - i,
      Cambios: [{ Campo: 'Precio', Antes: 1000 + cantidad - i - 1, Despues: 1000 + cantidad - i }],
    }),
  );
}

/** The product 7's screen with its form under 'Datos', as `rol` sees it; `pedidos` records each GET /auditoria. */
async function ficha(rol: 'Administrador' | 'Supervisor', filas: RegistroAuditoria[]) {
  const pedidos: GetListParams[] = [];
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      pedidos.push(params);
      const { page, perPage } = params.pagination!;
      const data = filas.slice((page - 1) * perPage, page * perPage).map((f) => ({ ...f, id: f.AuditoriaID }));
      return { data, total: filas.length };
    },
  } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => rol,
    canAccess: async ({ resource }) => resource === 'auditoria' && rol === 'Administrador',
  };
  contenedor = document.createElement('div');
  document.body.appendChild(contenedor);
  root = createRoot(contenedor);
  await act(async () =>
    root?.render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="productos">
          <RecordContextProvider value={{ id: 7 }}>
            <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <p>Formulario del producto</p> }]} />
          </RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>,
    ),
  );
  const pestanas = () => [...contenedor.querySelectorAll('[role="tab"]')].map((t) => t.textContent);
  const lineas = () => [...contenedor.querySelectorAll('ol[aria-label="Actividad"] > li')].map((l) => l.textContent);
  const boton = (texto: string) => [...contenedor.querySelectorAll('button')].find((b) => b.textContent === texto);
  const clic = async (el: Element | undefined) => {
    await act(async () => (el as HTMLElement).click());
    await unaVuelta();
  };
  return { pedidos, pestanas, lineas, boton, clic };
}

describe("the 'Actividad' tab", { timeout: 30_000 }, () => {
  it("gives an administrator the record's trail, newest first, ten at a time with 'Cargar más'", async () => {
    const { pedidos, pestanas, lineas, boton, clic } = await ficha('Administrador', trail(23));
    await esperar(() => expect(pestanas()).toEqual(['Datos', 'Actividad']));
    expect(contenedor.textContent).toContain('Formulario del producto');
    expect(pedidos).toEqual([]);

    await clic([...contenedor.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Actividad'));
    await esperar(() => expect(lineas()).toHaveLength(10));
    expect(pedidos[0]).toMatchObject({
      filter: { entidad: 'productos', entidadId: 7 },
      sort: { field: 'Fecha', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    // A no-break space keeps '$' with its amount when the line wraps.
    expect(lineas()[0]).toBe('Martín Gómez cambió Precio de $\u00a01.022,00 a $\u00a01.023,00 — 22/11/2026 09:31');

    await clic(boton('Cargar más'));
    await esperar(() => expect(lineas()).toHaveLength(20));
    await clic(boton('Cargar más'));
    await esperar(() => expect(lineas()).toHaveLength(23));
    expect(pedidos.map((p) => p.pagination?.page)).toEqual([1, 2, 3]);
    expect(lineas().at(-1)).toContain('cambió Precio de $\u00a01.000,00 a $\u00a01.001,00');
    expect(boton('Cargar más')).toBeUndefined();
  });

  it("says 'Sin actividad registrada' for a record with no trail", async () => {
    const { pestanas, clic } = await ficha('Administrador', []);
    await esperar(() => expect(pestanas()).toEqual(['Datos', 'Actividad']));
    await clic([...contenedor.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Actividad'));
    await esperar(() => expect(contenedor.textContent).toContain('Sin actividad registrada'));
  });

  it('leaves the screen as it was for a Supervisor: no tab bar, and nothing asks for the trail', async () => {
    const { pedidos, pestanas } = await ficha('Supervisor', trail(3));
    await esperar(() => expect(contenedor.textContent).toContain('Formulario del producto'));
    await unaVuelta();
    expect(pestanas()).toEqual([]);
    expect(pedidos).toEqual([]);
  });
});
