import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, buscar, campo, captura, elegir, elegirEnLista, launchBrowser, newPage, entrar } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unico = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

// Demo products with plenty of stock, so receiving them never changes a low-stock list.
const GRANEL = 'Carbón a granel por kg';
const FOSFOROS = 'Fósforos largos para parrilla x 50';

/** An administrator creates a supplier through 'Nuevo Proveedor' and is back on the list. */
async function crearProveedor(page: Page, nombre: string) {
  await page.goto(`${baseUrl()}/proveedores`);
  await page.getByRole('link', { name: 'Nuevo Proveedor' }).click();
  await page.waitForURL('**/proveedores/nuevo');
  await campo(page, 'Nombre').fill(nombre);
  await campo(page, 'Teléfono').fill('+54 370 442-0000');
  await campo(page, 'Email').fill('no-es-un-email');
  await campo(page, 'Dirección').fill('Av. González Lelong 100, Formosa');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Email inválido').waitFor();
  await campo(page, 'Email').fill(`compras.${nombre.toLowerCase().replace(/\W+/g, '')}@lenas.com.ar`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/proveedores(\?.*)?$/);
}

/** The Stock column of a product on /productos. */
async function stockEnProductos(page: Page, producto: string): Promise<number> {
  await page.goto(`${baseUrl()}/productos`);
  await page.getByPlaceholder('Buscar productos').fill(producto);
  const fila = page.getByRole('row').filter({ has: page.getByText(producto, { exact: true }) });
  await fila.waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  // By its header: the columns a list shows (row checkboxes, chosen columns) may change.
  const columna = (await page.getByRole('columnheader').allInnerTexts()).findIndex((texto) => texto.trim() === 'Stock');
  return Number((await fila.getByRole('cell').nth(columna).innerText()).replace(/\D/g, ''));
}

