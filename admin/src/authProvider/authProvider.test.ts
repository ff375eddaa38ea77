import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeToken } from '../arranque/sesion';
import { CLAVE_VISTAS_GUARDADAS } from '../arranque/vistaGuardada';
import { authProvider } from './index';
import { puede } from './permissions';

/** An unsigned JWT-shaped token (base64url of UTF-8 JSON, as jsonwebtoken writes it); the UI only reads its payload. */
function token(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.firma`;
}
const enUnaHora = () => Math.floor(Date.now() / 1000) + 3600;

function responder(status: number, json: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login and logout', () => {
  it('stores the token under the key "token"', async () => {
    const t = token({ sub: '1', Rol: 'Administrador', exp: enUnaHora() });
    responder(200, { success: true, token: t, usuario: { UsuarioID: 1 } });
    await authProvider.login({ nombreUsuario: 'admin', contrasena: 'secreta' });
    expect(localStorage.getItem('token')).toBe(t);
  });

  it("fails with the server's message", async () => {
    responder(401, { success: false, message: 'Usuario o contraseña incorrectos', error: 'Usuario o contraseña incorrectos' });
    await expect(authProvider.login({ nombreUsuario: 'admin', contrasena: 'x' })).rejects.toThrow('Usuario o contraseña incorrectos');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the field errors of refused credentials, for the login page to show under each field', async () => {
    const errors = { nombreUsuario: 'Nombre de usuario requerido', contrasena: 'Contraseña requerida' };
    responder(400, { success: false, message: 'Nombre de usuario requerido', error: 'Nombre de usuario requerido', errors });
    await expect(authProvider.login({ nombreUsuario: '', contrasena: '' })).rejects.toMatchObject({ body: { errors } });
  });

  it("says 'Error al iniciar sesión' when the answer is not a success without a message", async () => {
    responder(200, { success: false });
    await expect(authProvider.login({ nombreUsuario: 'admin', contrasena: 'x' })).rejects.toThrow('Error al iniciar sesión');
  });

  it("says 'Error en el login' when no server answers (no signal), not the browser's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(authProvider.login({ nombreUsuario: 'admin', contrasena: 'x' })).rejects.toThrow(/^Error en el login$/);
  });

  it('logout has the server revoke the token, removes it and the figures the phone kept, and goes to /login', async () => {
    const t = token({ exp: enUnaHora() });
    localStorage.setItem('token', t);
    localStorage.setItem(CLAVE_VISTAS_GUARDADAS, '{"/dashboard":{}}');
    const fetchMock = responder(200, { success: true, message: 'Sesión cerrada' });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toBeNull();
    const [url, opciones] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(opciones.method).toBe('POST');
    expect(new Headers(opciones.headers).get('Authorization')).toBe(`Bearer ${t}`);
  });

  it('logout ends the session even when the server refuses the token', async () => {
    localStorage.setItem('token', token({ exp: enUnaHora() }));
    responder(401, { success: false, message: 'Token revocado, inicie sesión nuevamente' });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('session checks', () => {
  it('passes with a token that has not expired', async () => {
    localStorage.setItem('token', token({ sub: '1', Rol: 'Empleado', exp: enUnaHora() }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("logs 'Token expirado' and logs out when exp (seconds) is past", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('token', token({ sub: '1', Rol: 'Empleado', exp: Math.floor(Date.now() / 1000) - 1 }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(warn).toHaveBeenCalledWith('Token expirado');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('rejects without a token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('a 401 logs out and forgets the figures the phone kept of that user; a 403 does neither', async () => {
    localStorage.setItem('token', token({ exp: enUnaHora() }));
    localStorage.setItem(CLAVE_VISTAS_GUARDADAS, '{"/dashboard":{}}');
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toBeDefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toBeNull();
  });

  it("signing in as another user forgets the last one's kept figures, and as the same one keeps them", async () => {
    const vistaDe = (usuario: string, rol: string) => ({ usuario, rol, tarjetas: [] });
    localStorage.setItem(CLAVE_VISTAS_GUARDADAS, JSON.stringify({ '/dashboard': vistaDe('1', 'Administrador') }));
    responder(200, { success: true, token: token({ sub: '1', Rol: 'Administrador', exp: enUnaHora() }) });
    await authProvider.login({ nombreUsuario: 'admin', contrasena: 'secreta' });
    expect(localStorage.getItem(CLAVE_VISTAS_GUARDADAS)).toContain('Administrador');
    responder(200, { success: true, token: token({ sub: '3', Rol: 'Empleado', exp: enUnaHora() }) });
    await authProvider.login({ nombreUsuario: 'empleado', contrasena: 'secreta' });
    expect(JSON.parse(localStorage.getItem(CLAVE_VISTAS_GUARDADAS) ?? '')).toEqual({});
  });

  it('getIdentity fetches the current user with Nombre, Apellido and Rol', async () => {
    localStorage.setItem('token', token({ sub: '3', Rol: 'Empleado', exp: enUnaHora() }));
    const fetchMock = responder(200, { UsuarioID: 3, Nombre: 'Diego', Apellido: 'Sosa', Rol: 'Empleado' });
    const identity = await authProvider.getIdentity!();
    expect(identity).toMatchObject({ id: 3, Nombre: 'Diego', Apellido: 'Sosa', Rol: 'Empleado' });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/auth/usuario-actual');
  });
});

describe('canAccess follows the role table of the spec', () => {
  const accede = async (Rol: string, resource: string, action: string) => {
    localStorage.setItem('token', token({ sub: '1', Rol, exp: enUnaHora() }));
    return authProvider.canAccess!({ resource, action });
  };

  it('Usuarios only for administrators', async () => {
    expect(await accede('Administrador', 'usuarios', 'list')).toBe(true);
    expect(await accede('Supervisor', 'usuarios', 'list')).toBe(false);
    expect(await accede('Empleado', 'usuarios', 'list')).toBe(false);
  });

  it('ADMINISTRACIÓN (suppliers) for administrators and supervisors; creating a supplier only administrators', async () => {
    expect(await accede('Supervisor', 'proveedores', 'list')).toBe(true);
    expect(await accede('Empleado', 'proveedores', 'list')).toBe(false);
    expect(await accede('Supervisor', 'proveedores', 'create')).toBe(false);
    expect(await accede('Administrador', 'proveedores', 'create')).toBe(true);
    expect(await accede('Supervisor', 'pedidos-proveedores', 'create')).toBe(true);
  });

  it('inactivating and the only-active switch are for administrators; creating and editing for all', async () => {
    for (const resource of ['clientes', 'productos', 'vehiculos']) {
      expect(await accede('Empleado', resource, 'desactivar')).toBe(false);
      expect(await accede('Supervisor', resource, 'ver-inactivos')).toBe(false);
      expect(await accede('Administrador', resource, 'desactivar')).toBe(true);
      expect(await accede('Empleado', resource, 'create')).toBe(true);
      expect(await accede('Empleado', resource, 'edit')).toBe(true);
    }
  });

  it('only administrators change an order away from a non-Pendiente state', async () => {
    expect(await accede('Empleado', 'pedidos', 'estado-no-pendiente')).toBe(false);
    expect(await accede('Administrador', 'pedidos', 'estado-no-pendiente')).toBe(true);
  });

  it("every role reads a product's stock moves; only supervisors and administrators adjust stock or reorder (Reponer)", async () => {
    expect(await accede('Empleado', 'movimientos-stock', 'list')).toBe(true);
    expect(await accede('Empleado', 'productos', 'ajustar')).toBe(false);
    expect(await accede('Supervisor', 'productos', 'ajustar')).toBe(true);
    expect(await accede('Administrador', 'productos', 'ajustar')).toBe(true);
    expect(await accede('Empleado', 'pedidos-proveedores', 'create')).toBe(false);
  });

  it("only administrators read the audit trail (every record's 'Actividad' tab)", async () => {
    expect(await accede('Empleado', 'auditoria', 'list')).toBe(false);
    expect(await accede('Supervisor', 'auditoria', 'list')).toBe(false);
    expect(await accede('Administrador', 'auditoria', 'list')).toBe(true);
  });

  it('nothing without a valid token, and unknown resources are closed', async () => {
    expect(await authProvider.canAccess!({ resource: 'clientes', action: 'list' })).toBe(false);
    expect(puede('Administrador', 'desconocido', 'list')).toBe(false);
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeToken(token({ nombre: 'Martín' }))).toMatchObject({ nombre: 'Martín' });
  });
});
