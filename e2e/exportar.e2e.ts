import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import type { Knex } from 'knex';
import { readSheet } from 'read-excel-file/node';
import { api, buscar, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, usarServidor, entrar } from './browser';
import { levantarServidor, PUERTO_PROPIO, type Servidor } from './servidor';
import { InformeAxe } from './axe';

/*
 * "Exportar" of the client list, filtered by a surname only this file's clients carry: 1,201 rows, so
 * the export reads two pages of the API (1,000 + 201) and its sheet is large enough to be zipped in a
 * worker (above 160 kB). Excel and CSV are downloaded and read back; a held second page shows the
 * progress and lets the export be cancelled. The clients are written straight to a server of this
 * file's own, so no other file's lists see them.
 */

const APELLIDO = 'Planilla';
const CLIENTES = 1_200;
const FORMULA = '=HIPERVINCULO("http://x","clic")';

/** 1,200 active clients 'Nombre Planilla' with a credit limit ending in ,50, plus one named like a formula. */
async function agregarClientes(db: Knex) {
  await db.raw(
    `INSERT INTO clientes (nombre, apellido, telefono, direccion, email, limite_credito)
     SELECT (ARRAY['Lucía', 'Martín', 'Sofía', 'Joaquín', 'Valentina'])[n % 5 + 1] || ' ' || lpad(n::text, 4, '0'), ?,
            '+54 11 4' || lpad(n::text, 7, '0'), 'Av. Mitre ' || n || ', Avellaneda', 'planilla' || n || '@clientes.com.ar', n * 10 + 0.5
     FROM generate_series(1, ?) AS n`,
    [APELLIDO, CLIENTES],
  );
  await db('clientes').insert({
    nombre: FORMULA,
    apellido: APELLIDO,
    telefono: '+54 11 4000-0000',
    direccion: 'Calle 1',
    email: 'formula@clientes.com.ar',
  });
}

interface ClienteApi {
  ClienteID: number;
  Nombre: string;
  LimiteCredito: number | null;
  createdAt: string;
}

let servidor: Servidor;
let browser: Browser;
/** The clients of the file as the API lists them with the list's sort (Nombre ascending). */
let esperados: ClienteApi[];

beforeAll(async () => {
  servidor = await levantarServidor({ puerto: PUERTO_PROPIO.exportar, plantilla: inject('plantillaE2E'), preparar: agregarClientes });
  usarServidor(servidor.url);
  const { get } = await api('admin');
  const pagina = (page: number) =>
    get<{ data: ClienteApi[] }>(`/clientes?q=${APELLIDO}&active=true&sort=Nombre&order=asc&page=${page}&limit=1000`);
  esperados = [...(await pagina(1)).data, ...(await pagina(2)).data];
  expect(esperados).toHaveLength(CLIENTES + 1);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servidor?.cerrar();
});

const ENCABEZADOS = [
  'ID',
  'Nombre',
  'Apellido',
  'Teléfono',
  'Dirección',
  'Email',
  'CUIT',
  'Condición frente al IVA',
  'Saldo',
  'Límite de crédito',
  'Días de crédito',
  'Activo',
  'Fecha de alta',
];

/** A moment on the business clock (Buenos Aires, UTC-3 all year), as Excel keeps it: a Date whose UTC fields are that clock. */
const relojBuenosAires = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000);
const dosCifras = (n: number) => String(n).padStart(2, '0');

/** The client list, searched by the file's surname. */
async function listaFiltrada(page: Page) {
  await navegar(page, '/clientes');
  await esperarCarga(page);
  await buscar(page, 'Buscar clientes', APELLIDO);
  await expect.poll(() => page.getByText(`${CLIENTES + 1} clientes`).count()).toBe(1);
}

/**
 * Holds the API's second page of the export until `soltar` is called, so the progress of the first
 * one can be looked at (and the export cancelled) before it ends.
 */
async function retenerSegundaPagina(page: Page) {
  let soltar!: () => void;
  const suelta = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  const esSegunda = (url: URL) =>
    url.pathname === '/api/clientes' && url.searchParams.get('page') === '2' && url.searchParams.get('limit') === '1000';
  const retener = async (route: Route) => {
    await suelta;
    await route.continue().catch(() => undefined);
  };
  await page.route(esSegunda, retener);
  return async () => {
    soltar();
    await page.unroute(esSegunda, retener);
  };
}

