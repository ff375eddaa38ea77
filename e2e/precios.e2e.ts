import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { formatoMoneda } from '#dominio/formatos';
import { precioConAumento } from '#dominio/precios';
import {
  api,
  captura,
  desbordeLateral,
  diaNegocio,
  escribirFecha,
  esperarCarga,
  ingresar,
  launchBrowser,
  navegar,
  newPage,
  TELEFONO,
  usarServidor,
} from './browser';
import { InformeAxe } from './axe';
import { levantarServidor, PUERTO_PROPIO, type Servidor } from './servidor';

/*
 * "Actualizar precios" (issue 47): a Supervisor schedules +8 % on Leña from tomorrow, rounded to $10, checks the
 * preview and confirms; the next business day (the server started again with its clock moved there) the prices are
 * the new ones, the product's "Precios" tab says which increase set them, and the increase reads Aplicado. On a
 * server of its own: its increase and its moved clock touch no other file.
 */

let servidor: Servidor;
let browser: Browser;

beforeAll(async () => {
  servidor = await levantarServidor({ puerto: PUERTO_PROPIO.precios, plantilla: inject('plantillaE2E') });
  usarServidor(servidor.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servidor?.cerrar();
});

const AUMENTO = { Modo: 'porcentaje', Valor: 8, Redondeo: 10 } as const;
const PRODUCTO = 'Leña de espinillo';

/** A select by its label (MUI names it with its current value too: 'Redondeo A $1'). */
async function elegirEnLista(page: Page, etiqueta: string, opcion: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${etiqueta}\\b`) }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

describe('Actualizar precios', () => {
  it('schedules +8 % on a category from tomorrow, previews it, and finds it applied the next business day', { timeout: 240_000 }, async () => {
    const supervisor = await api('supervisor');
    const { data: productos } = await supervisor.get<{ data: { ProductoID: number; Nombre: string; Precio: number }[] }>('/productos/activos');
    const producto = productos.find((p) => p.Nombre === PRODUCTO)!;
    const nuevo = precioConAumento(producto.Precio, AUMENTO);

    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('actualizar precios');
    await ingresar(page, 'supervisor');
    await page.getByRole('menuitem', { name: 'Actualizar precios' }).click();
    await page.getByRole('radio', { name: 'Una categoría' }).check();
    await elegirEnLista(page, 'Categoría', 'Leña');
    await page.getByRole('textbox', { name: 'Porcentaje' }).fill('8');
    await elegirEnLista(page, 'Redondeo', 'A $10');
    await escribirFecha(page, 'Rige desde', diaNegocio(1));

    const fila = page.getByRole('row').filter({ hasText: PRODUCTO });
    await expect.poll(() => fila.innerText()).toContain(formatoMoneda(nuevo));
    expect(await fila.innerText()).toContain(formatoMoneda(producto.Precio));
    await esperarCarga(page);
    expect(await axe.revisar(page, 'la vista previa'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-vista-previa');

    await page.getByRole('button', { name: 'Confirmar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Programar el aumento' });
    await dialogo.getByText(/cambiarán solos el/).waitFor();
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Aumento programado correctamente').waitFor();
    await page.waitForURL('**/aumentos-precio');
    const aumento = page.getByRole('row').filter({ hasText: 'Categoría Leña: +8 %, redondeado a $10' });
    await expect.poll(() => aumento.innerText()).toContain('Programado');
    await esperarCarga(page);
    expect(await axe.revisar(page, 'los aumentos'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-aumentos');
    expect((await supervisor.get<{ data: { Precio: number } }>(`/productos/${producto.ProductoID}`)).data.Precio).toBe(producto.Precio);

    // The next business day, five minutes in.
    const manana = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).plus({ days: 1 }).set({ hour: 0, minute: 5, second: 0, millisecond: 0 });
    await servidor.reiniciar({ RELOJ_DESDE: manana.toISO()! });
    await page.reload();
    await expect.poll(() => aumento.innerText()).toContain('Aplicado');
    await navegar(page, `/productos/editar/${producto.ProductoID}`);
    await page.getByRole('tab', { name: 'Precios' }).click();
    const entrada = page
      .getByRole('row')
      .filter({ hasText: /Aumento #\d+/ })
      .first();
    await expect.poll(() => entrada.innerText()).toContain(formatoMoneda(nuevo));
    expect(await entrada.innerText()).toContain(formatoMoneda(producto.Precio));
    await esperarCarga(page);
    expect(await axe.revisar(page, 'el historial de precios'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-historial');
    expect(errores).toEqual([]);
  });

  it('fits a phone: the form and its preview scroll only downwards', { timeout: 120_000 }, async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    const axe = new InformeAxe('actualizar precios, teléfono');
    await ingresar(page, 'admin');
    await navegar(page, '/aumentos-precio/nuevo');
    await page.getByRole('textbox', { name: 'Porcentaje' }).fill('5');
    await page.getByText(/^1-10 de \d+$/).waitFor();
    await esperarCarga(page);
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    expect(await axe.revisar(page, 'la vista previa en un teléfono'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-telefono');
    expect(errores).toEqual([]);
  });
});
