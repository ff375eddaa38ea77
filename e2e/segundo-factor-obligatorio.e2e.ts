import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { campo, captura, desbordeLateral, esperarCarga, launchBrowser, newPage, TELEFONO, usarServidor, baseUrl } from './browser';
import { levantarServidor, PUERTO_PROPIO, type Servidor } from './servidor';
import { InformeAxe } from './axe';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';

/*
 * REQUIERE_2FA=administradores (production's default, issue 49): the demo's Administrador signs in on a phone, is
 * asked to turn the second factor on before any session, scans (types) the key, keeps the recovery codes and reaches
 * the dashboard. On a server of its own, started with that setting.
 */

let servidor: Servidor;
let browser: Browser;

beforeAll(async () => {
  servidor = await levantarServidor({
    puerto: PUERTO_PROPIO.segundoFactorObligatorio,
    plantilla: inject('plantillaE2E'),
    env: { REQUIERE_2FA: 'administradores' },
  });
  usarServidor(servidor.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servidor?.cerrar();
});

describe('REQUIERE_2FA=administradores', () => {
  it('an Administrador turns the second factor on at the login, then reaches the dashboard', { timeout: 180_000 }, async () => {
    const axe = new InformeAxe('segundo-factor-obligatorio');
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await page.goto(`${baseUrl()}/login`);
    await campo(page, 'Nombre de usuario o email').fill('admin');
    await campo(page, 'Contraseña').fill(CONTRASENAS_DEMO.admin);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Activar la verificación en dos pasos' }).waitFor();
    await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'activar al ingresar'), 'serious and critical axe violations').toEqual([]);
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    await captura(page, 'segundo-factor-obligatorio');

    const clave = (await page.getByText(/Si no puede escanearlo, escriba esta clave:/).textContent())!
      .replace(/^.*clave:/, '')
      .replace(/\s/g, '');
    await campo(page, 'Código').fill(TOTP.generate({ secret: Secret.fromBase32(clave) }));
    await page.getByRole('button', { name: 'Activar' }).click();
    const codigos = page.getByRole('list', { name: 'Códigos de recuperación' });
    await codigos.waitFor();
    expect(await codigos.getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'Listo' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Perfil' }).waitFor();
    expect(errores).toEqual([]);
  });
});
