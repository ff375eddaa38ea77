import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, captura, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Scrolls the page down, as a reader would, until `objetivo` is drawn. */
async function bajarHasta(page: Page, objetivo: Locator) {
  for (let vuelta = 0; vuelta < 300 && (await objetivo.count()) === 0; vuelta++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(50);
  }
  await objetivo.first().waitFor();
}

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
    const login = page.getByText('Iniciar sesión', { exact: true });
    await login.waitFor();
    await login.click();
    await page.getByText('Acceso: público, sin token.').waitFor();
    await page.getByText('nombreUsuario').first().waitFor();
    await captura(page, 'referencia-api');
    // With 100 operations or more Swagger UI draws only those near the screen: scrolled down, every tag comes, the last too.
    for (const tag of [/^Clientes/, /^Comprobantes/, /^Referencia/]) await bajarHasta(page, page.getByRole('heading', { name: tag }));
    expect(errores).toEqual([]);
  });
});
