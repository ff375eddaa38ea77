import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, baseUrl, campo, captura, ingresar, launchBrowser, newPage, entrar } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sign-in, layout and menu per role', () => {
  it('shows the login screen in Spanish with its validation messages', async () => {
    const { page, errores } = await newPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    // The messages come from the server, which checks the fields with the login schema.
    await page.getByText('Nombre de usuario requerido').waitFor();
    await page.getByText('Contraseña requerida').waitFor();
    await captura(page, 'login');
    await campo(page, 'Nombre de usuario o email').fill('admin');
    await campo(page, 'Contraseña').fill('incorrecta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    expect(errores).toEqual([]);
  });

  it('administrator: full menu with ADMINISTRACIÓN and Usuarios, name and role in the top bar, v1.3', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin');
    await page.getByText('Administrador', { exact: true }).waitFor();
    for (const texto of [
      'Gestión de Pedidos',
      'Nuevo Pedido',
      'Clientes',
      'Productos',
      'Gestión de Vehículos',
      'ADMINISTRACIÓN',
      'Gestión de Proveedores',
      'Usuarios',
      'Cerrar Sesión',
      'v1.3',
    ]) {
      await page.getByText(texto, { exact: true }).first().waitFor();
    }
    await captura(page, 'layout-admin');
    expect(errores).toEqual([]);
  });

  it('empleado: no ADMINISTRACIÓN, no Usuarios, and /usuarios redirects to the dashboard', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'empleado');
    await page.getByText('Empleado', { exact: true }).waitFor();
    await page.getByText('Gestión de Pedidos').waitFor();
    expect(await page.getByText('ADMINISTRACIÓN').count()).toBe(0);
    expect(await page.getByText('Usuarios', { exact: true }).count()).toBe(0);
    await captura(page, 'layout-empleado');
    await page.goto(`${baseUrl()}/usuarios`);
    await page.waitForURL('**/dashboard');
    expect(errores).toEqual([]);
  });

  it('supervisor: ADMINISTRACIÓN yes, Usuarios no', async () => {
    const { page } = await newPage(browser);
    await entrar(page, 'supervisor');
    await page.getByText('ADMINISTRACIÓN').waitFor();
    expect(await page.getByText('Usuarios', { exact: true }).count()).toBe(0);
    // 'Cerrar Sesión' ends the session: back to /login, and the dashboard is closed again.
    await page.getByText('Cerrar Sesión').click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL('**/login');
  });

  it('a signed-in user who opens /login goes on to the dashboard', async () => {
    const { page } = await newPage(browser);
    await entrar(page, 'empleado', '/login');
    await page.waitForURL('**/dashboard');
    await page.getByText('Bienvenido, Diego').waitFor();
  });

  it('unknown paths show the 404 page, whose button goes home', async () => {
    const { page } = await newPage(browser);
    await entrar(page, 'admin', '/no-existe');
    await page.getByText('Página no encontrada').waitFor();
    await captura(page, 'no-encontrada');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describe('registration', () => {
  it("registers an Empleado, says '¡Registro exitoso!' and returns to /login", async () => {
    const { page, errores } = await newPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Registrarse' }).click();
    await page.waitForURL('**/register');
    await page.getByText('Registro de Usuario').waitFor();
    await campo(page, 'Email').fill('no-es-un-email');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText('Email inválido').waitFor();
    await page.getByText('Nombre requerido').waitFor();
    const sufijo = Date.now().toString(36);
    await campo(page, 'Nombre').fill('Julián');
    await campo(page, 'Apellido').fill('Ríos');
    await campo(page, 'Teléfono').fill('+54 11 4000-1111');
    await campo(page, 'Email').fill(`julian.${sufijo}@carbonsur.com.ar`);
    await campo(page, 'Dirección').fill('Av. Gaona 2500, Ramos Mejía');
    await campo(page, 'Nombre de usuario').fill(`julian${sufijo}`);
    await campo(page, 'Contraseña').fill('julian123');
    await captura(page, 'registro');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await page.getByText('¡Registro exitoso!').waitFor();
    await page.waitForURL('**/login');
    // /login is then loaded again without react-admin; signing in before that reload ends would be
    // interrupted by it, so wait for the login form it draws.
    await campo(page, 'Nombre de usuario o email').waitFor();
    await ingresar(page, `julian${sufijo}`, 'julian123');
    await page.getByText('Empleado', { exact: true }).waitFor();
    expect(errores).toEqual([]);
  });
});

describe('own password', () => {
  it('a user changes their password from the user menu and stays signed in', async () => {
    const sufijo = Date.now().toString(36);
    const nombreUsuario = `clave${sufijo}`;
    const registro = await fetch(`${baseUrl()}/api/auth/registrar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Nombre: 'Clara',
        Apellido: 'Vega',
        Telefono: '+54 11 4000-2222',
        Direccion: 'Mitre 10, Morón',
        Email: `clara.${sufijo}@carbonsur.com.ar`,
        NombreUsuario: nombreUsuario,
        Contrasena: 'clara123',
        Rol: 'Empleado',
      }),
    });
    expect(registro.status).toBe(201);
    const { page, errores } = await newPage(browser);
    await ingresar(page, nombreUsuario, 'clara123');
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialogo.getByLabel('Contraseña actual').fill('equivocada');
    await dialogo.getByLabel('Contraseña nueva').fill('nueva123');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await dialogo.getByText('La contraseña actual no es correcta').waitFor();
    await dialogo.getByLabel('Contraseña actual').fill('clara123');
    await captura(page, 'cambiar-contrasena');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Contraseña actualizada').waitFor();
    // The old token is revoked; the new one the dialog stored keeps the session going.
    await page.getByText('Clientes', { exact: true }).first().click();
    await page.waitForURL('**/clientes');
    await page.getByText('Clara Vega').first().waitFor();
    expect(page.url()).not.toContain('/login');
    const login = (contrasena: string) =>
      fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ nombreUsuario, contrasena }),
      });
    expect((await login('nueva123')).status).toBe(200);
    expect(errores).toEqual([]);
  });
});

describe('user administration', () => {
  it('an administrator creates a user who then signs in', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin');
    await page.getByText('Usuarios', { exact: true }).click();
    await page.getByText('Lista de Usuarios').waitFor();
    await captura(page, 'usuarios');
    await page.getByRole('link', { name: 'Nuevo Usuario' }).click();
    await page.waitForURL('**/usuarios/nuevo');
    // Save stays disabled until something is typed; then each missing field says so.
    await campo(page, 'Nombre').fill('Carla');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Apellido requerido').waitFor();
    await page.getByText('Contraseña requerida').waitFor();
    const sufijo = Date.now().toString(36);
    await campo(page, 'Apellido').fill('Benítez');
    await campo(page, 'Teléfono').fill('+54 11 5555-0000');
    await campo(page, 'Email').fill(`carla.${sufijo}@carbonsur.com.ar`);
    await campo(page, 'Dirección').fill('Mitre 100, Morón');
    await campo(page, 'Nombre de usuario').fill(`carla${sufijo}`);
    await campo(page, 'Contraseña').fill('123');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mínimo 6 caracteres').waitFor();
    await campo(page, 'Contraseña').fill('carla123');
    await captura(page, 'usuario-form');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/usuarios(\?.*)?$/);
    await page.getByText(`carla${sufijo}`).waitFor();

    const { page: nueva } = await newPage(browser);
    await ingresar(nueva, `carla${sufijo}`, 'carla123');
    await nueva.getByText('Carla Benítez').first().waitFor();
    expect(errores).toEqual([]);
  });

  it("an administrator clears a user's failed sign-ins from the user's screen", async () => {
    const intento = (contrasena: string) =>
      fetch(`${baseUrl()}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ nombreUsuario: 'rquiroga', contrasena }),
      });
    for (let i = 0; i < 3; i++) expect((await intento('incorrecta')).status).toBe(401);
    expect((await intento('empleado123')).status).toBe(429);

    const { get } = await api('admin');
    const { UsuarioID } = (await get<{ UsuarioID: number; NombreUsuario: string }[]>('/usuarios')).find((u) => u.NombreUsuario === 'rquiroga')!;
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin', `/usuarios/editar/${UsuarioID}`);
    await page.getByText('Editar Usuario').first().waitFor();
    await page.getByRole('button', { name: 'Desbloquear ingreso' }).click();
    await page.getByText('Ingreso desbloqueado: rquiroga puede volver a intentar ahora').waitFor();
    expect((await intento('empleado123')).status).toBe(200);
    expect(errores).toEqual([]);
  });
});
