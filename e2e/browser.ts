import { chromium, type Browser, type Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CUENTAS = {
  admin: 'admin123',
  supervisor: 'supervisor123',
  empleado: 'empleado123',
} as const;

export type Cuenta = keyof typeof CUENTAS;

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
export async function ingresar(page: Page, usuario: string, contrasena: string = CUENTAS[usuario as Cuenta]) {
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
