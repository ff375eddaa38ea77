import type { Browser, Locator, Page, Request } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { expect, inject, onTestFinished } from 'vitest';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';
import { TOKEN_KEY } from '../admin/src/arranque/sesion';
export { launchBrowser } from './chromium';

/** A demo account a test signs in as. */
export type Cuenta = keyof typeof CONTRASENAS_DEMO;

let servidorDelArchivo: string | undefined;

/** A file that starts a server of its own (e2e/servidor.ts) points every helper here at it. */
export function usarServidor(url: string) {
  servidorDelArchivo = url;
}

/** The server of this file: its own, or its worker's (e2e/globalSetup.ts). */
export function baseUrl(): string {
  return servidorDelArchivo ?? inject('baseUrls')[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
}

/** The screen sizes the app is tried at: a laptop, and a phone held upright (390 × 844, touch). */
export const ESCRITORIO = { viewport: { width: 1366, height: 900 } };
export const TELEFONO = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export type Tamano = typeof ESCRITORIO | typeof TELEFONO;

/**
 * A new page; page errors and failed requests (other than expected 4xx) fail the test that reads `errores`.
 * Its service worker is blocked unless the test is about the installable app (`trabajador`): every other page
 * registered one that downloaded the first screen's code again in each new context, CPU a two-core CI lacks.
 * A test that fails says where its page was, which API calls had not answered, the last ones that had, and
 * whether a menu or dialog covered the page, so a wait that ran out on a loaded machine can be told from one that
 * never could.
 */
export async function newPage(
  browser: Browser,
  { tamano = ESCRITORIO, locale = 'es-AR', trabajador = false }: { tamano?: Tamano; locale?: string; trabajador?: boolean } = {},
): Promise<{ page: Page; errores: string[] }> {
  const context = await browser.newContext({ ...tamano, locale, serviceWorkers: trabajador ? 'allow' : 'block' });
  // A page opened by a test closes when the test ends: left open, its spinners and the dashboard's
  // refresh went on rendering and took the CPU of every later test. One opened by a hook (a walk's
  // page, shared by its tests) is closed by the hook that opened it.
  try {
    onTestFinished(() => context.close());
  } catch {}
  // Playwright's 30 s for an action is a safety net, not a measure: on two cores shared by the three CI chains
  // (load 15), handing a 2 MB photo to the delivery dialog took longer.
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  const errores: string[] = [];
  page.on('pageerror', (error) => errores.push(error.message));
  const enCurso = new Map<Request, number>();
  const respondidas: string[] = [];
  const llamada = (req: Request) => {
    const url = new URL(req.url());
    return `${req.method()} ${legible(url.pathname + url.search)}`;
  };
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) enCurso.set(req, Date.now());
  });
  page.on('response', (res) => {
    if (res.status() >= 500) errores.push(`${res.status()} ${res.url()}`);
    if (!enCurso.has(res.request())) return;
    respondidas.push(`${llamada(res.request())} → ${res.status()}`);
    respondidas.splice(0, respondidas.length - 5);
  });
  page.on('requestfinished', (req) => enCurso.delete(req));
  page.on('requestfailed', (req) => enCurso.delete(req));
  try {
    // Registered after the hook that closes the context, so it runs before it (finish hooks run in reverse).
    onTestFinished(async ({ task }) => {
      if (task.result?.state !== 'fail') return;
      const pendientes = [...enCurso].map(([req, desde]) => `${llamada(req)} (${Math.round((Date.now() - desde) / 1000)} s)`);
      console.error(
        `la página estaba en ${legible(page.url())}; llamadas a la API sin respuesta: ${pendientes.join(', ') || 'ninguna'}; ` +
          `las últimas respondidas: ${respondidas.join(', ') || 'ninguna'}; ${await superpuestos(page)}`,
      );
    });
  } catch {}
  return { page, errores };
}

/** An address as a person reads it (filters are JSON in the query string); as it is if it does not decode. */
function legible(direccion: string): string {
  try {
    return decodeURIComponent(direccion);
  } catch {
    return direccion;
  }
}

