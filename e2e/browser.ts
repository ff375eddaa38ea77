import { chromium, type Browser, type Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A demo account a test signs in as. */
export type Cuenta = keyof typeof CONTRASENAS_DEMO;

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Headless Debian Chromium (Playwright gives it a fresh profile) with no outside traffic. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new page; page errors and failed requests (other than expected 4xx) fail the test that reads `errores`. */
export async function newPage(browser: Browser): Promise<{ page: Page; errores: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-AR' });
  const page = await context.newPage();
  const errores: string[] = [];
  page.on('pageerror', (error) => errores.push(error.message));
  page.on('response', (res) => {
    if (res.status() >= 500) errores.push(`${res.status()} ${res.url()}`);
  });
  return { page, errores };
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

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its visible label, exactly (a required field's label ends in ' *'). */
export function campo(page: Page, etiqueta: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${escapar(etiqueta)}( \\*)?$`) });
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
export async function esperarCarga(page: Page, timeout = 20_000) {
  await page.waitForFunction(
    () => !document.querySelector('.MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root'),
    undefined,
    { timeout },
  );
}

/** Calls the API as one of the demo accounts (for tests that need real ids of the demo data). */
export async function api(cuenta: Cuenta) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nombreUsuario: cuenta, contrasena: CONTRASENAS_DEMO[cuenta] }),
  });
  if (!login.ok) throw new Error(`login de ${cuenta}: ${login.status}`);
  const { token, usuario } = (await login.json()) as { token: string; usuario: { Nombre: string; Apellido: string } };
  return {
    usuario,
    async get<T>(ruta: string): Promise<T> {
      const res = await fetch(`${baseUrl()}/api${ruta}`, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`GET /api${ruta}: ${res.status}`);
      return (await res.json()) as T;
    },
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
