import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, captura, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('API reference', () => {
  it('renders /api/docs from the OpenAPI document, from this server only and with no Content-Security-Policy violation', async () => {
    const { page, errores } = await newPage(browser);
    page.on('console', (mensaje) => {
      if (/Content Security Policy/i.test(mensaje.text())) errores.push(mensaje.text());
    });
    page.on('request', (pedido) => {
      if (!pedido.url().startsWith(baseUrl()) && !pedido.url().startsWith('data:')) errores.push(`fuera del servidor: ${pedido.url()}`);
    });
    await page.goto(`${baseUrl()}/api/docs`);
    await page.getByRole('heading', { name: /CarbonSur API/ }).waitFor();
    await page.getByRole('heading', { name: /^Clientes/ }).waitFor();
    const login = page.getByText('Iniciar sesión', { exact: true });
    await login.waitFor();
    await login.click();
    await page.getByText('Acceso: público, sin token.').waitFor();
    await page.getByText('nombreUsuario').first().waitFor();
    await captura(page, 'referencia-api');
    expect(errores).toEqual([]);
  });
});