/** What covers the page, if anything: an open list of options, menu or dialog hides the rest from the accessibility tree. */
async function superpuestos(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const abiertos = [...document.querySelectorAll('[role=listbox], [role=menu], [role=dialog], [role=presentation].MuiModal-root')];
      const raiz = document.getElementById('root')?.getAttribute('aria-hidden');
      return `abiertos encima: ${abiertos.map((e) => e.getAttribute('role')).join(', ') || 'ninguno'}; #root aria-hidden: ${raiz ?? 'no'}`;
    });
  } catch (error) {
    return `la página no se pudo leer (${(error as Error).message})`;
  }
}

/** Signs in through the login screen as a person would. */
export async function ingresar(page: Page, usuario: string, contrasena: string = CONTRASENAS_DEMO[usuario as Cuenta]) {
  await page.goto(`${baseUrl()}/login`);
  await campo(page, 'Nombre de usuario o email').fill(usuario);
  await campo(page, 'Contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL('**/dashboard');
}

/** Saves a full-page screenshot when E2E_SCREENSHOTS names a folder (npm run e2e -- --screenshots DIR). */
export async function captura(page: Page, nombre: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${nombre}.png`), fullPage: true });
}

/** How far the page is wider than its viewport (0: nothing scrolls sideways). */
export async function desbordeLateral(page: Page): Promise<number> {
  const ancho = page.viewportSize()!.width;
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - ancho;
}

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Chooses `opcion` in a select found by its label (MUI names it with its current value too: 'Redondeo A $1'), inside
 * `dentro` (a page, or a dialog of it), and waits until the list of options has closed and the field shows the
 * choice: while the list is open the rest of the page is hidden from the accessibility tree, so the next step's
 * button would not be found.
 */
export async function elegirEnLista(dentro: Page | Locator, etiqueta: string, opcion: string) {
  const page = 'goto' in dentro ? dentro : dentro.page();
  const lista = dentro.getByRole('combobox', { name: new RegExp(`^${escapar(etiqueta)}\\b`) });
  await lista.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  await expect.poll(() => lista.innerText()).toBe(opcion);
}

/** A form field by its visible label, exactly (a required field's label ends in ' *'). */
export function campo(page: Page, etiqueta: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${escapar(etiqueta)}( \\*)?$`) });
}

/** A day counted from today in the business time zone (the demo server's default), as dd/MM/yyyy: what date fields show and take. */
export function diaNegocio(desplazamientoDias = 0): string {
  const fecha = new Date(Date.now() + desplazamientoDias * 86_400_000);
  const formato = { timeZone: ZONA_NEGOCIO_POR_DEFECTO, day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  return new Intl.DateTimeFormat('es-AR', formato).format(fecha);
}

/**
 * Types into a list's search box and waits until the search reaches the list: the list writes it into the
 * address after a pause, and that would take back a click made before.
 */
export async function buscar(page: Page, placeholder: string, texto: string) {
  await page.getByPlaceholder(placeholder).fill(texto);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(texto);
}

/** A date field (admin/src/common/FechaInput.tsx) by its visible label, exactly. */
export function campoFecha(page: Page, etiqueta: string) {
  return page.getByRole('group', { name: etiqueta, exact: true });
}

/** Types a day, dd/MM/yyyy, into a date field as a person would: digits only, the field moves from day to month to year. */
export async function escribirFecha(page: Page, etiqueta: string, fecha: string) {
  await campoFecha(page, etiqueta).getByRole('spinbutton').first().click();
  await page.keyboard.type(fecha.replaceAll('/', ''));
}

/**
 * Picks an option of a search-as-you-type picker (react-admin autocomplete or the order forms' pickers)
 * by typing `texto` into it; the option is `opcion`, exactly, or the first that matches a pattern.
 */
export async function elegir(page: Page, etiqueta: string, texto: string, opcion: string | RegExp = texto) {
  const input = page.getByRole('combobox', { name: new RegExp(`^${escapar(etiqueta)}( \\*)?$`) });
  await input.click();
  await input.fill(texto);
  await page
    .getByRole('option', typeof opcion === 'string' ? { name: opcion, exact: true } : { name: opcion })
    .first()
    .click();
}

/**
 * Goes to a path inside the signed-in app as a link would (react-router hears the history
 * change, nothing reloads), so one page can walk many screens quickly.
 */
export async function navegar(page: Page, ruta: string) {
  await page.evaluate((destino) => {
    window.history.pushState(null, '', destino);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, ruta);
}

/** Waits until nothing on screen is still loading (spinners, indeterminate bars, skeletons). */
export async function esperarCarga(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root'),
  );
}

/** A session of `usuario` asked of the API, as the login form asks it: its token and the user. */
async function sesionDe(usuario: string, contrasena: string) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nombreUsuario: usuario, contrasena }),
  });
  const cuerpo = (await login.json()) as { token?: string; usuario: { Nombre: string; Apellido: string } };
  if (!login.ok || !cuerpo.token) throw new Error(`login de ${usuario}: ${login.status}`);
  return { token: cuerpo.token, usuario: cuerpo.usuario };
}

