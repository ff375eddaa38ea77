import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CUENTA_EN_ESPERA, REGISTRO_EN_ESPERA } from '#dominio/usuarios';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';
import { campo, captura, desbordeLateral, esperarCarga, launchBrowser, newPage, TELEFONO } from './browser';
import { InformeAxe } from './axe';
import { levantarServidor, PUERTO_PROPIO, type Servidor } from './servidor';

// REGISTRO=aprobacion in the browser. The shared e2e server runs the spec's open registration, so this
// file starts its own (the same demo data) on the next port.

let servidor: Servidor;
let BASE: string;
let browser: Browser;

beforeAll(async () => {
  servidor = await levantarServidor({ puerto: PUERTO_PROPIO.registro, plantilla: inject('plantillaE2E'), env: { REGISTRO: 'aprobacion' } });
  BASE = servidor.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servidor?.cerrar();
});

/** Fills the login form and submits it (the outcome is the caller's to check). */
async function intentarIngreso(page: Page, usuario: string, contrasena: string) {
  await page.goto(`${BASE}/login`);
  await campo(page, 'Nombre de usuario o email').fill(usuario);
  await campo(page, 'Contraseña').fill(contrasena);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Registers through the API (a second visitor), from the page's origin. */
async function registrarPorApi(nombre: string) {
  const res = await fetch(`${BASE}/api/auth/registrar`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Nombre: 'Rocío',
      Apellido: 'Paredes',
      Telefono: '+54 11 4000-2222',
      Direccion: 'Av. San Martín 800, Morón',
      Email: `${nombre}@carbonsur.com.ar`,
      NombreUsuario: nombre,
      Contrasena: 'rocio1234',
    }),
  });
  expect(res.status).toBe(201);
}

describe('registration waiting for approval (REGISTRO=aprobacion)', () => {
  it('a visitor registers and is told to wait; cannot sign in; an administrator approves them in Pendientes; then they sign in', async () => {
    const sufijo = Date.now().toString(36);
    const usuario = `lucas${sufijo}`;
    const rechazado = `rocio${sufijo}`;
    await registrarPorApi(rechazado);

    const { page, errores } = await newPage(browser);
    await page.goto(`${BASE}/login`);
    await page.getByRole('link', { name: 'Registrarse' }).click();
    await page.waitForURL('**/register');
    await campo(page, 'Nombre').fill('Lucas');
    await campo(page, 'Apellido').fill('Giménez');
    await campo(page, 'Teléfono').fill('+54 11 4000-3333');
    await campo(page, 'Email').fill(`${usuario}@carbonsur.com.ar`);
    await campo(page, 'Dirección').fill('Av. Rivadavia 9000, CABA');
    await campo(page, 'Nombre de usuario').fill(usuario);
    await campo(page, 'Contraseña').fill('lucas1234');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText(REGISTRO_EN_ESPERA).waitFor();
    expect(await page.getByText('¡Registro exitoso!').count()).toBe(0);
    await captura(page, 'registro-en-espera');

    await intentarIngreso(page, usuario, 'lucas1234');
    await page.getByText(CUENTA_EN_ESPERA).waitFor();
    await captura(page, 'login-en-espera');

    const admin = await newPage(browser);
    await intentarIngreso(admin.page, 'admin', CONTRASENAS_DEMO.admin);
    await admin.page.waitForURL('**/dashboard');
    await admin.page.goto(`${BASE}/usuarios`);
    const pestana = admin.page.getByRole('tab', { name: 'Pendientes (2)' });
    await pestana.click();
    const fila = (nombre: string) => admin.page.getByRole('row').filter({ hasText: nombre });
    await fila(usuario).waitFor();
    await captura(admin.page, 'usuarios-pendientes');

    await fila(usuario).getByRole('button', { name: 'Aprobar' }).click();
    await admin.page.getByText(`${usuario} ya puede ingresar`).waitFor();
    await admin.page.getByRole('tab', { name: 'Pendientes (1)' }).waitFor();
    // The badge and the list are two requests: the row leaves when the list's answer comes.
    await fila(usuario).waitFor({ state: 'detached' });

    await fila(rechazado).getByRole('button', { name: 'Rechazar' }).click();
    await admin.page.getByText(`¿Rechazar el registro de ${rechazado}?`, { exact: false }).waitFor();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Rechazar' }).click();
    await admin.page.getByText('No hay registros pendientes de aprobación').waitFor();
    await admin.page.getByRole('tab', { name: 'Pendientes', exact: true }).waitFor();

    await intentarIngreso(page, usuario, 'lucas1234');
    await page.waitForURL('**/dashboard');
    await page.getByText('Empleado', { exact: true }).waitFor();
    expect([...errores, ...admin.errores]).toEqual([]);
  });

  it('on a phone, the Pendientes tab lists the waiting account, fits the width and passes axe', async () => {
    const usuario = `tel${Date.now().toString(36)}`;
    await registrarPorApi(usuario);
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await intentarIngreso(page, 'admin', CONTRASENAS_DEMO.admin);
    await page.waitForURL('**/dashboard');
    await page.goto(`${BASE}/usuarios`);
    await page.getByRole('tab', { name: 'Pendientes (1)' }).click();
    await page.getByText(`${usuario} · ${usuario}@carbonsur.com.ar`).waitFor();
    await esperarCarga(page);
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    const axe = new InformeAxe('admin, teléfono, Pendientes');
    expect(await axe.revisar(page, '/usuarios (Pendientes)'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'telefono--usuarios-pendientes');
    expect(errores).toEqual([]);
  });
});
