import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, campo, captura, desbordeLateral, ingresar, launchBrowser, navegar, newPage, TELEFONO } from './browser';
import { InformeAxe } from './axe';
import { PUERTO_PROPIO } from './servidor';

/*
 * The installable app of issue 36: manifest, icons and theme colour; the service worker's shell
 * with the network off; the "new version" prompt after a deployment; and no API answer left in any
 * cache after signing out.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every card of the dashboard shows its figure. */
const tarjetasListas = (page: Page) =>
  page.waitForFunction(() => {
    const valores = [...document.querySelectorAll('[data-testid="valor-metrica"]')];
    return valores.length > 0 && valores.every((v) => /\d/.test(v.textContent ?? ''));
  });

/** The notice over every screen but Mi recorrido while there is no signal. */
const SIN_SENAL = 'Sin conexión: lo que se ve puede no estar al día, y para guardar hace falta que vuelva la señal.';

/** What a screen says when its code was never downloaded and there is no signal. */
const SIN_CODIGO = 'Sin conexión: esta pantalla todavía no se abrió en este teléfono y necesita la red para cargarse.';

/** Waits until the page's service worker is active. */
const trabajadorActivo = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));

/**
 * A phone of `usuario` that signed in once and started the app again, now served by the service worker, and then
 * lost its signal, on the real dashboard: not its first paint, whose cards are plain links that load the page (the
 * menu is enabled once react-admin is on screen).
 */
async function sinSenalTrasUnaVisita(usuario: string) {
  const { page, errores } = await newPage(browser, { tamano: TELEFONO, trabajador: true });
  await ingresar(page, usuario);
  await tarjetasListas(page);
  expect(await trabajadorActivo(page)).toBe(true);
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: 'Abrir menú' }).isEnabled()).toBe(true);
  // The real dashboard in place, not the first paint's: until then each card is a plain link, and a click on it offline
  // loads a whole page instead of the screen (a loaded machine left the first paint up past the menu's start).
  await page.getByText('Resumen del Sistema').waitFor();
  await page.context().setOffline(true);
  return { page, errores };
}

