import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTRASENA_RESTABLECIDA, CODIGO_INCORRECTO, RECUPERACION_PEDIDA } from '#dominio/usuarios';
import { InformeAxe } from './axe';
import { api, baseUrl, campo, captura, desbordeLateral, esperarCarga, ingresar, launchBrowser, newPage, TELEFONO, entrar } from './browser';

/*
 * Getting in (issue 49, items 4 and 5) as people do it: someone who forgot their password asks for a link from the
 * login, the demo has no SMTP server so an Administrador finds the mail in "Correos", and the link sets a new
 * password that signs in. axe clean, and the pages on a phone without sideways scroll. The user is the test's own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new Empleado of the test's own, with an e-mail. */
async function usuarioNuevo() {
  const admin = await api('admin');
  const marca = `acceso${Date.now().toString(36)}`;
  const { data } = await admin.post<{ data: { NombreUsuario: string; Email: string } }>('/usuarios', {
    Nombre: 'Lucía',
    Apellido: marca,
    Telefono: '+54 11 4000-5555',
    Direccion: 'Belgrano 500, Morón',
    Email: `${marca}@carbonsur.example`,
    NombreUsuario: marca,
    Contrasena: 'Reparto-Oeste-2026',
    Rol: 'Empleado',
  });
  return data;
}

describe('¿Olvidó su contraseña?', () => {
  it('a link asked from the login, read in Correos, sets a new password that signs in', { timeout: 180_000 }, async () => {
    const usuario = await usuarioNuevo();
    const axe = new InformeAxe('acceso');
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await page.waitForURL('**/recuperar-contrasena');
    await page.getByRole('heading', { name: 'Recuperar contraseña' }).waitFor();
    expect(await axe.revisar(page, 'pedir el enlace'), 'serious and critical axe violations').toEqual([]);
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Nombre de usuario requerido').waitFor();
    await campo(page, 'Nombre de usuario o email').fill(usuario.Email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText(RECUPERACION_PEDIDA).waitFor();
    await captura(page, 'recuperar-contrasena');

    // The demo sends nothing: an Administrador reads the mail in Correos.
    const oficina = await newPage(browser);
    await entrar(oficina.page, 'admin');
    await oficina.page.getByRole('menuitem', { name: 'Correos' }).click();
    await oficina.page.getByRole('row').filter({ hasText: usuario.Email }).filter({ hasText: 'Restablecer su contraseña' }).click();
    const enlace = (await oficina.page.getByText(/\/restablecer-contrasena#/).textContent())?.match(
      /https?:\/\/\S+\/restablecer-contrasena#\S+/,
    )?.[0];
    expect(enlace).toBeDefined();
    expect(oficina.errores).toEqual([]);

    await page.goto(enlace!);
    await page.getByRole('heading', { name: 'Elegir una contraseña nueva' }).waitFor();
    await campo(page, 'Contraseña nueva').fill('Carbon-Nuevo-2026');
    await campo(page, 'Repita la contraseña nueva').fill('Carbon-Nuevo-2027');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await campo(page, 'Repita la contraseña nueva').fill('Carbon-Nuevo-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText(CONTRASENA_RESTABLECIDA).waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'contraseña restablecida'), 'serious and critical axe violations').toEqual([]);
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    await captura(page, 'contrasena-restablecida');

    // The link serves once (the same address again: a reload, not a change of its '#').
    await page.reload();
    await campo(page, 'Contraseña nueva').fill('Otra-Clave-2026');
    await campo(page, 'Repita la contraseña nueva').fill('Otra-Clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).waitFor();

    await ingresar(page, usuario.NombreUsuario, 'Carbon-Nuevo-2026');
    expect(errores).toEqual([]);
  });
});

/** What the phone's app shows for the key the page gives to type by hand. */
async function codigoDeLaClave(page: Page): Promise<string> {
  const texto = await page.getByText(/Si no puede escanearlo, escriba esta clave:/).textContent();
  const clave = texto!.replace(/^.*clave:/, '').replace(/\s/g, '');
  return TOTP.generate({ secret: Secret.fromBase32(clave) });
}

describe('Verificación en dos pasos', () => {
  it('turned on from the user menu with the QR, asked at the next sign-in, where a recovery code signs in', { timeout: 180_000 }, async () => {
    const usuario = await usuarioNuevo();
    const axe = new InformeAxe('segundo-factor');
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await ingresar(page, usuario.NombreUsuario, 'Reparto-Oeste-2026');
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Verificación en dos pasos' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Verificación en dos pasos' });
    await dialogo.getByRole('button', { name: 'Activar' }).click();
    await dialogo.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'el código QR'), 'serious and critical axe violations').toEqual([]);
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    await captura(page, 'segundo-factor-qr');
    await campo(page, 'Código').fill('000000');
    await dialogo.getByRole('button', { name: 'Activar' }).click();
    await dialogo.getByText(CODIGO_INCORRECTO).waitFor();
    await campo(page, 'Código').fill(await codigoDeLaClave(page));
    await dialogo.getByRole('button', { name: 'Activar' }).click();
    const lista = dialogo.getByRole('list', { name: 'Códigos de recuperación' });
    await lista.waitFor();
    const codigos = await lista.getByRole('listitem').allTextContents();
    expect(codigos).toHaveLength(10);
    expect(await axe.revisar(page, 'los códigos de recuperación'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'segundo-factor-codigos');
    await dialogo.getByRole('button', { name: 'Listo' }).click();
    // The session goes on with the token the activation handed out.
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');

    // The next sign-in asks for a code after the password; a recovery code serves.
    await campo(page, 'Nombre de usuario o email').fill(usuario.NombreUsuario);
    await campo(page, 'Contraseña').fill('Reparto-Oeste-2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    expect(await axe.revisar(page, 'el código al ingresar'), 'serious and critical axe violations').toEqual([]);
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    await captura(page, 'segundo-factor-ingreso');
    await campo(page, 'Código').fill(codigos[0]);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL('**/dashboard');
    expect(errores).toEqual([]);
  });
});
