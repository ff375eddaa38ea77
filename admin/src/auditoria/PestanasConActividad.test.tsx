import { act } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  RecordContextProvider,
  ResourceContextProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { RegistroAuditoria } from '#dominio/auditoria';
import type { Ingreso } from '#dominio/ingresos';
import { registroDePrueba } from '../../../pruebas-compartidas/auditoriaDePrueba';
import { i18nProvider } from '../i18n';
import { PestanasConActividad } from './PestanasConActividad';
import { usarJsdom } from '../test/jsdom';

const { montar, esperar, unaVuelta } = usarJsdom();
let contenedor: HTMLElement;

/** The record's trail: `cantidad` price changes, the newest (highest id) first as the API answers. */
function trail(cantidad: number): RegistroAuditoria[] {
  return Array.from({ length: cantidad }, (_, i) =>
    registroDePrueba({
      AuditoriaID: cantidad - i,
      Cambios: [{ Campo: 'Precio', Antes: 1000 + cantidad - i - 1, Despues: 1000 + cantidad - i }],
    }),
  );
}

/**
 * The screen of record 7 of `recurso` (a product unless told) with its form under 'Datos', as `rol` sees
 * it; `pedidos` records each GET /auditoria, `ingresos` answers GET /auditoria/ingresos.
 */
async function ficha(
  rol: 'Administrador' | 'Supervisor',
  filas: RegistroAuditoria[],
  { recurso = 'productos', ingresos = [] as Ingreso[] } = {},
) {
  const pedidos: GetListParams[] = [];
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      pedidos.push({ ...params, meta: { resource } });
      const { page, perPage } = params.pagination!;
      const todas = resource === 'ingresos' ? ingresos.map((f) => ({ ...f, id: f.IngresoID })) : filas.map((f) => ({ ...f, id: f.AuditoriaID }));
      return { data: todas.slice((page - 1) * perPage, page * perPage), total: todas.length };
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
  contenedor = await montar(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <ResourceContextProvider value={recurso}>
        <RecordContextProvider value={{ id: 7 }}>
          <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <p>Formulario del producto</p> }]} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
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

  it("offers a user's sign-in attempts under 'Ingresos', newest first, besides the account's changes", async () => {
    const ingreso = (IngresoID: number, Resultado: Ingreso['Resultado'], Fecha: string): Ingreso => ({
      IngresoID,
      Fecha,
      UsuarioID: 7,
      NombreUsuario: 'rquiroga',
      Resultado,
      Direccion: '10.0.0.7',
    });
    const { pedidos, pestanas, lineas, boton, clic } = await ficha('Administrador', trail(2), {
      recurso: 'usuarios',
      ingresos: [ingreso(2, 'ok', '2026-11-27T12:31:00Z'), ingreso(1, 'contrasena_incorrecta', '2026-11-27T12:30:00Z')],
    });
    await esperar(() => expect(pestanas()).toEqual(['Datos', 'Actividad']));
    await clic([...contenedor.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Actividad'));
    await esperar(() => expect(lineas()).toHaveLength(2));
    expect(pedidos.at(-1)).toMatchObject({ meta: { resource: 'auditoria' }, filter: { entidad: 'usuarios', entidadId: 7 } });

    await clic(boton('Ingresos'));
    await esperar(() =>
      expect(lineas()).toEqual(['Ingresó desde 10.0.0.7 — 27/11/2026 09:31', 'Contraseña incorrecta desde 10.0.0.7 — 27/11/2026 09:30']),
    );
    expect(pedidos.at(-1)).toMatchObject({
      meta: { resource: 'ingresos' },
      filter: { usuarioId: 7 },
      sort: { field: 'IngresoID', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    await clic(boton('Cambios'));
    await esperar(() => expect(lineas()[0]).toContain('cambió Precio'));
  });

  it('leaves the screen as it was for a Supervisor: no tab bar, and nothing asks for the trail', async () => {
    const { pedidos, pestanas } = await ficha('Supervisor', trail(3));
    await esperar(() => expect(contenedor.textContent).toContain('Formulario del producto'));
    await unaVuelta();
    expect(pestanas()).toEqual([]);
    expect(pedidos).toEqual([]);
  });
});
