import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { captura, launchBrowser, navegar, newPage, entrar } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TARJETAS = ['Clientes', 'Productos', 'Pedidos Hoy', 'Vehículos', 'Proveedores', 'Bajo Stock', 'Pendientes', 'Completados'];

const tarjeta = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true });

/** The big number of a card, once loaded. */
async function valorDe(page: Page, titulo: string): Promise<number> {
  const valor = tarjeta(page, titulo).getByTestId('valor-metrica');
  await expect.poll(async () => /^\d[\d.]*$/.test((await valor.textContent()) ?? '')).toBe(true);
  return Number((await valor.textContent())!.replace(/\./g, ''));
}

async function abrirDashboard(page: Page, usuario: string) {
  await entrar(page, usuario);
  await page.getByText(/^Bienvenido, \S+/).waitFor();
  await page.getByLabel('Gráfico de ventas por día').waitFor();
}

describe('dashboard', () => {
  it('administrator: every card has a figure, both alert panels have items, the charts render', async () => {
    const { page, errores } = await newPage(browser);
    await abrirDashboard(page, 'admin');
    await page.getByText('Bienvenido, Martín').waitFor();
    for (const titulo of TARJETAS) {
      expect(await valorDe(page, titulo), titulo).toBeGreaterThan(0);
    }
    await tarjeta(page, 'Bajo Stock').getByText('Necesita atención').waitFor();
    await tarjeta(page, 'Vehículos')
      .getByText(/^\d+ disponibles?$/)
      .waitFor();

    for (const panel of ['Alertas de Mantenimiento', 'Alertas de Documentos']) {
      const items = tarjeta(page, panel).getByRole('list').getByRole('link');
      expect(await items.count(), panel).toBeGreaterThan(0);
      expect(await items.count(), panel).toBeLessThanOrEqual(5);
    }
    // The demo data has more document alerts than a panel shows.
    await tarjeta(page, 'Alertas de Documentos')
      .getByRole('link', { name: /^Ver \d+ alertas? más$/ })
      .waitFor();

    await page.getByLabel('Gráfico de pedidos por estado').waitFor();
    // A bar per day (GraficoBarras marks each with data-barra), today's in the accent colour.
    const barras = page.getByLabel('Gráfico de ventas por día').locator('rect[data-barra]');
    expect(await barras.count()).toBe(30);
    const colores = await barras.evaluateAll((rects) => rects.map((rect) => rect.getAttribute('fill')));
    expect(new Set(colores.slice(0, -1)).size).toBe(1);
    expect(colores.at(-1)).not.toBe(colores[0]);
    for (const texto of ['Acciones Rápidas', 'Nuevo Pedido', 'Nuevo Vehículo', 'Nuevo Cliente', 'Ver Productos']) {
      await page.getByText(texto, { exact: true }).first().waitFor();
    }
    const resumen = tarjeta(page, 'Resumen del Sistema');
    for (const texto of ['Alertas totales', 'Vehículos activos', 'Pedidos de hoy', 'Productos con bajo stock', 'Última actualización']) {
      await resumen.getByText(texto).waitFor();
    }
    await captura(page, 'dashboard-admin');
    // Today's column tells its day and amount in full, on hover.
    await page.getByLabel('Gráfico de ventas por día').locator('.zona').last().hover();
    await page.getByRole('tooltip').waitFor();
    expect(await page.getByRole('tooltip').innerText()).toMatch(/^\d{2} \S+ \d{4}\n\$ [\d.]+,\d{2}$/);
    await captura(page, 'dashboard-ventas-detalle');
    expect(errores).toEqual([]);
  });

  describe('from one signed-in administrator page, back on the dashboard before each', () => {
    let page: Page;
    let errores: string[];
    beforeAll(async () => {
      ({ page, errores } = await newPage(browser));
      await abrirDashboard(page, 'admin');
    });
    afterAll(() => page?.context().close());
    beforeEach(async () => {
      await navegar(page, '/dashboard');
      await page.getByLabel('Gráfico de ventas por día').waitFor();
    });
    afterEach(() => {
      expect(errores).toEqual([]);
    });

    it.each([
      ['Clientes', '/clientes'],
      ['Productos', '/productos'],
      ['Pedidos Hoy', '/pedidos'],
      ['Vehículos', '/vehiculos'],
      ['Proveedores', '/proveedores'],
      ['Bajo Stock', '/productos'],
      ['Pendientes', '/pedidos'],
      ['Completados', '/historial-pedidos'],
    ])('clicking the %s card opens %s', async (titulo, ruta) => {
      await tarjeta(page, titulo).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === ruta);
    });

    it('the Pendientes card opens the order list on its tab, showing as many orders as it counts', async () => {
      const pendientes = await valorDe(page, 'Pendientes');
      await tarjeta(page, 'Pendientes').getByRole('link').click();
      await page.waitForURL('**/pedidos?**');
      await page.getByRole('tab', { name: 'Pendientes', selected: true }).waitFor();
      // react-admin's page size is 10.
      const filas = page.locator('tbody tr');
      await expect.poll(() => filas.count()).toBe(Math.min(pendientes, 10));
      expect(await filas.filter({ hasNotText: 'Pendiente' }).count()).toBe(0);
    });

    it('alert panels lead to their alert pages', async () => {
      await tarjeta(page, 'Alertas de Mantenimiento').getByRole('link', { name: 'Ver todas' }).click();
      await page.waitForURL('**/vehiculos/alertas/mantenimiento');
      await page.goBack();
      await tarjeta(page, 'Alertas de Documentos')
        .getByRole('link', { name: /^Ver \d+ alertas? más$/ })
        .click();
      await page.waitForURL('**/vehiculos/alertas/documentos');
    });

    it('a quick action opens its form', async () => {
      await page.getByRole('link', { name: 'Nuevo Cliente' }).click();
      await page.waitForURL('**/clientes/nuevo');
    });

    it('the refresh button asks the server again', async () => {
      const pedido = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/dashboard');
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await pedido;
    });
  });

  it('a failed call shows the dismissible warning', async () => {
    const { page } = await newPage(browser);
    // The figures fail both where the first screen reads them (GET /inicio, whose parts are then asked one by one)
    // and on their own.
    await page.route(/\/api\/(dashboard|inicio)(\?|$)/, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Falla simulada', error: 'Falla simulada' }),
      }),
    );
    await entrar(page, 'admin');
    const aviso = page.getByRole('alert').filter({ hasText: 'Error al cargar algunos datos del dashboard' });
    await aviso.waitFor();
    await aviso.getByRole('button').click();
    await aviso.waitFor({ state: 'detached' });
  });

  it('empleado: the page works, and the Proveedores card has no link', async () => {
    const { page, errores } = await newPage(browser);
    await abrirDashboard(page, 'empleado');
    await page.getByText('Bienvenido, Diego').waitFor();
    for (const titulo of TARJETAS) {
      expect(await valorDe(page, titulo), titulo).toBeGreaterThan(0);
    }
    expect(await tarjeta(page, 'Proveedores').getByRole('link').count()).toBe(0);
    expect(await tarjeta(page, 'Clientes').getByRole('link').count()).toBe(1);
    await page.getByLabel('Gráfico de pedidos por estado').waitFor();
    await captura(page, 'dashboard-empleado');
    await tarjeta(page, 'Completados').getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/historial-pedidos');
    expect(errores).toEqual([]);
  });
});
