import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import englishMessages from 'ra-language-english';
import { api, baseUrl, captura, esperarCarga, launchBrowser, navegar, newPage, textosIngleses, type Cuenta, entrar } from './browser';
import { PANTALLAS, TODOS, abrirActividad, leerDemo, llenar, nombreCaptura, type Datos, type Pantalla, type Regla } from './pantallas';
import { InformeAxe } from './axe';

/*
 * Every route of the table in pantallas.ts, walked by each role at desktop size: the texts, columns,
 * tabs and role rules each screen must show, no English, no errors, and axe's WCAG 2.1 AA checks
 * (accesibilidad.e2e.ts walks the same table on a phone).
 */

const INGLES = textosIngleses(englishMessages);

const ESPERA = { interval: 200 };

const faltan = (hay: string[], esperados: string[]) => esperados.filter((e) => !hay.includes(e));

async function faltantes(page: Page, textos: string[]): Promise<string[]> {
  const cuerpo = await page.evaluate(() => document.body.innerText);
  return textos.filter((t) => !cuerpo.includes(t));
}

async function textosDe(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));
}

async function deshabilitado(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const control = el.closest('button, a, [role="combobox"], [role="button"]') ?? el;
    return control.matches(':disabled, [aria-disabled="true"], .Mui-disabled');
  });
}

/** What each role rule looks like on screen, for an administrator (`admin`) and for the others. */
const REGLAS: Record<Regla, (page: Page, admin: boolean) => Promise<void>> = {
  'solo-activos': async (page, admin) => {
    expect(await page.getByText('Mostrar solo activos', { exact: true }).count(), "switch 'Mostrar solo activos'").toBe(admin ? 1 : 0);
  },
  inactivar: async (page, admin) => {
    const botones = page.getByRole('button', { name: 'Inactivar', exact: true });
    await botones.first().waitFor();
    const estados = await botones.evaluateAll((els) => els.map((el) => el.matches(':disabled, [aria-disabled="true"]')));
    // Administrators: enabled on active rows; others: disabled on every row.
    if (admin) expect(estados, "some 'Inactivar' enabled").toContain(false);
    else expect(estados.every(Boolean), "every 'Inactivar' disabled").toBe(true);
  },
  'nuevo-proveedor': async (page, admin) => {
    expect(await deshabilitado(page.getByText('Nuevo Proveedor', { exact: true })), "'Nuevo Proveedor' disabled").toBe(!admin);
  },
  'selector-estado': async (page, admin) => {
    expect(await deshabilitado(page.getByRole('combobox', { name: 'Estado' })), 'status selector disabled').toBe(!admin);
  },
  actividad: async (page, admin) => {
    if (admin) await abrirActividad(page);
    else expect(await page.getByRole('tab', { name: 'Actividad' }).count(), "an 'Actividad' tab").toBe(0);
  },
};

/** The menu's role rules (docs/funcional.md, Roles y permisos), on every screen inside the layout. */
async function revisarMenu(page: Page, cuenta: Cuenta) {
  expect(await page.getByText('ADMINISTRACIÓN', { exact: true }).count(), 'ADMINISTRACIÓN in the menu').toBe(cuenta === 'empleado' ? 0 : 1);
  expect(await page.getByRole('menuitem', { name: 'Usuarios', exact: true }).count(), 'Usuarios in the menu').toBe(cuenta === 'admin' ? 1 : 0);
  expect(await page.getByRole('menuitem', { name: 'Respaldos', exact: true }).count(), 'Respaldos in the menu').toBe(cuenta === 'admin' ? 1 : 0);
  expect(await page.getByRole('menuitem', { name: 'Libro IVA Ventas', exact: true }).count(), 'Libro IVA Ventas in the menu').toBe(
    cuenta === 'empleado' ? 0 : 1,
  );
}

