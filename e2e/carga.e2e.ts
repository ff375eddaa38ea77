import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { PRESUPUESTO_DASHBOARD_KB, PRESUPUESTO_LOGIN_KB } from '../scripts/presupuesto';
import { baseUrl, ingresar, launchBrowser } from './browser';

/*
 * The JavaScript budget (scripts/presupuesto.ts) as Chromium lives it: the bytes of script
 * actually transferred, compressed by the server with gzip (the only encoding the page accepts
 * here, so the figure is the budget's unit), from a fresh profile with nothing cached.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Descarga {
  url: string;
  bytes: number;
  codificacion?: string;
}

/** A page that records every script it downloads: its URL, transferred (encoded) bytes and Content-Encoding. */
async function paginaMedida(codificaciones = 'gzip'): Promise<{ page: Page; scripts: () => Promise<Descarga[]> }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': codificaciones } });
  const page = await context.newPage();
  const descargas: Promise<Descarga>[] = [];
  const medir = async (request: Request): Promise<Descarga> => {
    const respuesta = await request.response();
    return {
      url: request.url(),
      bytes: (await request.sizes()).responseBodySize,
      codificacion: await respuesta?.headerValue('content-encoding').then((valor) => valor ?? undefined),
    };
  };
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') descargas.push(medir(request));
  });
  return { page, scripts: () => Promise.all(descargas) };
}

function kB(descargas: Descarga[], ruta: string): number {
  const total = descargas.reduce((suma, { bytes }) => suma + bytes, 0) / 1000;
  console.info(`${ruta}: ${total.toFixed(1)} kB de JavaScript transferidos en ${descargas.length} archivos`);
  return total;
}

describe('JavaScript downloaded, within budget', () => {
  it(`the login page: at most ${PRESUPUESTO_LOGIN_KB} kB gzip, and no react-admin before signing in`, async () => {
    const { page, scripts } = await paginaMedida();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    await page.waitForLoadState('networkidle');
    const descargas = await scripts();

    const mayor = descargas.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(mayor.codificacion, `${mayor.url} sin comprimir`).toBe('gzip');
    expect(
      descargas.some(({ url }) => /\/assets\/App-/.test(url)),
      'the back office is downloaded only after signing in',
    ).toBe(false);
    expect(kB(descargas, 'login')).toBeLessThanOrEqual(PRESUPUESTO_LOGIN_KB);
    await page.context().close();
  });

  it(`an Administrador from the login page to the dashboard with its charts: at most ${PRESUPUESTO_DASHBOARD_KB} kB gzip`, async () => {
    const { page, scripts } = await paginaMedida();
    await ingresar(page, 'admin');
    await page.getByText('Bienvenido, Martín').waitFor();
    await page.getByLabel('Gráfico de ventas por día').waitFor();
    await page.getByLabel('Gráfico de pedidos por estado').waitFor();
    await page.waitForLoadState('networkidle');
    const descargas = await scripts();

    expect(
      descargas.some(({ url }) => /\/assets\/Graficos-/.test(url)),
      'the charts were downloaded',
    ).toBe(true);
    expect(kB(descargas, 'dashboard')).toBeLessThanOrEqual(PRESUPUESTO_DASHBOARD_KB);
    await page.context().close();
  });

  it("a browser that accepts brotli gets the build's brotli copy of each script, smaller than gzip", async () => {
    const medir = async (codificaciones: string) => {
      const { page, scripts } = await paginaMedida(codificaciones);
      await page.goto(`${baseUrl()}/login`);
      await page.getByRole('button', { name: 'Ingresar' }).waitFor();
      await page.waitForLoadState('networkidle');
      const descargas = await scripts();
      await page.context().close();
      return descargas;
    };
    const conGzip = await medir('gzip');
    const conBrotli = await medir('gzip, deflate, br');
    expect(conBrotli.map(({ codificacion }) => codificacion)).toEqual(conBrotli.map(() => 'br'));
    expect(kB(conBrotli, 'login (brotli)')).toBeLessThan(kB(conGzip, 'login') * 0.95);
  });
});
