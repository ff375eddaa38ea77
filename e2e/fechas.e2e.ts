import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, campo, campoFecha, captura, diaNegocio, escribirFecha, elegirEnLista, launchBrowser, newPage, entrar } from './browser';

// Issue 13: a native date input follows the browser's language (mm/dd/yyyy in English); the
// admin's date fields must read and take dd/MM/yyyy whatever the browser says.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser('en-US');
});
afterAll(() => browser?.close());

/** What a date field shows, section by section ('15/11/2030', or the placeholder 'DD/MM/AAAA'). */
const textoDe = async (page: Page, etiqueta: string) => (await campoFecha(page, etiqueta).textContent())?.trim();

interface Vehiculo {
  VehiculoID: number;
  Patente: string;
}

describe('dates in an English-language browser', () => {
  it('show dd/mm/aaaa and save the days typed in a document and a maintenance', async () => {
    const { get } = await api('admin');
    const { data: vehiculos } = await get<{ data: Vehiculo[] }>('/vehiculos?page=1&limit=1');
    const { VehiculoID: id } = vehiculos[0];
    const { page, errores } = await newPage(browser, { locale: 'en-US' });
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    // An empty filter shows the Spanish pattern, not mm/dd/yyyy.
    await entrar(page, 'admin', '/vehiculos');
    await campoFecha(page, 'Fecha desde').getByRole('spinbutton').first().click();
    expect(await textoDe(page, 'Fecha desde')).toBe('DD/MM/AAAA');
    await captura(page, 'fechas-filtro-en-us');

    // A document: both days typed day first, sent as YYYY-MM-DD.
    const numero = `VTV-EN-${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/vehiculos/${id}/documentos/nuevo`);
    await elegirEnLista(page, 'Tipo de Documento', 'VTV');
    await campo(page, 'Número de Documento').fill(numero);
    // A day that does not exist is not saved.
    await escribirFecha(page, 'Fecha de Emisión', '31/02/2026');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Fecha inválida', { exact: true }).waitFor();
    await escribirFecha(page, 'Fecha de Emisión', '03/02/2026');
    await escribirFecha(page, 'Fecha de Vencimiento', '15/11/2030');
    expect(await textoDe(page, 'Fecha de Vencimiento')).toBe('15/11/2030');
    await captura(page, 'fechas-documento-en-us');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Documento agregado correctamente').waitFor();
    const { data: documentos } = await get<{ data: { NumeroDocumento: string; FechaEmision: string; FechaVencimiento: string }[] }>(
      `/vehiculos/${id}/documentos`,
    );
    expect(documentos.find((d) => d.NumeroDocumento === numero)).toMatchObject({ FechaEmision: '2026-02-03', FechaVencimiento: '2030-11-15' });

    // A maintenance: today in the business zone by default, another day typed over it.
    const descripcion = `Frenos en inglés ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/vehiculos/${id}/mantenimientos/nuevo`);
    expect(await textoDe(page, 'Fecha de realización')).toBe(diaNegocio());
    await elegirEnLista(page, 'Tipo de mantenimiento', 'Frenos');
    await page.getByRole('spinbutton', { name: 'Kilometraje' }).fill('1000');
    await campo(page, 'Descripción').fill(descripcion);
    await escribirFecha(page, 'Fecha de realización', '05/01/2026');
    await captura(page, 'fechas-mantenimiento-en-us');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mantenimiento registrado correctamente').waitFor();
    const { data: mantenimientos } = await get<{ data: { Descripcion: string; FechaRealizacion: string }[] }>(`/vehiculos/${id}/mantenimientos`);
    expect(mantenimientos.find((m) => m.Descripcion === descripcion)?.FechaRealizacion).toBe('2026-01-05');
    expect(errores).toEqual([]);
  });
});