/** Width and height of a PNG, from its IHDR chunk. */
const ladosPng = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('manifest, icons and headers', () => {
  it('the manifest is valid, its icons exist at their sizes, and the shell files are revalidated', async () => {
    const base = baseUrl();
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifiesto = await res.json();
    expect(manifiesto).toMatchObject({ short_name: 'CarbonSur', lang: 'es', start_url: '/', display: 'standalone', theme_color: '#5d4037' });
    expect(manifiesto.name).toMatch(/^CarbonSur/);
    const lados = new Set<string>();
    for (const icono of manifiesto.icons as { src: string; sizes: string; type: string }[]) {
      const png = await fetch(`${base}${icono.src}`);
      expect(png.status, icono.src).toBe(200);
      expect(png.headers.get('content-type')).toBe(icono.type);
      const [ancho, alto] = ladosPng(Buffer.from(await png.arrayBuffer()));
      expect(`${ancho}x${alto}`, icono.src).toBe(icono.sizes);
      lados.add(icono.sizes);
    }
    expect([...lados].sort()).toEqual(['192x192', '512x512']);

    // The worker and the page that names the current files are asked again on every visit.
    for (const ruta of ['/sw.js', '/index.html', '/dashboard']) {
      expect((await fetch(`${base}${ruta}`)).headers.get('cache-control'), ruta).toBe('no-cache');
    }
    expect((await fetch(`${base}/sw.js`)).headers.get('content-type')).toMatch(/javascript/);
    const html = await (await fetch(`${base}/login`)).text();
    expect(html).toContain('<meta name="theme-color" content="#5d4037"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });
});

describe('the app shell from the service worker', () => {
  it('after one visit, with the network off, the shell shows its own Spanish "Sin conexión" page', async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO, trabajador: true });
    await ingresar(page, 'admin');
    await tarjetasListas(page);
    expect(await trabajadorActivo(page)).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    await page.getByText('No hay conexión a internet').waitFor();
    await captura(page, 'app-instalable-sin-conexion');
    const axe = new InformeAxe('sin conexión, teléfono');
    expect(await axe.revisar(page, 'sin conexión'), 'serious and critical axe violations').toEqual([]);

    // Back online, the page opens the app by itself.
    await page.context().setOffline(false);
    await tarjetasListas(page);
    expect(errores).toEqual([]);
  });

  it("without signal the driver's screen opens though never opened before; another such screen says why it cannot", async () => {
    const { page, errores } = await sinSenalTrasUnaVisita('chofer');

    const abrir = async (pantalla: string) => {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('menuitem', { name: pantalla }).click();
    };

    // A screen never opened: no code on the phone.
    await abrir('Clientes');
    await page.getByText(SIN_CODIGO).waitFor();
    expect(new URL(page.url()).pathname).toBe('/clientes');
    await page.getByText('v1.3', { exact: true }).waitFor();
    await captura(page, 'app-instalable-pantalla-sin-codigo');
    expect(await desbordeLateral(page), 'px de desborde sin código').toBe(0);
    expect(await new InformeAxe('pantalla sin código').revisar(page, '/clientes sin conexión')).toEqual([]);

    await abrir('Mi recorrido');
    await page.getByText('No se pudo leer la hoja de ruta: revise la conexión').waitFor();
    // The driver's screen says it its own way (what is recorded waits on the phone): not the notice of the others.
    expect(await page.getByText(SIN_SENAL).count()).toBe(0);
    await abrir('Clientes');
    await page.getByText(SIN_CODIGO).waitFor();
    // "Reintentar" reloads: without signal, the app's own page, which opens the screen once the signal is back.
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    await page.context().setOffline(false);
    await page.getByPlaceholder('Buscar clientes').waitFor();
    expect(new URL(page.url()).pathname).toBe('/clientes');
    expect(errores).toEqual([]);
  });

  it("without signal a screen's role check does not wait for the network: a never-opened screen says why it cannot load", async () => {
    const { page, errores } = await sinSenalTrasUnaVisita('supervisor');
    // From the dashboard's card, as a person would: react-query paused the role check, and the screen said
    // "Cargando..." for as long as the signal was gone.
    await page.getByRole('link', { name: /^Clientes/ }).click();
    await page.getByText(SIN_CODIGO).waitFor();
    expect(await page.getByText('Cargando...').count()).toBe(0);
    expect(errores).toEqual([]);
  });

  it('without signal a save fails at once with its message and keeps what was typed; with the signal back it saves', async () => {
    const marca = `senal${Date.now() % 1_000_000}`;
    const { data: cliente } = await (await api('admin')).post<{ data: { ClienteID: number } }>('/clientes', {
      Nombre: 'Sara',
      Apellido: marca,
      Telefono: '+54 11 4000-3000',
      Direccion: 'Av. Mitre 300, Avellaneda',
      Email: `${marca}@senal.ar`,
    });
    const { page, errores } = await newPage(browser, { tamano: TELEFONO, trabajador: true });
    await ingresar(page, 'supervisor');
    await navegar(page, `/clientes/editar/${cliente.ClienteID}`);
    await expect.poll(() => campo(page, 'Teléfono').inputValue()).toBe('+54 11 4000-3000');

    await page.context().setOffline(true);
    await page.getByText(SIN_SENAL).waitFor();
    await campo(page, 'Teléfono').fill('+54 11 4000-3999');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Error al guardar el cliente').waitFor();
    // Once the notice has faded in, above the form's toolbar: "Guardar" can be pressed again at once.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiSnackbarContent-root')!).opacity === '1');
    await captura(page, 'app-instalable-guardar-sin-senal');
    expect(await desbordeLateral(page), 'px de desborde sin señal').toBe(0);
    expect(await new InformeAxe('guardar sin señal').revisar(page, 'edición sin señal')).toEqual([]);
    expect(await campo(page, 'Teléfono').inputValue()).toBe('+54 11 4000-3999');
    expect(new URL(page.url()).pathname).toBe(`/clientes/editar/${cliente.ClienteID}`);

    await page.context().setOffline(false);
    await page.getByText(SIN_SENAL).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/clientes');
    const guardado = await (await api('admin')).get<{ data: { Telefono: string } }>(`/clientes/${cliente.ClienteID}`);
    expect(guardado.data.Telefono).toBe('+54 11 4000-3999');
    expect(errores).toEqual([]);
  });

  it('after signing out, no API answer of the previous user can be read from any cache', async () => {
    const { page } = await newPage(browser, { trabajador: true });
    await ingresar(page, 'admin');
    await tarjetasListas(page);
    await trabajadorActivo(page);
    // A cache holding a user's answer, as some future code or extension might leave: signing out drops it too.
    await page.evaluate(async () => {
      const cache = await caches.open('datos-de-prueba');
      await cache.put('/api/auth/usuario-actual', new Response('{"Nombre":"Martín"}'));
    });

    await page.getByText('Cerrar Sesión').click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();

    const guardado = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const nombre of await caches.keys()) {
        for (const pedido of await (await caches.open(nombre)).keys()) urls.push(`${nombre} ${pedido.url}`);
      }
      const respuestas = await Promise.all(
        ['/api/auth/usuario-actual', '/api/dashboard', '/api/vehiculos/alertas/documentos'].map((url) => caches.match(url)),
      );
      return { urls, respuestas: respuestas.filter(Boolean).length };
    });
    expect(guardado.urls.length, 'the code caches stay').toBeGreaterThan(0);
    expect(guardado.urls.filter((url) => url.includes('/api/'))).toEqual([]);
    expect(guardado.respuestas).toBe(0);
  });
});