/**
 * Opens `ruta` already signed in, as on a device where the session was kept: the token the login form would have
 * stored is in the tab's storage before the app's code runs. The form and the dashboard it leads to cost 8 to 10 s
 * of CPU a test on two cores; they are tried where they are the subject (ingresar: fundacion, acceso, accesibilidad,
 * primera-pintura, carga, app-instalable). Once per tab: a later sign-out stays signed out.
 */
export async function entrar(page: Page, usuario: string, ruta = '/dashboard', contrasena: string = CONTRASENAS_DEMO[usuario as Cuenta]) {
  const { token } = await sesionDe(usuario, contrasena);
  await page.addInitScript(
    ({ clave, token }) => {
      if (sessionStorage.getItem('e2e:entrada')) return;
      sessionStorage.setItem('e2e:entrada', '1');
      localStorage.setItem(clave, token);
    },
    { clave: TOKEN_KEY, token },
  );
  await page.goto(`${baseUrl()}${ruta}`);
}

/** Calls the API as one of the demo accounts (for tests that need real ids of the demo data). */
export async function api(cuenta: Cuenta) {
  const { token, usuario } = await sesionDe(cuenta, CONTRASENAS_DEMO[cuenta]);
  const pedir = async <T>(metodo: string, ruta: string, cuerpo?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api${ruta}`, {
      method: metodo,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    if (!res.ok) throw new Error(`${metodo} /api${ruta}: ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    usuario,
    get: <T>(ruta: string) => pedir<T>('GET', ruta),
    post: <T>(ruta: string, cuerpo: unknown) => pedir<T>('POST', ruta, cuerpo),
    put: <T>(ruta: string, cuerpo: unknown) => pedir<T>('PUT', ruta, cuerpo),
  };
}

const escaparRegex = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English that must never reach the screen: every message of react-admin's English catalogue
 * (longer than 3 characters, without placeholders), plus what MUI and the browser say on their
 * own. 'Dashboard' and 'Email' are left out: the spec itself writes them as Spanish labels.
 */
export function textosIngleses(catalogo: object): { texto: string; patron: RegExp }[] {
  const valores: string[] = [];
  const recorrer = (nodo: unknown) => {
    if (typeof nodo === 'string') valores.push(nodo);
    else if (nodo && typeof nodo === 'object') Object.values(nodo).forEach(recorrer);
  };
  recorrer(catalogo);
  const propios = ['Rows per page', 'Loading', 'No results', 'No options', 'Value must', 'Please fill', 'Please select', 'Please enter'];
  const textos = [...new Set([...valores.filter((v) => v.length > 3 && !v.includes('%{')), ...propios])].filter(
    (texto) => !['Dashboard', 'Email'].includes(texto),
  );
  // Whole words only: 'Edit' must not match 'Editar'.
  const patrones = textos.map((texto) => ({ texto, patron: new RegExp(`(?<![\\p{L}\\p{N}])${escaparRegex(texto)}(?![\\p{L}\\p{N}])`, 'u') }));
  // MUI's own pagination range ('1–10 of 60').
  return [...patrones, { texto: 'n of m', patron: /\d\s+of\s+(more than\s+)?\d/ }];
}
