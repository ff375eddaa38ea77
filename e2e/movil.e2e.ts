import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, captura, desbordeLateral, elegir, esperarCarga, launchBrowser, newPage, TELEFONO, entrar } from './browser';

/*
 * The app on a phone (390 × 844): what a driver does from the road and what an administrator does
 * away from the desk, by touch, through the drawer menu. No screen of the tour may scroll sideways.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Waits for the screen to settle, then checks it fits the phone's width and keeps a screenshot. */
async function pantalla(page: Page, nombre: string) {
  await esperarCarga(page);
  expect(await desbordeLateral(page), `${nombre}: px scrolled sideways`).toBe(0);
  await captura(page, `movil--${nombre}`);
}

/** Opens the drawer and follows one of its entries; the drawer closes by itself. */
async function irPorMenu(page: Page, entrada: string) {
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('menuitem', { name: entrada, exact: true }).click();
  await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
}

describe('on a phone', () => {
  it('an Empleado opens a vehicle from the list and records its mileage', async () => {
    const { get, usuario } = await api('empleado');
    const [vehiculo] = (await get<{ data: { VehiculoID: number; Patente: string; KilometrajeActual: number }[] }>('/vehiculos?activo=true'))
      .data;
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });

    await entrar(page, 'empleado');
    await pantalla(page, 'dashboard');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('menuitem', { name: 'Gestión de Vehículos', exact: true }).waitFor();
    await captura(page, 'movil--menu');
    await page.keyboard.press('Escape');
    await irPorMenu(page, 'Gestión de Vehículos');
    await page.waitForURL('**/vehiculos');

    // A list of plates, no table: a tap on the plate opens the vehicle.
    const fila = page.getByRole('button', { name: new RegExp(`^${vehiculo.Patente}`) });
    await fila.waitFor();
    expect(await page.locator('table').count(), 'tables on the phone list').toBe(0);
    await pantalla(page, 'vehiculos');
    await fila.click();
    await page.waitForURL(`**/vehiculos/${vehiculo.VehiculoID}`);
    await page.getByText('Próximo cambio de aceite').waitFor();

    // 'Actualizar Kilometraje' sits right under the header, on screen without scrolling.
    const actualizar = page.getByRole('link', { name: 'Actualizar Kilometraje' });
    const mantenimiento = page.getByRole('link', { name: 'Registrar Mantenimiento' });
    expect(await actualizar.isVisible()).toBe(true);
    for (const boton of [actualizar, mantenimiento]) {
      const caja = (await boton.boundingBox())!;
      expect(caja.y + caja.height, 'button within the first screen').toBeLessThanOrEqual(TELEFONO.viewport.height);
    }
    await pantalla(page, 'vehiculo');
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await pantalla(page, 'vehiculo-documentos');

    await actualizar.click();
    await page.waitForURL('**/kilometraje/actualizar');
    await page.getByRole('spinbutton', { name: 'Nuevo Kilometraje' }).fill(String(vehiculo.KilometrajeActual + 25));
    await pantalla(page, 'kilometraje');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Kilometraje actualizado correctamente').waitFor();
    await page.waitForURL(`**/vehiculos/${vehiculo.VehiculoID}`);
    await page.getByRole('tab', { name: 'Kilometraje' }).click();
    // The new reading heads the mileage log, signed by the driver.
    const lectura = `${(vehiculo.KilometrajeActual + 25).toLocaleString('es-AR')} km`;
    await page
      .locator('li', { hasText: lectura })
      .filter({ hasText: `${usuario.Nombre} ${usuario.Apellido}` })
      .first()
      .waitFor();
    await pantalla(page, 'vehiculo-kilometraje');
    expect(errores).toEqual([]);
    await page.context().close();
  });

  it('an Administrador creates an order with two lines', async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await entrar(page, 'admin');
    await irPorMenu(page, 'Gestión de Pedidos');
    await page.waitForURL('**/pedidos');
    await page
      .getByText(/^#\d+ · /)
      .first()
      .waitFor();
    await pantalla(page, 'pedidos');

    await page.getByRole('link', { name: 'Nuevo Pedido' }).click();
    await page.waitForURL('**/pedidos/nuevo');
    await page.getByText('Selecciona un cliente').waitFor();
    await pantalla(page, 'pedido-nuevo');
    // A client with no credit limit (the demo's first clients owe more than theirs).
    await elegir(page, 'Cliente', 'Aguirre', /Aguirre/);
    await elegir(page, 'Producto', 'Carbón vegetal bolsa 4 kg', /Carbón vegetal bolsa 4 kg/);
    await page.getByRole('spinbutton', { name: 'Cantidad', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await elegir(page, 'Producto', 'Leña de espinillo', /Leña de espinillo/);
    await page.getByRole('button', { name: 'Agregar' }).click();
    await expect.poll(() => page.getByRole('spinbutton', { name: /^Cantidad de / }).count()).toBe(2);
    await pantalla(page, 'pedido-nuevo-con-lineas');

    await page.getByRole('button', { name: 'Crear Pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+$/);
    const pedidoId = page.url().split('/').pop()!;
    await page.getByText(`Pedido #${pedidoId}`).first().waitFor();
    await page.getByText('Carbón vegetal bolsa 4 kg').first().waitFor();
    await pantalla(page, 'pedido-detalle');
    expect(errores).toEqual([]);
    await page.context().close();
  });
});