describe('suppliers and supplier orders', () => {
  it('an administrator creates a supplier, orders two products at typed prices, receives them and finds the change in the history', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin');
    const nombre = `Leñas E2E ${unico()}`;

    // Supplier list and form.
    await page.getByText('Gestión de Proveedores').click();
    await page.waitForURL(/\/proveedores/);
    await page.getByText('Mostrar solo activos').waitFor();
    await captura(page, 'proveedores');
    await crearProveedor(page, nombre);
    await page.getByPlaceholder('Buscar proveedores').fill(nombre);
    await page.getByRole('cell', { name: nombre }).waitFor();
    await page.getByPlaceholder('Buscar proveedores').fill(`${nombre} no existe`);
    await page.getByText('No se encontraron proveedores que coincidan con la búsqueda').waitFor();

    const granelAntes = await stockEnProductos(page, GRANEL);
    const fosforosAntes = await stockEnProductos(page, FOSFOROS);

    // New order: two lines, unit prices typed by hand.
    await page.getByText('Pedidos a Proveedores').click();
    await page.waitForURL(/\/pedidos-proveedores/);
    await page.getByRole('link', { name: 'Nuevo Pedido' }).click();
    await page.waitForURL('**/pedidos-proveedores/nuevo');
    await page.getByText('No hay productos agregados al pedido').waitFor();
    const guardar = page.getByRole('button', { name: 'Guardar Pedido' });
    const agregar = page.getByRole('button', { name: 'Agregar' });
    expect(await guardar.isDisabled()).toBe(true);
    expect(await agregar.isDisabled()).toBe(true);

    await elegir(page, 'Proveedor', nombre);
    await elegir(page, 'Producto', GRANEL);
    // The product row's price box comes before the lines table, whose price cells share its name.
    const precio = page.getByRole('textbox', { name: 'Precio Unitario' }).first();
    // Only digits and one decimal point get through.
    await precio.pressSequentially('12a.5.0');
    expect(await precio.inputValue()).toBe('12.50');
    await page.getByRole('button', { name: 'Sumar uno' }).click();
    await page.getByRole('button', { name: 'Sumar uno' }).click();
    await agregar.click();
    const filaGranel = page.getByRole('row').filter({ hasText: GRANEL });
    await filaGranel.waitFor();
    expect(await precio.inputValue()).toBe('');

    await elegir(page, 'Producto', FOSFOROS);
    await agregar.click();
    await page.getByText('El precio unitario debe ser mayor a 0').waitFor();
    await precio.fill('850');
    await agregar.click();
    const filaFosforos = page.getByRole('row').filter({ hasText: FOSFOROS });
    await filaFosforos.waitFor();

    // Line quantities step by one and never go below 1; prices stay editable.
    const menosFosforos = filaFosforos.getByRole('button', { name: 'Restar uno' });
    expect(await menosFosforos.isDisabled()).toBe(true);
    await filaFosforos.getByRole('button', { name: 'Sumar uno' }).click();
    await expect.poll(() => filaFosforos.getByRole('spinbutton').inputValue()).toBe('2');
    expect(await filaGranel.getByRole('spinbutton').inputValue()).toBe('3');
    await filaGranel.getByRole('textbox', { name: 'Precio Unitario' }).fill('1234.5');
    await filaGranel.getByText('$ 3.703,50').waitFor();
    await page.getByText('$ 5.403,50').waitFor();
    await captura(page, 'pedido-proveedor-nuevo');

    await guardar.click();
    await page.getByText('Pedido creado correctamente').waitFor();
    await page.waitForURL(/\/pedidos-proveedores(\?.*)?$/);

    // The new order in the list, then its detail.
    await page.getByPlaceholder('Buscar por proveedor o Nro Pedido').fill(nombre);
    const filaPedido = page.getByRole('row').filter({ hasText: nombre });
    await filaPedido.getByText('Pendiente').waitFor();
    await filaPedido.getByText('$ 5.403,50').waitFor();
    await captura(page, 'pedidos-proveedores');
    await filaPedido.getByRole('link', { name: 'Ver' }).click();
    await page.waitForURL(/\/pedidos-proveedores\/\d+$/);
    const pedidoId = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: `Pedido #${pedidoId}` }).waitFor();
    await page.getByText('Total', { exact: true }).waitFor();

    // Mark it Recibido, with a comment for the history.
    const actualizar = page.getByRole('button', { name: 'Actualizar Estado' });
    expect(await actualizar.isDisabled()).toBe(true);
    await elegirEnLista(page, 'Estado', 'Recibido');
    const comentario = `Recibido con remito ${unico()}`;
    await page.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(comentario);
    await actualizar.click();
    await page.getByText('Estado actualizado correctamente').waitFor();
    await expect.poll(() => actualizar.isDisabled()).toBe(true);
    await captura(page, 'pedido-proveedor-detalle');

    // The order history of this order.
    await page.getByRole('link', { name: 'Ver Historial' }).click();
    await page.waitForURL(`**/pedidos-proveedores/${pedidoId}/historial`);
    await page.getByRole('heading', { level: 1, name: `Historial de Pedidos - ${nombre}` }).waitFor();
    await page.getByText(comentario).waitFor();
    await page.getByText('Registrado por: Martín Gómez').first().waitFor();
    await captura(page, 'pedido-proveedor-historial');
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL(`**/pedidos-proveedores/${pedidoId}`);

    // Receiving added the quantities to stock.
    expect(await stockEnProductos(page, GRANEL)).toBe(granelAntes + 3);
    expect(await stockEnProductos(page, FOSFOROS)).toBe(fosforosAntes + 2);

    // The global history, filtered by supplier and order number, Recibidos tab.
    await page.goto(`${baseUrl()}/historial-pedidos-proveedores`);
    await page.getByText('Historial de Pedidos a Proveedores').first().waitFor();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await elegir(page, 'Proveedor', nombre);
    await page.getByRole('spinbutton', { name: 'Nro Pedido' }).fill(pedidoId);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByRole('tab', { name: 'Recibidos' }).click();
    const fila = page.getByRole('row').filter({ hasText: comentario });
    await fila.getByText(`Pedido #${pedidoId}`).waitFor();
    await fila.getByText('De: Pendiente').waitFor();
    await fila.getByText('A: Recibido').waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await captura(page, 'historial-pedidos-proveedores');
    await page.getByRole('tab', { name: 'Cancelados' }).click();
    await page.getByText('No se encontraron registros').waitFor();
    await page.getByRole('tab', { name: 'Recibidos' }).click();
    await fila.getByRole('link', { name: 'Ver Pedido' }).click();
    await page.waitForURL(`**/pedidos-proveedores/${pedidoId}`);

    // The supplier's own history; back leads to its form.
    await page.goto(`${baseUrl()}/proveedores`);
    await buscar(page, 'Buscar proveedores', nombre);
    await page.getByRole('row').filter({ hasText: nombre }).getByRole('link', { name: 'Historial' }).click();
    await page.getByRole('heading', { level: 1, name: `Historial de Pedidos - ${nombre}` }).waitFor();
    await page.getByText(comentario).waitFor();
    await captura(page, 'proveedor-historial');
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL(/\/proveedores\/editar\/\d+$/);
    await campo(page, 'Nombre').waitFor();
    expect(await campo(page, 'Nombre').inputValue()).toBe(nombre);
    expect(errores).toEqual([]);
  }, 240_000);

  it('an administrator inactivates a supplier after confirming; it is no longer offered for new orders', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin');
    const nombre = `Carbones E2E ${unico()}`;
    await crearProveedor(page, nombre);
    await buscar(page, 'Buscar proveedores', nombre);
    const fila = page.getByRole('row').filter({ hasText: nombre });
    await fila.getByRole('button', { name: 'Inactivar' }).click();
    await page.getByText(`¿Inactivar el proveedor ${nombre}?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Inactivar' }).click();
    await page.getByText('No se encontraron proveedores que coincidan con la búsqueda').waitFor();
    await page.getByText('Mostrar solo activos').click();
    await fila.waitFor();
    expect(await fila.getByRole('button', { name: 'Inactivar' }).isDisabled()).toBe(true);

    await page.goto(`${baseUrl()}/pedidos-proveedores/nuevo`);
    const proveedor = page.getByRole('combobox', { name: /^Proveedor/ });
    await proveedor.click();
    await proveedor.fill(nombre);
    await page.getByText('Sin resultados').or(page.getByText('Sin opciones')).first().waitFor();
    expect(await page.getByRole('option', { name: nombre }).count()).toBe(0);
    expect(errores).toEqual([]);
  });
});

describe('roles', () => {
  it("supervisor: sees suppliers without 'Nuevo Proveedor' or inactivation, places an order and cancels it while Pendiente", async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'supervisor');
    await page.getByText('Gestión de Proveedores').click();
    await page.getByRole('columnheader', { name: 'Nombre' }).waitFor();
    const nuevo = page.getByRole('link', { name: 'Nuevo Proveedor' });
    expect(await nuevo.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByText('Mostrar solo activos').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Inactivar' }).first().isDisabled()).toBe(true);
    await captura(page, 'proveedores-supervisor');
    await page.goto(`${baseUrl()}/proveedores/nuevo`);
    await page.waitForURL('**/dashboard');

    await page.goto(`${baseUrl()}/pedidos-proveedores/nuevo`);
    const proveedor = 'Leñas del Norte Formoseño';
    await elegir(page, 'Proveedor', proveedor);
    await elegir(page, 'Producto', GRANEL);
    await page.getByRole('textbox', { name: 'Precio Unitario' }).first().fill('99.99');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByText('$ 99,99').first().waitFor();
    await page.getByRole('button', { name: 'Guardar Pedido' }).click();
    await page.getByText('Pedido creado correctamente').waitFor();
    await page.waitForURL(/\/pedidos-proveedores(\?.*)?$/);

    await page.getByRole('tab', { name: 'Pendientes' }).click();
    await page.getByRole('row').filter({ hasText: proveedor }).first().getByRole('link', { name: 'Ver' }).click();
    await page.waitForURL(/\/pedidos-proveedores\/\d+$/);
    await elegirEnLista(page, 'Estado', 'Cancelado');
    await page.getByRole('button', { name: 'Actualizar Estado' }).click();
    await page.getByText('Estado actualizado correctamente').waitFor();
    // Once it is not Pendiente, only an administrator may change it.
    await page.getByText('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Estado' }).getAttribute('aria-disabled')).toBe('true');
    expect(errores).toEqual([]);
  });

  it('empleado: every supplier screen sends them back home', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'empleado');
    for (const ruta of [
      '/proveedores',
      '/proveedores/nuevo',
      '/pedidos-proveedores',
      '/pedidos-proveedores/nuevo',
      '/historial-pedidos-proveedores',
    ]) {
      await page.goto(`${baseUrl()}${ruta}`);
      await page.waitForURL('**/dashboard');
    }
    expect(errores).toEqual([]);
  });
});
