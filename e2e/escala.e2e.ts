import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, elegir, ingresar, launchBrowser, navegar, newPage } from './browser';

/*
 * The order, supplier-order and maintenance forms with 100,000 more clients than the demo data
 * (e2e/globalSetup.ts writes them: 'Martín Escala 054321'): the pickers search the server as one
 * types and bring 25 at a time, so the forms work as with the demo data.
 */

interface Lista<T> {
  data: T[];
  total: number;
}

let browser: Browser;
let page: Page;
let errores: string[];
/** The picker calls the page made, path and query. */
let pedidosDeSelector: string[];
let vehiculo: { VehiculoID: number; Patente: string; KilometrajeActual: number };
let proveedor: string;

beforeAll(async () => {
  const { get } = await api('admin');
  const clientes = await get<Lista<unknown>>('/clientes/activos?page=1&limit=1');
  expect(clientes.total, 'active clients').toBeGreaterThanOrEqual(inject('clientesEscala'));
  [vehiculo] = (await get<Lista<typeof vehiculo>>('/vehiculos/disponibles?page=1&limit=1')).data;
  [{ Nombre: proveedor }] = (await get<Lista<{ Nombre: string }>>('/proveedores/activos?page=1&limit=1')).data;

  browser = await launchBrowser();
  ({ page, errores } = await newPage(browser));
  pedidosDeSelector = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/(clientes|productos|proveedores)\/activos$|^\/api\/vehiculos\/disponibles$/.test(url.pathname))
      pedidosDeSelector.push(`${url.pathname}${url.search}`);
  });
  await ingresar(page, 'admin');
});
afterAll(() => browser?.close());

/** The picker calls of `path` so far, each with its page, limit and search. */
const llamadas = (path: string) =>
  pedidosDeSelector
    .filter((pedido) => pedido.startsWith(`${path}?`))
    .map((pedido) => {
      const params = new URL(pedido, 'http://x').searchParams;
      return { page: params.get('page'), limit: params.get('limit'), q: params.get('q') };
    });

/** The picker calls of `path` that asked for anything but the first 25. */
const masQueLaPrimeraPagina = (path: string) => llamadas(path).filter((v) => v.page !== '1' || v.limit !== '25');

describe(`forms with ${inject('clientesEscala').toLocaleString('es-AR')} more clients`, () => {
  it('new order: types part of a client name, picks it and a vehicle, adds a product and saves', async () => {
    await navegar(page, '/pedidos/nuevo');
    await elegir(page, 'Cliente', 'Escala 05432', 'Martín Escala 054321');
    await elegir(page, 'Vehículo (opcional)', vehiculo.Patente, new RegExp(`^${vehiculo.Patente} - `));
    await elegir(page, 'Producto', 'bolsa 4 kg', /^Carbón vegetal bolsa 4 kg - /);
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('button', { name: 'Crear Pedido' }).click();
    await page.getByText('Pedido creado correctamente').waitFor();
    await page.waitForURL(/\/pedidos\/\d+$/);
    await page.getByText('Martín Escala 054321').first().waitFor();
    await page.getByText(new RegExp(`^${vehiculo.Patente} - `)).waitFor();

    // Every picker asked for the first 25, and the client picker searched what was typed.
    for (const path of ['/api/clientes/activos', '/api/vehiculos/disponibles', '/api/productos/activos']) {
      expect(llamadas(path).length, path).toBeGreaterThan(0);
      expect(masQueLaPrimeraPagina(path), path).toEqual([]);
    }
    expect(llamadas('/api/clientes/activos').map((v) => v.q)).toContain('Escala 05432');
    expect(errores).toEqual([]);
  });

  it('new supplier order: picks the supplier and a product, saves', async () => {
    await navegar(page, '/pedidos-proveedores/nuevo');
    await elegir(page, 'Proveedor', proveedor);
    await elegir(page, 'Producto', 'Carbón a granel por kg');
    await page.getByRole('textbox', { name: 'Precio Unitario' }).first().fill('950');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('row').filter({ hasText: 'Carbón a granel por kg' }).waitFor();
    await page.getByRole('button', { name: 'Guardar Pedido' }).click();
    await page.getByText('Pedido creado correctamente').waitFor();
    await page.waitForURL(/\/pedidos-proveedores(\?.*)?$/);
    expect(masQueLaPrimeraPagina('/api/proveedores/activos')).toEqual([]);
    expect(errores).toEqual([]);
  });

  it('new maintenance record: saves it on the vehicle', async () => {
    await navegar(page, `/vehiculos/${vehiculo.VehiculoID}/mantenimientos/nuevo`);
    await page.getByRole('combobox', { name: 'Tipo de mantenimiento' }).click();
    await page.getByRole('option', { name: 'Cambio de filtros', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Kilometraje' }).fill(String(vehiculo.KilometrajeActual));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mantenimiento registrado correctamente').waitFor();
    await page.waitForURL(/\/mantenimientos$/);
    await page.getByRole('cell', { name: 'Cambio de filtros' }).first().waitFor();
    expect(errores).toEqual([]);
  });
});
