import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatoMoneda } from '#dominio/formatos';
import { DateTime } from 'luxon';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { api, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar, elegirEnLista } from './browser';
import { InformeAxe } from './axe';

/*
 * The reports (issue 48), as a Supervisor uses them: Ventas changes its period and groups by product, then filters
 * a category, then groups by driver (what the demo's round of yesterday sold); Margen bruto groups by category;
 * Cobranzas goes by week over last month against the month before; Flota shows last month's cost per km and per kilo
 * of each vehicle and what each driver delivered;
 * Stock valorizado shows a past day and only the slow movers. Each is
 * exported to Excel, its chart downloaded as a PNG, checked with axe, and read on a phone without sideways scroll.
 * An Empleado finds no "Reportes" in the menu. They only read: the shared demo server.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What a download brings, by the button that starts it: its file's name and first bytes. */
async function descargar(page: Page, boton: string): Promise<{ nombre: string; inicio: string }> {
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: boton }).first().click();
  const archivo = await descarga;
  const contenido = fs.readFileSync((await archivo.path())!);
  return { nombre: archivo.suggestedFilename(), inicio: contenido.subarray(0, 4).toString('latin1') };
}

/** The table's total row, and the chart is there with its table alternative. */
async function totalDeLaTabla(page: Page, tabla: string) {
  const fila = page
    .getByRole('table', { name: tabla })
    .getByRole('row')
    .filter({ hasText: /^Total/ });
  await fila.waitFor();
  return fila.innerText();
}