/** No English word, no load error, no page error or 5xx since `desde`. */
async function revisarLimpia(page: Page, errores: string[], desde: number) {
  const cuerpo = await page.evaluate(() => document.body.innerText);
  expect(
    INGLES.filter(({ patron }) => patron.test(cuerpo)).map(({ texto }) => texto),
    'English on screen',
  ).toEqual([]);
  expect(cuerpo, 'a load error on screen').not.toContain('Error al cargar');
  expect(errores.slice(desde), 'page errors and 5xx').toEqual([]);
}

async function revisarPantalla(page: Page, p: Pantalla, datos: Datos) {
  const textos = (p.textos ?? []).map((t) => llenar(t, datos));
  await expect.poll(() => faltantes(page, textos), ESPERA).toEqual([]);
  if (p.titulo) {
    const titulo = llenar(p.titulo, datos);
    await expect.poll(() => textosDe(page, '#react-admin-title'), ESPERA).toEqual([titulo]);
  }
  if (p.columnas) {
    const columnas = p.columnas;
    await expect.poll(async () => faltan(await textosDe(page, 'thead th'), columnas), ESPERA).toEqual([]);
  }
  if (p.pestanas) {
    const pestanas = p.pestanas;
    await expect.poll(async () => faltan(await textosDe(page, '[role="tab"]'), pestanas), ESPERA).toEqual([]);
  }
  if (p.valores) {
    const valores = p.valores.map((v) => llenar(v, datos));
    await expect
      .poll(
        async () => faltan(await page.locator('input, textarea').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value)), valores),
        ESPERA,
      )
      .toEqual([]);
  }
  await esperarCarga(page);
}

/**
 * GET calls that are not lists: settings, the signed-in user, the dashboard, the alert lists and
 * one record by id (/api/pedidos/7, /api/vehiculos/mantenimientos/3; /api/historial-pedidos/cliente/7 is a list).
 */
const NO_LISTAS = [
  /^\/api\/configuracion$/,
  /^\/api\/auth\/usuario-actual$/,
  /^\/api\/dashboard$/,
  // Summaries, as the dashboard: the receivables' totals and a client's account.
  /^\/api\/cuentas-a-cobrar\/totales$/,
  /^\/api\/clientes\/\d+\/cuenta$/,
  // The VAT book's totals of a month, and ARCA's state (what is pending, the last attempt).
  /^\/api\/libro-iva-ventas\/totales$/,
  /^\/api\/comprobantes\/estado-arca$/,
  // Settings: when the server takes its backups.
  /^\/api\/respaldos\/programa$/,
  // One record: the driver's sheet of today; the first screen's data (with the fleet's alert lists whole, as below).
  /^\/api\/hojas-de-ruta\/mi-recorrido$/,
  /^\/api\/inicio$/,
  // An order's delivery (one record, or null) and the images of a stop.
  /^\/api\/pedidos\/\d+\/entrega$/,
  /^\/api\/hojas-de-ruta\/\d+\/paradas\/\d+\/(firma|foto)$/,
  /^\/api\/vehiculos\/alertas\//,
  /^\/api\/[a-z-]+\/\d+$/,
  /^\/api\/vehiculos\/(mantenimientos|documentos|kilometraje)\/\d+$/,
];
/** The largest page a screen offers (react-admin's rows-per-page choices); the old vehicle picker read 1000. */
const PAGINA_MAXIMA = 50;

/** The list calls (paths with their query) a page makes from now on. */
function registrarListas(page: Page): string[] {
  const listas: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    if (!NO_LISTAS.some((patron) => patron.test(url.pathname))) listas.push(`${url.pathname}${url.search}`);
  });
  return listas;
}

/** Lists asked for without a page, or for more than a screen shows. */
const sinPagina = (listas: string[]) =>
  listas.filter((lista) => {
    const params = new URL(lista, 'http://x').searchParams;
    return !params.get('page') || !(Number(params.get('limit')) > 0 && Number(params.get('limit')) <= PAGINA_MAXIMA);
  });

let browser: Browser;
let demo: Datos;
beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), leerDemo()]);
});
afterAll(() => browser?.close());

