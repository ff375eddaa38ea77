import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';
import { api, baseUrl, campo, captura, desbordeLateral, ingresar, launchBrowser, TELEFONO } from './browser';
import { InformeAxe } from './axe';

/*
 * Issue 46: the HTML itself paints, before the app's code is evaluated, the last figures this user saw (marked with
 * their time), sends the first screen's one request, and carries a login form that can be used at once. Each test
 * holds the app's entry script back, so whatever shows meanwhile was drawn without it.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone whose page has no service worker: every request of the page goes through the test's routes. */
async function telefono(): Promise<Page> {
  const context = await browser.newContext({ ...TELEFONO, locale: 'es-AR', serviceWorkers: 'block' });
  context.setDefaultTimeout(120_000);
  onTestFinished(() => context.close());
  return context.newPage();
}

/** The app's entry script, as index.html names it. */
async function entrada(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/login`)).text();
  const ruta = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (!ruta) throw new Error('index.html no nombra su script de entrada');
  return `${baseUrl()}${ruta}`;
}

/** Holds the entry script's answer until the returned function is called. */
async function retenerEntrada(page: Page): Promise<() => void> {
  let soltar = () => {};
  const suelta = new Promise<void>((listo) => {
    soltar = listo;
  });
  let pedida = false;
  await page.route(await entrada(), async (ruta) => {
    pedida = true;
    await suelta;
    await ruta.continue();
  });
  // A test that failed with the entry still held lets it go, or closing its page would wait for it.
  onTestFinished(() => soltar());
  return () => {
    expect(pedida, 'the entry was asked').toBe(true);
    soltar();
  };
}

/** Every fresh card (the app's own, not the kept ones) shows its figure. */
const tarjetasFrescas = (page: Page) =>
  page.waitForFunction(() => {
    const valores = [...document.querySelectorAll('[data-testid="valor-metrica"]')];
    return valores.length > 0 && valores.every((v) => /\d/.test(v.textContent ?? '') && !v.closest('#vista-guardada'));
  });

const valorDe = async (page: Page, selector: string, tarjeta: string) =>
  Number((await page.locator(selector).filter({ hasText: tarjeta }).first().locator('[data-testid]').textContent())?.replace(/\./g, ''));

/** Every request the page sends to the API from now on (path and query). */
function pedidosALaApi(page: Page): string[] {
  const pedidos: string[] = [];
  page.on('request', (pedido) => {
    const url = new URL(pedido.url());
    if (url.pathname.startsWith('/api/')) pedidos.push(`${url.pathname}${url.search}`);
  });
  return pedidos;
}

const vistasGuardadas = (page: Page) => page.evaluate(() => localStorage.getItem('vistas-guardadas'));

describe('the figures the phone kept', () => {
  it('are painted from the HTML before the entry is evaluated, through start_url, and fresh ones replace them', async () => {
    const page = await telefono();
    const errores: string[] = [];
    page.on('pageerror', (error) => errores.push(error.message));
    await ingresar(page, 'admin');
    await tarjetasFrescas(page);
    await expect.poll(() => vistasGuardadas(page)).toContain('Bienvenido, Martín');
    const clientesAntes = await valorDe(page, 'section[aria-label="Clientes"]', 'Clientes');

    // A client more since the phone last looked: the fresh figure differs from the kept one.
    const marca = `pintura${Date.now() % 1_000_000}`;
    await (await api('admin')).post('/clientes', {
      Nombre: 'Primera',
      Apellido: marca,
      Telefono: '+54 11 4000-4600',
      Direccion: 'Av. Rivadavia 4600, Caballito',
      Email: `${marca}@pintura.ar`,
    });

    const { start_url } = await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json();
    const soltar = await retenerEntrada(page);
    const lecturas = pedidosALaApi(page);
    await page.goto(`${baseUrl()}${start_url}`, { waitUntil: 'commit' });
    // The one request of the first screen left from the HTML, with the entry still held.
    await expect.poll(() => lecturas).toEqual(['/api/inicio?pantalla=dashboard']);
    const guardada = page.locator('#vista-guardada');
    await guardada.getByRole('heading', { name: 'Bienvenido, Martín' }).waitFor();
    await guardada.getByText(/^Datos guardados a las \d\d:\d\d · actualizando…$/).waitFor();
    expect(await valorDe(page, '#vista-guardada .vg-tarjeta', 'Clientes')).toBe(clientesAntes);
    expect(await page.locator('[data-testid="valor-metrica"]').count(), 'no card of the app yet').toBe(0);
    await captura(page, 'primera-pintura-guardada');
    expect(await desbordeLateral(page), 'px de desborde').toBe(0);
    expect(await new InformeAxe('vista guardada').revisar(page, 'dashboard guardado'), 'serious and critical axe violations').toEqual([]);

    soltar();
    await tarjetasFrescas(page);
    await page.getByText('Resumen del Sistema').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await guardada.count(), 'the kept view is gone').toBe(0);
    expect(lecturas, 'nothing of the first screen asked twice').toEqual(['/api/inicio?pantalla=dashboard']);
    expect(await valorDe(page, 'section[aria-label="Clientes"]', 'Clientes')).toBeGreaterThan(clientesAntes);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await captura(page, 'primera-pintura-fresca');
    expect(errores).toEqual([]);
  });

  it("the driver's sheet too: on /mi-recorrido, its stops as last seen, then the fresh sheet", async () => {
    const page = await telefono();
    await ingresar(page, 'chofer');
    await page.goto(`${baseUrl()}/mi-recorrido`);
    await page.getByRole('region', { name: 'Paradas' }).waitFor();
    await expect.poll(() => vistasGuardadas(page)).toContain('Mi recorrido');

    const soltar = await retenerEntrada(page);
    const lecturas = pedidosALaApi(page);
    await page.goto(`${baseUrl()}/mi-recorrido`, { waitUntil: 'commit' });
    await expect.poll(() => lecturas).toEqual(['/api/inicio?pantalla=mi-recorrido']);
    const guardada = page.locator('#vista-guardada');
    await guardada.getByRole('heading', { name: /^Hoja de ruta N° \d+$/ }).waitFor();
    await guardada.getByText(/^Datos guardados a las \d\d:\d\d · actualizando…$/).waitFor();
    expect(await guardada.locator('.vg-tarjeta').count()).toBeGreaterThan(0);
    await captura(page, 'primera-pintura-recorrido-guardado');
    expect(await desbordeLateral(page), 'px de desborde').toBe(0);
    expect(await new InformeAxe('recorrido guardado').revisar(page, 'mi recorrido guardado'), 'serious and critical axe violations').toEqual([]);

    soltar();
    await page.getByRole('region', { name: 'Paradas' }).waitFor();
    expect(await guardada.count(), 'the kept view is gone').toBe(0);
  });

  it("never shows a user another's, and signing out clears them", async () => {
    const page = await telefono();
    await ingresar(page, 'admin');
    await tarjetasFrescas(page);
    await expect.poll(() => vistasGuardadas(page)).toContain('Bienvenido, Martín');

    // The admin's session ends without signing out and an Empleado's token is on the phone: the HTML paints nothing of
    // the admin's.
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nombreUsuario: 'empleado', contrasena: CONTRASENAS_DEMO.empleado }),
    });
    const { token } = (await login.json()) as { token: string };
    await page.evaluate((otro) => localStorage.setItem('token', otro), token);
    const soltar = await retenerEntrada(page);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'carbonsurInicio' in window);
    expect(await page.locator('#vista-guardada').count()).toBe(0);
    soltar();
    await tarjetasFrescas(page);

    // Signed in through the login, the Empleado finds nothing of the admin's kept, then only his own. (The token is
    // dropped on a page without the app, which would otherwise answer its next 401 by loading /login itself.)
    await page.goto(`${baseUrl()}/manifest.webmanifest`);
    await page.evaluate(() => localStorage.removeItem('token'));
    await ingresar(page, 'empleado');
    expect(await vistasGuardadas(page)).not.toContain('Martín');
    await tarjetasFrescas(page);
    await expect.poll(() => vistasGuardadas(page)).toContain('Bienvenido, Diego');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByText('Cerrar Sesión').click();
    // The login of a new document: react-admin goes to /login first, then loads it afresh (App.tsx, IrAlIngreso).
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await vistasGuardadas(page)).toBeNull();
  });
});

describe('the login of the HTML', () => {
  it('takes typing before its script runs, and the script goes on with the caret where it was', async () => {
    const page = await telefono();
    const soltar = await retenerEntrada(page);
    await page.goto(`${baseUrl()}/login`, { waitUntil: 'commit' });
    await campo(page, 'Nombre de usuario o email').fill('admin');
    await campo(page, 'Contraseña').click();
    await page.keyboard.type('admi');
    await captura(page, 'primera-pintura-ingreso-sin-script');
    expect(await desbordeLateral(page), 'px de desborde').toBe(0);
    expect(await new InformeAxe('ingreso sin script').revisar(page, 'login del HTML'), 'serious and critical axe violations').toEqual([]);

    soltar();
    // The login page's own form (its show-password button) in place of the HTML's, with what was typed.
    await page.getByRole('button', { name: 'Mostrar contraseña' }).waitFor();
    await page.keyboard.type(CONTRASENAS_DEMO.admin.slice('admi'.length));
    expect(await campo(page, 'Nombre de usuario o email').inputValue()).toBe('admin');
    expect(await campo(page, 'Contraseña').inputValue()).toBe(CONTRASENAS_DEMO.admin);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await tarjetasFrescas(page);
  });

  it('takes "Ingresar" before its script runs, and the script signs in', async () => {
    const page = await telefono();
    const soltar = await retenerEntrada(page);
    await page.goto(`${baseUrl()}/login`, { waitUntil: 'commit' });
    await campo(page, 'Nombre de usuario o email').fill('supervisor');
    await campo(page, 'Contraseña').fill(CONTRASENAS_DEMO.supervisor);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('button', { name: 'Ingresando…' }).waitFor();
    soltar();
    await page.waitForURL('**/dashboard');
    await tarjetasFrescas(page);
    await page.getByRole('heading', { name: 'Bienvenido, Laura' }).waitFor();
  });
});