describe('Reportes', () => {
  it('Ventas: this year by month against last year, then by product of a category, then by driver; exported and downloaded', {
    timeout: 180_000,
  }, async () => {
    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('reportes de ventas');
    await entrar(page, 'supervisor');
    await page.getByRole('menuitem', { name: 'Ventas', exact: true }).click();
    await page.waitForURL('**/reportes/ventas');
    await page.getByRole('group', { name: 'Ventas por mes' }).waitFor();
    expect(await totalDeLaTabla(page, 'Tabla del reporte por mes')).toMatch(/\$/);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'ventas por mes'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-ventas-mes');

    // Last month, every day of it against the month before, as the API computes it.
    await elegirEnLista(page, 'Período', 'Mes pasado');
    await elegirEnLista(page, 'Comparar con', 'Período anterior');
    await elegirEnLista(page, 'Agrupar por', 'Día');
    await page.getByRole('group', { name: 'Ventas por día' }).waitFor();
    const supervisor = await api('supervisor');
    const mes = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).minus({ months: 1 });
    const [primero, ultimo] = [mes.startOf('month').toISODate(), mes.endOf('month').toISODate()];
    const { data } = await supervisor.get<{ data: { Total: { Importe: number }; Filas: unknown[] } }>(
      `/reportes/ventas?Desde=${primero}&Hasta=${ultimo}&Agrupar=dia&Comparar=anterior`,
    );
    await expect.poll(() => totalDeLaTabla(page, 'Tabla del reporte por día')).toContain(formatoMoneda(data.Total.Importe));
    expect(await page.getByRole('table', { name: 'Tabla del reporte por día' }).getByRole('row').count()).toBe(data.Filas.length + 2);

    // By product, only those of a category: each row a product of it.
    await elegirEnLista(page, 'Agrupar por', 'Producto');
    await elegirEnLista(page, 'Categoría', 'Carbón');
    await page.getByRole('group', { name: 'Ventas por producto' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Tabla del reporte por producto' }).innerText()).toMatch(/Carbón/);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'ventas por producto'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-ventas-producto');
    const excel = await descargar(page, 'Exportar a Excel');
    expect(excel.nombre).toMatch(/^Ventas \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(excel.inicio.slice(0, 2)).toBe('PK');
    const png = await descargar(page, 'Descargar PNG');
    expect(png.nombre).toMatch(/\.png$/);
    expect(png.inicio.slice(1, 4)).toBe('PNG');

    // By driver: the demo's sheet of yesterday, delivered by Walter Ibáñez, in its month; no product filter then.
    const hoy = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO);
    await elegirEnLista(page, 'Período', hoy.minus({ days: 1 }).month === hoy.month ? 'Este mes' : 'Mes pasado');
    await elegirEnLista(page, 'Agrupar por', 'Chofer');
    await page.getByRole('group', { name: 'Ventas por chofer' }).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Tabla del reporte por chofer' }).innerText()).toMatch(/Walter Ibáñez/);
    expect(await page.getByRole('combobox', { name: /^Categoría\b/ }).count()).toBe(0);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'ventas por chofer'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-ventas-chofer');
    expect(errores).toEqual([]);
  });

  it('Margen bruto by category, and Stock valorizado on a past day with only the slow movers', { timeout: 180_000 }, async () => {
    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('margen y stock');
    await entrar(page, 'admin', '/reportes/margen');
    await elegirEnLista(page, 'Agrupar por', 'Categoría');
    await page.getByRole('group', { name: 'Margen bruto por categoría' }).waitFor();
    await expect.poll(() => totalDeLaTabla(page, 'Tabla del reporte por categoría')).toMatch(/%/);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'margen por categoría'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-margen-categoria');
    expect((await descargar(page, 'Exportar a Excel')).nombre).toMatch(/^Margen bruto /);

    await page.getByRole('menuitem', { name: 'Stock valorizado' }).click();
    const tabla = page.getByRole('table', { name: 'Stock valorizado por producto' });
    await expect.poll(() => tabla.getByRole('row').count()).toBeGreaterThan(2);
    await page.getByLabel('Al día').fill(DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).minus({ days: 30 }).toISODate()!);
    await page.getByText(/^Valor del stock al /).waitFor();
    await page.getByRole('button', { name: 'Solo sin ventas' }).click();
    await expect
      .poll(async () => (await tabla.innerText()).includes('Sin ventas') || (await tabla.innerText()).includes('No hay productos'))
      .toBe(true);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'stock valorizado'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-stock');
    expect((await descargar(page, 'Exportar a Excel')).nombre).toMatch(/^Stock valorizado \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(errores).toEqual([]);
  });

  it('Cobranzas: delivered against collected by week of last month, per method, and who pays slower; exported', {
    timeout: 180_000,
  }, async () => {
    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('cobranzas');
    await entrar(page, 'supervisor');
    await page.getByRole('menuitem', { name: 'Cobranzas', exact: true }).click();
    await page.waitForURL('**/reportes/cobranzas');
    await page.getByRole('group', { name: 'Entregado y cobrado por mes' }).waitFor();
    await page.getByRole('group', { name: 'Cobrado por medio de pago' }).waitFor();

    await elegirEnLista(page, 'Período', 'Mes pasado');
    await elegirEnLista(page, 'Comparar con', 'Período anterior');
    await elegirEnLista(page, 'Agrupar por', 'Semana');
    await page.getByRole('group', { name: 'Entregado y cobrado por semana' }).waitFor();
    const mes = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).minus({ months: 1 });
    const [primero, ultimo] = [mes.startOf('month').toISODate(), mes.endOf('month').toISODate()];
    const { data } = await (await api('supervisor')).get<{
      data: { Total: { Cobrado: number; SaldoAlCierre: number }; Filas: unknown[]; ClientesMasLentos: { Clientes: { Nombre: string }[] } };
    }>(`/reportes/cobranzas?Desde=${primero}&Hasta=${ultimo}&Agrupar=semana&Comparar=anterior`);
    await expect.poll(() => totalDeLaTabla(page, 'Tabla de cobranzas por semana')).toContain(formatoMoneda(data.Total.Cobrado));
    expect(await page.getByRole('table', { name: 'Tabla de cobranzas por semana' }).getByRole('row').count()).toBe(data.Filas.length + 2);
    await page.getByText(`Saldo de los clientes al cierre: ${formatoMoneda(data.Total.SaldoAlCierre)}`, { exact: false }).waitFor();
    const lentos = page.getByRole('table', { name: 'Clientes que pagan más lento' });
    const [primerLento] = data.ClientesMasLentos.Clientes;
    if (primerLento) await lentos.getByRole('link', { name: primerLento.Nombre }).waitFor();
    else await lentos.getByText('Ningún cliente paga más lento que en el período comparado').waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'cobranzas por semana'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-cobranzas');
    expect((await descargar(page, 'Exportar a Excel')).nombre).toMatch(/^Cobranzas \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await descargar(page, 'Descargar PNG')).inicio.slice(1, 4)).toBe('PNG');
    expect(errores).toEqual([]);
  });

  it('Flota: last month per vehicle and per driver, as the API computes it; exported', { timeout: 180_000 }, async () => {
    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('flota');
    await entrar(page, 'admin');
    await page.getByRole('menuitem', { name: 'Flota', exact: true }).click();
    await page.waitForURL('**/reportes/flota');
    await page.getByRole('group', { name: 'Costo por km de cada vehículo' }).waitFor();
    await elegirEnLista(page, 'Período', 'Mes pasado');
    await elegirEnLista(page, 'Comparar con', 'Período anterior');
    const mes = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).minus({ months: 1 });
    const { data } = await (await api('admin')).get<{
      data: {
        Total: { Costo: number };
        Reparto: { Costo: number; CostoPorKilo: number | null };
        Vehiculos: { Patente: string }[];
        Choferes: { Nombre: string }[];
      };
    }>(`/reportes/flota?Desde=${mes.startOf('month').toISODate()}&Hasta=${mes.endOf('month').toISODate()}&Comparar=anterior`);
    await expect.poll(() => totalDeLaTabla(page, 'Tabla de la flota por vehículo')).toContain(formatoMoneda(data.Total.Costo));
    // The cost per delivered kilo is the delivering vehicles' (the demo's vehicles that delivered nothing are in the total only).
    const valorDeLaTarjeta = page.getByText('Costo por kilo entregado', { exact: true }).locator('xpath=following-sibling::p[1]');
    await expect
      .poll(() => valorDeLaTarjeta.textContent())
      .toBe(data.Reparto.CostoPorKilo === null ? '—' : formatoMoneda(data.Reparto.CostoPorKilo));
    await page.getByText(`Costo de los vehículos que repartieron: ${formatoMoneda(data.Reparto.Costo)}`, { exact: false }).waitFor();
    expect(await page.getByRole('table', { name: 'Tabla de la flota por vehículo' }).getByRole('row').count()).toBe(
      Math.max(data.Vehiculos.length, 1) + 2,
    );
    const choferes = page.getByRole('table', { name: 'Entregas por chofer' });
    if (data.Choferes[0]) await choferes.getByText(data.Choferes[0].Nombre).waitFor();
    else await choferes.getByText('Ninguna hoja de ruta salió en el período').waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'flota del mes pasado'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'reportes-flota');
    expect((await descargar(page, 'Exportar a Excel')).nombre).toMatch(/^Flota \d{4}-\d{2}-\d{2} a \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(errores).toEqual([]);
  });

  it('reads on a phone without sideways scroll; an Empleado has no reports', { timeout: 180_000 }, async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    const axe = new InformeAxe('reportes en el teléfono');
    // Entered on the first report, so a history change made before the app listens still lands where it should.
    await entrar(page, 'supervisor', '/reportes/ventas');
    for (const [ruta, grupo] of [
      ['/reportes/ventas', 'Ventas por mes'],
      ['/reportes/margen', 'Margen bruto por mes'],
      ['/reportes/cobranzas', 'Entregado y cobrado por mes'],
      ['/reportes/flota', 'Costo por km de cada vehículo'],
      ['/reportes/stock', 'Valor del stock por categoría'],
    ]) {
      await navegar(page, ruta);
      await page.getByRole('group', { name: grupo }).waitFor();
      await esperarCarga(page);
      expect(await desbordeLateral(page), ruta).toBeLessThanOrEqual(0);
      expect(await axe.revisar(page, ruta), 'serious and critical axe violations').toEqual([]);
      await captura(page, `reportes-telefono-${ruta.split('/').pop()}`);
    }
    expect(errores).toEqual([]);

    const empleado = await newPage(browser);
    await entrar(empleado.page, 'empleado');
    await empleado.page.getByRole('menuitem', { name: 'Clientes' }).waitFor();
    expect(await empleado.page.getByRole('menuitem', { name: 'Reportes' }).count()).toBe(0);
  });
});