/**
 * A copy of the built admin served as the real server serves it (hashed assets immutable, the rest
 * revalidated), on a port of its own: changing its files is deploying a new build. The API is not
 * needed there: its calls answer 404.
 */
function servirCopia(dir: string, puerto: number): Promise<http.Server> {
  const TIPOS: Record<string, string> = {
    '.js': 'text/javascript',
    '.html': 'text/html; charset=utf-8',
    '.webmanifest': 'application/manifest+json',
    '.png': 'image/png',
    '.svg': 'image/svg+xml',
    '.css': 'text/css',
  };
  const servidor = http.createServer((req, res) => {
    const ruta = new URL(req.url ?? '/', 'http://copia').pathname;
    if (ruta.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{"success":false}');
      return;
    }
    let archivo = path.join(dir, path.normalize(ruta));
    if (!archivo.startsWith(dir) || !fs.existsSync(archivo) || fs.statSync(archivo).isDirectory()) archivo = path.join(dir, 'index.html');
    res.writeHead(200, {
      'Content-Type': TIPOS[path.extname(archivo)] ?? 'application/octet-stream',
      'Cache-Control': ruta.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(archivo).pipe(res);
  });
  return new Promise((resolve) => servidor.listen(puerto, '127.0.0.1', () => resolve(servidor)));
}

describe('the first screen before the back office', () => {
  it('a later visit to /dashboard shows the figures while react-admin still loads, then the real dashboard in place', async () => {
    // Without the worker, so the page's own route can hold the back office's code back.
    const context = await browser.newContext({ ...TELEFONO, locale: 'es-AR', serviceWorkers: 'block' });
    onTestFinished(() => context.close());
    const primera = await context.newPage();
    await ingresar(primera, 'admin');
    await tarjetasListas(primera);
    await primera.close();

    let soltar = () => {};
    const retenida = new Promise<void>((resolve) => {
      soltar = resolve;
    });
    await context.route(/\/assets\/App-[^/]+\.js$/, async (route) => {
      await retenida;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/dashboard`);
    await tarjetasListas(page);
    // Still the first paint: no menu yet, and each card a plain link that loads its page.
    await page.getByRole('heading', { name: 'Bienvenido, Martín' }).waitFor();
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: /^Clientes/ }).getAttribute('href')).toBe('/clientes');
    await captura(page, 'tablero-previo-telefono');
    const axe = new InformeAxe('tablero antes de react-admin, teléfono');
    expect(await axe.revisar(page, 'tablero previo'), 'serious and critical axe violations').toEqual([]);

    soltar();
    await page.getByRole('button', { name: 'Abrir menú' }).and(page.locator(':enabled')).waitFor();
    await page.getByText('Resumen del Sistema').waitFor();
    await tarjetasListas(page);
  });
});

describe('a new version', () => {
  let dir: string;
  let servidor: http.Server;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carbonsur-e2e-dist-'));
    fs.cpSync(path.join(import.meta.dirname, '../admin/dist'), dir, { recursive: true });
    servidor = await servirCopia(dir, PUERTO_PROPIO.appInstalable);
  });
  afterAll(async () => {
    await new Promise((resolve) => servidor?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('once deployed, the open app offers "Hay una versión nueva — Actualizar", which opens it', async () => {
    const base = `http://127.0.0.1:${PUERTO_PROPIO.appInstalable}`;
    const { page } = await newPage(browser, { tamano: TELEFONO, trabajador: true });
    await page.goto(`${base}/login`);
    // Typing on the login page registers the worker (a visitor who only looks gets the login alone).
    await campo(page, 'Nombre de usuario o email').fill('admin');
    expect(await trabajadorActivo(page)).toBe(true);

    // The deployment: a new index.html, and the worker that lists it under a new revision.
    const indexHtml = path.join(dir, 'index.html');
    fs.writeFileSync(indexHtml, fs.readFileSync(indexHtml, 'utf8').replace('</body>', '<!-- versión 2 --></body>'));
    const sw = path.join(dir, 'sw.js');
    const anterior = fs.readFileSync(sw, 'utf8');
    const nuevo = anterior
      .replace(/(url:"index\.html",revision:")[^"]+/, '$1version-2')
      .replace(/(revision:")[^"]+(",url:"index\.html")/, '$1version-2$2');
    expect(nuevo, 'the precache entry of index.html').not.toBe(anterior);
    fs.writeFileSync(sw, nuevo);

    // The next visit finds the new worker; the page keeps the version it has until the user chooses.
    await page.reload();
    await page.getByText('Hay una versión nueva').waitFor();
    expect(await page.content()).not.toContain('versión 2');
    await captura(page, 'app-instalable-version-nueva');
    const axe = new InformeAxe('versión nueva, teléfono');
    expect(await axe.revisar(page, 'aviso de versión nueva'), 'serious and critical axe violations').toEqual([]);

    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect.poll(() => page.content()).toContain('versión 2');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  });
});
