import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, captura, desbordeLateral, ESCRITORIO, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';
import { InformeAxe } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A call to the API with the signed-in user's token, from the page (the test's own records). */
async function llamar(page: Page, metodo: string, ruta: string, cuerpo: unknown) {
  return page.evaluate(
    async ({ metodo, ruta, cuerpo }) => {
      const res = await fetch(`/api${ruta}`, {
        method: metodo,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
        body: JSON.stringify(cuerpo),
      });
      return (await res.json()).data;
    },
    { metodo, ruta, cuerpo },
  );
}

describe('fleet fuel log and costs', () => {
  it('adds a fuel load and sees its consumption, then opens "Costos de flota"', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'supervisor');
    const patente = `CB${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const vehiculo = await llamar(page, 'POST', '/vehiculos', {
      Patente: patente,
      Marca: 'Iveco',
      Modelo: 'Daily 55C16',
      Anio: 2021,
      KilometrajeActual: 10000,
    });
    // The previous full tank, at 10.000 km.
    await llamar(page, 'POST', `/vehiculos/${vehiculo.VehiculoID}/combustible`, {
      Kilometraje: 10000,
      Litros: 50,
      Importe: 69000,
      TanqueLleno: true,
    });

    await navegar(page, `/vehiculos/${vehiculo.VehiculoID}`);
    await page.getByRole('tab', { name: 'Combustible' }).click();
    await page.getByRole('button', { name: 'Registrar carga' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('spinbutton', { name: /^Kilometraje/ }).fill('10500');
    await dialogo.getByRole('spinbutton', { name: /^Litros/ }).fill('45');
    await dialogo.getByRole('textbox', { name: /^Importe/ }).fill('62.100');
    await dialogo.getByRole('textbox', { name: 'Estación' }).fill('YPF Ruta 4 (Morón)');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Carga de combustible registrada correctamente').waitFor();
    // 45 L over the 500 km since the previous full tank.
    await page.getByRole('cell', { name: '9,00 L/100 km' }).waitFor();
    await expect.poll(async () => page.getByText('10.500 km').count()).toBeGreaterThan(0);
    await captura(page, 'vehiculo-combustible');

    await page.getByRole('tab', { name: 'Costos' }).click();
    await page.getByText('Costo por km').waitFor();
    await page.getByText('$ 131.100,00').first().waitFor(); // fuel: 69.000 + 62.100
    await captura(page, 'vehiculo-costos');

    await page.getByText('Costos de flota', { exact: true }).click();
    await page.waitForURL('**/costos-flota**');
    // The most expensive first: a demo truck with a year of loads and maintenance.
    await page.getByRole('cell', { name: 'AB123CD' }).waitFor();
    for (const texto of ['Mantenimiento', 'Combustible', 'Costo por km', 'Exportar']) {
      await page.getByText(texto, { exact: true }).first().waitFor();
    }
    await captura(page, 'costos-flota');

    // The demo's AF345KL is due by date while far from its km: the alert page says when.
    await page.getByText('Alertas Mantenimiento', { exact: true }).click();
    const porFecha = page.getByRole('article', { name: 'AF345KL Cambio de aceite' });
    await porFecha.getByText('Por fecha').waitFor();
    await expect.poll(async () => porFecha.innerText()).toMatch(/(Vence en \d+ días?|Vence hoy|Vencido hace \d+ días?) \(\d{2} \S+ \d{4}\)/);
    await captura(page, 'alertas-por-fecha');
    expect(errores).toEqual([]);
  });

  it('an Empleado has no "Costos de flota": no menu entry, and the page sends them to the dashboard', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'empleado');
    await page.getByText('Gestión de Vehículos', { exact: true }).waitFor();
    expect(await page.getByText('Costos de flota', { exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl()}/costos-flota`);
    await page.waitForURL('**/dashboard');
    expect(errores).toEqual([]);
  });

  for (const [nombre, tamano] of [
    ['desktop', ESCRITORIO],
    ['phone', TELEFONO],
  ] as const) {
    it(`on a ${nombre}, a truck's consumption line marks its outlier and its costs stack per month; both tabs fit and pass axe`, async () => {
      const { get } = await api('supervisor');
      // The demo truck with a year of weekly loads, one far above its usual consumption.
      const [camion] = (await get<{ data: { VehiculoID: number }[] }>('/vehiculos?q=AB123CD')).data;
      const { page, errores } = await newPage(browser, { tamano });
      const axe = new InformeAxe(`gráficos de un vehículo, ${nombre}`);
      const revisar = async (pestana: string) => {
        await esperarCarga(page);
        expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
        expect(await axe.revisar(page, pestana), 'serious and critical axe violations').toEqual([]);
        await captura(page, `vehiculo-${pestana.toLowerCase()}-graficos--${nombre}`);
      };
      await entrar(page, 'supervisor', `/vehiculos/${camion.VehiculoID}`);

      await page.getByRole('tab', { name: 'Combustible' }).click();
      const tendencia = page.getByLabel('Tendencia de consumo');
      await tendencia.locator('circle[data-punto]').first().waitFor();
      expect(await tendencia.locator('circle[data-punto]').count()).toBeGreaterThan(20);
      expect(await tendencia.locator('circle[data-punto="atipico"]').count()).toBeGreaterThan(0);
      await revisar('Combustible');

      await page.getByRole('tab', { name: 'Costos' }).click();
      const porMes = page.getByLabel('Costo por mes').locator('rect[data-barra]');
      await porMes.first().waitFor({ state: 'attached' });
      // Twelve or thirteen months of the last year, maintenance and fuel in each.
      expect(await porMes.count()).toBeGreaterThanOrEqual(24);
      expect(await page.getByLabel('Costo por mes').locator('rect[data-barra="Combustible"]').count()).toBe((await porMes.count()) / 2);
      expect(await page.getByLabel('Costo de mantenimiento por tipo').locator('rect[data-barra]').count()).toBeGreaterThan(0);
      await revisar('Costos');
      console.log(axe.resumen());
      expect(errores).toEqual([]);
    });
  }
});