// One signed-in page per role walks the whole table.
for (const cuenta of TODOS) {
  describe(`${cuenta}: every route`, () => {
    let page: Page;
    let errores: string[];
    let datos: Datos;
    let listas: string[];
    const axe = new InformeAxe(`${cuenta}, escritorio`);

    beforeAll(async () => {
      const { usuario } = await api(cuenta);
      datos = { ...demo, nombre: usuario.Nombre };
      ({ page, errores } = await newPage(browser));
      listas = registrarListas(page);
      await entrar(page, cuenta);
    });
    afterAll(async () => {
      console.log(axe.resumen());
      await page?.context().close();
    });

    for (const p of PANTALLAS) {
      const permitida = p.roles.includes(cuenta);
      it(permitida ? `sees ${p.ruta}` : `is sent from ${p.ruta} to /dashboard`, async () => {
        const desde = errores.length;
        const ruta = llenar(p.ruta, datos);
        await navegar(page, ruta);
        if (!permitida) {
          await page.waitForURL(/\/dashboard$/);
          await page.getByText(`Bienvenido, ${datos.nombre}`).waitFor();
          await revisarLimpia(page, errores, desde);
          return;
        }
        await revisarPantalla(page, p, datos);
        expect(new URL(page.url()).pathname, 'stayed on the route').toBe(ruta);
        if (!p.publica) await revisarMenu(page, cuenta);
        for (const regla of p.reglas ?? []) await REGLAS[regla](page, cuenta === 'admin');
        await revisarLimpia(page, errores, desde);
        expect(await axe.revisar(page, p.ruta), 'serious and critical axe violations').toEqual([]);
        await captura(page, nombreCaptura(cuenta, p.ruta));
      });
    }

    it('asked every list and picker for one page only', () => {
      expect(listas.length, 'list calls seen').toBeGreaterThan(0);
      expect(sinPagina(listas), 'lists asked for without page and limit, or for more than a page').toEqual([]);
    });
  });
}

/** Protected addresses a visitor may open by hand: the root, the home screen and two deep links. */
const PROTEGIDAS_PARA_VISITANTES = ['/', '/dashboard', '/pedidos/{pedido}', '/vehiculos/{vehiculo}/mantenimientos/{mantenimiento}'];

describe('visitor (not signed in), opening addresses directly', () => {
  let page: Page;
  let errores: string[];
  const axe = new InformeAxe('visitante, escritorio');
  const navegaciones = () => page.evaluate(() => (window as unknown as { __navegaciones: number }).__navegaciones);

  beforeAll(async () => {
    ({ page, errores } = await newPage(browser));
    // Counts the history entries the app pushes: one redirect is one, a redirect loop is hundreds.
    await page.addInitScript(() => {
      const ventana = window as unknown as { __navegaciones: number };
      ventana.__navegaciones = 0;
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        ventana.__navegaciones++;
        pushState(...args);
      };
    });
  });
  afterAll(async () => {
    console.log(axe.resumen());
    await page?.context().close();
  });

  for (const p of PANTALLAS.filter((pantalla) => pantalla.publica)) {
    it(`sees ${p.ruta}`, async () => {
      const desde = errores.length;
      await page.goto(`${baseUrl()}${p.ruta}`);
      await revisarPantalla(page, p, demo);
      await revisarLimpia(page, errores, desde);
      expect(await axe.revisar(page, p.ruta), 'serious and critical axe violations').toEqual([]);
      await captura(page, nombreCaptura('visitante', p.ruta));
    });
  }

  for (const ruta of PROTEGIDAS_PARA_VISITANTES) {
    it(`is sent from ${ruta} to /login at once`, async () => {
      const desde = errores.length;
      await page.goto(`${baseUrl()}${llenar(ruta, demo)}`);
      await page.getByRole('button', { name: 'Ingresar' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await navegaciones(), 'history entries pushed on the way to /login').toBeLessThanOrEqual(2);
      await revisarLimpia(page, errores, desde);
    });
  }
});