/** Opens "Exportar" and picks a format. */
async function exportarComo(page: Page, formato: 'Excel (.xlsx)' | 'CSV', boton = 'Exportar') {
  await page.getByRole('button', { name: boton, exact: true }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${formato.replace(/[().]/g, '\\$&')}`) }).click();
}

describe('an administrator exports the filtered client list', () => {
  let page: Page;
  let errores: string[];
  const scripts: string[] = [];

  beforeAll(async () => {
    ({ page, errores } = await newPage(browser));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await entrar(page, 'admin');
  });
  afterAll(() => page?.context().close());

  it('to Excel: every row (two pages of the API) with visible progress, Spanish headers, numbers as numbers and dates as dates', async () => {
    await listaFiltrada(page);
    const escritor = () => scripts.filter((s) => /\/universal-[^/]*\.js$/.test(s));
    expect(escritor(), 'the Excel writer is not downloaded before an export').toEqual([]);

    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('menuitem', { name: /^CSV/ }).isVisible()).toBe(true);
    const axe = new InformeAxe('exportar');
    expect(await axe.revisar(page, 'menú Exportar'), 'axe on the menu').toEqual([]);
    await captura(page, 'exportar-menu');

    const soltar = await retenerSegundaPagina(page);
    const descarga = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^Excel \(\.xlsx\)/ }).click();
    const progreso = page.getByRole('dialog', { name: 'Exportar a Excel' });
    await expect.poll(() => progreso.getByRole('status').innerText()).toBe('Exportando 1.000 de 1.201…');
    expect(await axe.revisar(page, 'progreso'), 'axe on the progress').toEqual([]);
    await captura(page, 'exportar-progreso');
    await soltar();

    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('clientes.xlsx');
    const filas = await readSheet(await archivo.path());
    expect(filas[0]).toEqual(ENCABEZADOS);
    expect(filas).toHaveLength(CLIENTES + 2);
    // The list's order (Nombre ascending, as the API sorts it), every row.
    expect(filas.slice(1).map((f) => f[0])).toEqual(esperados.map((c) => c.ClienteID));
    // The formula-named client sorts first ('=' before letters); the first with a credit limit is the next.
    const n = esperados.findIndex((c) => c.LimiteCredito !== null);
    const primero = esperados[n];
    const [id, nombre, apellido, , , , , , saldo, limite, dias, activo, alta] = filas[n + 1];
    expect(id).toBe(primero.ClienteID);
    expect(nombre).toBe(primero.Nombre);
    expect(apellido).toBe(APELLIDO);
    expect(saldo).toBe(0);
    expect(limite).toBe(primero.LimiteCredito);
    expect(limite).toBeGreaterThan(0);
    expect(typeof dias).toBe('number');
    expect(activo).toBe('Sí');
    expect(alta).toBeInstanceOf(Date);
    // The business clock's day and time of the client's creation (an Excel serial keeps it to the millisecond or so).
    expect(Math.abs((alta as unknown as Date).getTime() - relojBuenosAires(primero.createdAt).getTime())).toBeLessThan(1000);
    expect(
      filas.find((f) => f[1] === FORMULA),
      'text stays text in Excel',
    ).toBeDefined();
    await expect.poll(() => page.getByText('Se exportaron 1.201 filas.').count()).toBe(1);
    expect(escritor(), 'the Excel writer, downloaded for the export').toHaveLength(1);
    console.log(axe.resumen());
    expect(errores).toEqual([]);
  });

  it('to CSV for Spanish Excel: BOM, ; between fields, decimal comma, dd/mm/aaaa and the formula guard', async () => {
    const descarga = page.waitForEvent('download');
    await exportarComo(page, 'CSV');
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('clientes.csv');
    const bytes = fs.readFileSync(await archivo.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lineas = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lineas.at(-1)).toBe('');
    expect(lineas[0]).toBe(ENCABEZADOS.join(';'));
    expect(lineas).toHaveLength(CLIENTES + 3);
    const n = esperados.findIndex((c) => c.LimiteCredito !== null);
    const primero = esperados[n];
    const momento = relojBuenosAires(primero.createdAt);
    const alta = `${dosCifras(momento.getUTCDate())}/${dosCifras(momento.getUTCMonth() + 1)}/${momento.getUTCFullYear()} ${dosCifras(momento.getUTCHours())}:${dosCifras(momento.getUTCMinutes())}`;
    const limite = primero.LimiteCredito!.toFixed(2).replace('.', ',');
    expect(lineas[n + 1]).toMatch(new RegExp(`^${primero.ClienteID};${primero.Nombre};${APELLIDO};.*;0,00;${limite};\\d+;Sí;${alta}$`));
    expect(lineas.find((l) => l.includes('HIPERVINCULO'))).toContain(`;"'=HIPERVINCULO(""http://x"",""clic"")";${APELLIDO};`);
    await expect.poll(() => page.getByText('Se exportaron 1.201 filas.').count()).toBeGreaterThan(0);
    expect(errores).toEqual([]);
  });

  it('cancelled while it reads, it downloads nothing and says so', async () => {
    let descargas = 0;
    page.on('download', () => descargas++);
    const soltar = await retenerSegundaPagina(page);
    await exportarComo(page, 'Excel (.xlsx)');
    const progreso = page.getByRole('dialog', { name: 'Exportar a Excel' });
    await expect.poll(() => progreso.getByRole('status').innerText()).toBe('Exportando 1.000 de 1.201…');
    await progreso.getByRole('button', { name: 'Cancelar' }).click();
    await soltar();
    await expect.poll(() => page.getByText('Exportación cancelada.').count()).toBe(1);
    expect(await progreso.count()).toBe(0);
    expect(descargas).toBe(0);
    expect(errores).toEqual([]);
  });

  it('the selected rows only, with the same columns, from the bulk actions', async () => {
    const filas = page.getByRole('row').filter({ hasText: APELLIDO });
    await filas.nth(0).getByRole('checkbox').check();
    await filas.nth(1).getByRole('checkbox').check();
    const descarga = page.waitForEvent('download');
    await exportarComo(page, 'Excel (.xlsx)', 'Exportar seleccionados');
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toBe('clientes-seleccionados.xlsx');
    const hoja = await readSheet(await archivo.path());
    expect(hoja[0]).toEqual(ENCABEZADOS);
    expect(hoja.slice(1).map((f) => f[0])).toEqual(esperados.slice(0, 2).map((c) => c.ClienteID));
    expect(errores).toEqual([]);
  });

  it('every list that exported before still offers Exportar', async () => {
    for (const ruta of [
      '/productos',
      '/proveedores',
      '/pedidos',
      '/pedidos-proveedores',
      '/historial-pedidos',
      '/historial-pedidos-proveedores',
      '/vehiculos',
      '/usuarios',
      '/cobros',
      '/cuentas-a-cobrar',
      '/costos-flota',
    ]) {
      await navegar(page, ruta);
      await esperarCarga(page);
      await expect.poll(() => page.getByRole('button', { name: 'Exportar', exact: true }).count(), { message: ruta }).toBe(1);
    }
    expect(errores).toEqual([]);
  });
});

describe('on a phone', () => {
  it('the menu and the progress fit the screen and pass axe', async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await entrar(page, 'admin');
    await listaFiltrada(page);
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: /^CSV/ }).isVisible()).toBe(true);
    const axe = new InformeAxe('exportar-telefono');
    expect(await axe.revisar(page, 'menú Exportar'), 'axe on the menu').toEqual([]);
    expect(await desbordeLateral(page)).toBe(0);
    await captura(page, 'exportar-menu-telefono');
    const soltar = await retenerSegundaPagina(page);
    const descarga = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^CSV/ }).click();
    const progreso = page.getByRole('dialog', { name: 'Exportar a CSV' });
    await expect.poll(() => progreso.getByRole('status').innerText()).toBe('Exportando 1.000 de 1.201…');
    expect(await axe.revisar(page, 'progreso'), 'axe on the progress').toEqual([]);
    expect(await desbordeLateral(page)).toBe(0);
    await captura(page, 'exportar-progreso-telefono');
    await soltar();
    expect((await descarga).suggestedFilename()).toBe('clientes.csv');
    console.log(axe.resumen());
    expect(errores).toEqual([]);
  });
});
