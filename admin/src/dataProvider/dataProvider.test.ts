import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './index';
import { RESOURCES } from './resources';
import { SIN_CONEXION } from './httpClient';
import type { Registro } from './usuarios';
import { mensajeDeError } from '../common/errores';

interface Llamada {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
}

let llamadas: Llamada[];

/** Answers every request with the given JSON (and headers), recording what was asked. */
function responder(json: unknown, { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(new URL(String(input), 'http://localhost')), init);
      // The typed client (clienteTipado.ts) sends a Request on an absolute URL, with its body inside.
      llamadas.push({
        url: request.url.replace(/^http:\/\/localhost(:\d+)?/, ''),
        method: request.method,
        headers: request.headers,
        body: (init?.body as string | undefined) ?? (input instanceof Request && input.body ? await input.clone().text() : undefined),
      });
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    }),
  );
}

beforeEach(() => {
  llamadas = [];
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('getList', () => {
  it('asks the documented path for one page with sort, search and filters, and maps the id field to id', async () => {
    responder({ data: [{ ClienteID: 7, Nombre: 'Ana' }], total: 31, page: 2, limit: 10 });
    const result = await dataProvider.getList('clientes', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'Nombre', order: 'DESC' },
      filter: { q: 'an', active: true },
    });
    expect(llamadas[0].url).toBe('/api/clientes?active=true&q=an&page=2&limit=10&sort=Nombre&order=desc');
    expect(result).toEqual({ data: [{ ClienteID: 7, Nombre: 'Ana', id: 7 }], total: 31 });
  });

  it("sorting by react-admin's id sorts by the resource's own id field", async () => {
    responder({ data: [], total: 0 });
    await dataProvider.getList('productos', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(llamadas[0].url).toContain('sort=ProductoID&order=asc');
  });

  it('reads bare users with the X-Total-Count header', async () => {
    responder([{ UsuarioID: 1, NombreUsuario: 'admin' }], { headers: { 'X-Total-Count': '12' } });
    const result = await dataProvider.getList('usuarios', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'NombreUsuario', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(12);
    expect(result.data[0]).toMatchObject({ id: 1, NombreUsuario: 'admin' });
  });

  it('builds the path of nested collections from the filter', async () => {
    responder({ data: [{ MantenimientoID: 3 }] });
    await dataProvider.getList('mantenimientos', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { vehiculoId: 5 },
    });
    expect(llamadas[0].url.startsWith('/api/vehiculos/5/mantenimientos?')).toBe(true);
  });
});

describe('records and writes', () => {
  it('getOne unwraps data, or the bare body for users', async () => {
    responder({ data: { ProductoID: 4, Nombre: 'Carbón' } });
    expect((await dataProvider.getOne('productos', { id: 4 })).data).toEqual({ ProductoID: 4, Nombre: 'Carbón', id: 4 });
    responder({ UsuarioID: 2, Nombre: 'Laura' });
    expect((await dataProvider.getOne('usuarios', { id: 2 })).data).toMatchObject({ id: 2, Nombre: 'Laura' });
    expect(llamadas.map((l) => l.url)).toEqual(['/api/productos/4', '/api/usuarios/2']);
  });

  it("create posts the record without react-admin's id and reads the write envelope", async () => {
    responder({ success: true, message: 'ok', data: { ClienteID: 9, Nombre: 'Ana' } }, { status: 201 });
    const { data } = await dataProvider.create('clientes', { data: { id: 'x', Nombre: 'Ana' } });
    expect(llamadas[0]).toMatchObject({ url: '/api/clientes', method: 'POST', body: JSON.stringify({ Nombre: 'Ana' }) });
    expect(data).toEqual({ ClienteID: 9, Nombre: 'Ana', id: 9 });
  });

  it("sends a form's Idempotency-Key with its create, adjustment, import or mail (never with a check), and a correction over the version shown", async () => {
    responder({ success: true, message: 'ok', data: { CobroID: 3, Filas: 1 } }, { status: 201 });
    await dataProvider.create('cobros', { data: { Importe: 10 }, meta: { claveIdempotencia: 'clave-1' } });
    await dataProvider.create('clientes', { data: { Nombre: 'Ana' } });
    await dataProvider.ajustarStock(4, { StockContado: 3, StockAnterior: 5, Razon: 'recuento', Comentario: null }, 'clave-2');
    await dataProvider.importar('clientes', { filas: [{ Nombre: 'Ana' }] }, { validar: true });
    await dataProvider.importar('clientes', { filas: [{ Nombre: 'Ana' }] }, { validar: false, clave: 'clave-3' });
    await dataProvider.corregirKilometraje({ id: 7, Version: 4 }, { kilometraje: 100, motivo: 'Error de tipeo' });
    await dataProvider.enviarRemitoPorCorreo(7, 'ana@cliente.example', 'clave-4');
    await dataProvider.enviarResumenPorCorreo(9, {}, 'ana@cliente.example', 'clave-5');
    expect(llamadas.map((l) => `${l.method} ${l.url} ${l.headers.get('Idempotency-Key')} ${l.headers.get('If-Match')}`)).toEqual([
      'POST /api/cobros clave-1 null',
      'POST /api/clientes null null',
      'POST /api/productos/4/ajustes clave-2 null',
      'POST /api/importaciones/clientes?validar=1 null null',
      'POST /api/importaciones/clientes clave-3 null',
      'POST /api/vehiculos/7/kilometraje/correccion null "4"',
      'POST /api/pedidos/7/remito/correo clave-4 null',
      'POST /api/clientes/9/resumen-de-cuenta/correo clave-5 null',
    ]);
  });

  it('update puts to the record path', async () => {
    responder({ success: true, message: 'ok', data: { ClienteID: 9, Nombre: 'Ana María' } });
    await dataProvider.update('clientes', { id: 9, data: { id: 9, Nombre: 'Ana María' }, previousData: { id: 9 } });
    expect(llamadas[0]).toMatchObject({ url: '/api/clientes/9', method: 'PUT', body: JSON.stringify({ Nombre: 'Ana María' }) });
    expect(llamadas[0].headers.has('If-Match')).toBe(false);
  });

  it("update sends the version the form loaded as If-Match, else its record's", async () => {
    responder({ success: true, message: 'ok', data: { ClienteID: 9, Version: 4 } });
    await dataProvider.update('clientes', { id: 9, data: { id: 9, Nombre: 'Ana', Version: 3 }, previousData: { id: 9, Version: 2 } });
    await dataProvider.update('vehiculos', { id: 5, data: { Marca: 'Ford' }, previousData: { id: 5, Version: 7 } });
    expect(llamadas.map((l) => l.headers.get('If-Match'))).toEqual(['"3"', '"7"']);
    expect(llamadas[0].headers.get('Accept')).toBe('application/json');
  });

  it('desactivar and cambiarEstado call their action paths over the version shown', async () => {
    responder({ success: true, message: 'ok', data: { PedidoID: 3, Estado: 'Cancelado' } });
    await dataProvider.desactivar('clientes', { id: 9, Version: 2 });
    await dataProvider.cambiarEstado('pedidos', { id: 3, Version: 5 }, 'Cancelado', 'sin stock del cliente');
    expect(llamadas.map((l) => `${l.method} ${l.url} ${l.headers.get('If-Match')}`)).toEqual([
      'PUT /api/clientes/9/desactivar "2"',
      'PUT /api/pedidos/3/estado "5"',
    ]);
    expect(JSON.parse(llamadas[1].body!)).toEqual({ estado: 'Cancelado', comentario: 'sin stock del cliente' });
    // Opened again above the client's credit limit, confirmed.
    await dataProvider.cambiarEstado('pedidos', { id: 3, Version: 6 }, 'Pendiente', undefined, true);
    expect(JSON.parse(llamadas[2].body!)).toEqual({ estado: 'Pendiente', ConfirmarLimiteCredito: true });
  });

  it('an update or updateMany marked as an inactivation (the undoable buttons) calls desactivar per record, in turn, over the versions shown', async () => {
    responder({ success: true, message: 'ok', data: { ClienteID: 9, Active: false } });
    const inactivacion = { accion: 'desactivar', versiones: { 4: 1, 5: 3 } };
    await dataProvider.update('clientes', { id: 9, data: { Active: false }, previousData: { id: 9, Version: 2 }, meta: inactivacion });
    await dataProvider.updateMany('clientes', { ids: [4, 5, 6], data: { Active: false }, meta: inactivacion });
    expect(llamadas.map((l) => `${l.method} ${l.url} ${l.headers.get('If-Match')}`)).toEqual([
      'PUT /api/clientes/9/desactivar "2"',
      'PUT /api/clientes/4/desactivar "1"',
      'PUT /api/clientes/5/desactivar "3"',
      'PUT /api/clientes/6/desactivar null',
    ]);
  });

  it("a refused record stops none of the others, and the error counts the refusals with the server's reason", async () => {
    responder({ success: false, message: 'No se puede inactivar al último administrador activo' }, { status: 409 });
    const inactivar = dataProvider.updateMany('usuarios', { ids: [1, 2], data: { Active: false }, meta: { accion: 'desactivar' } });
    await expect(inactivar).rejects.toThrow('2 de 2 no se inactivaron: No se puede inactivar al último administrador activo');
    expect(llamadas).toHaveLength(2);
  });

  it("desbloquearIngreso deletes the user's sign-in attempts", async () => {
    responder({ success: true, message: 'Intentos de ingreso reiniciados', data: { UsuarioID: 4 } });
    await dataProvider.desbloquearIngreso(4);
    expect(llamadas.map((l) => `${l.method} ${l.url}`)).toEqual(['DELETE /api/usuarios/4/intentos']);
  });

  it('decidirRegistro puts the decision on the user, over the version shown', async () => {
    responder({ success: true, message: 'Registro aprobado: el usuario ya puede ingresar', data: { UsuarioID: 4 } });
    await dataProvider.decidirRegistro({ id: 4, Version: 2 }, 'aprobar');
    await dataProvider.decidirRegistro({ id: 5, Version: 1 }, 'rechazar');
    expect(llamadas.map((l) => `${l.method} ${l.url} ${l.headers.get('If-Match')}`)).toEqual([
      'PUT /api/usuarios/4/aprobar "2"',
      'PUT /api/usuarios/5/rechazar "1"',
    ]);
  });

  it('cambiarContrasena puts both passwords to the auth path and answers the new token', async () => {
    responder({ success: true, message: 'Contraseña actualizada', token: 'nuevo' });
    const respuesta = await dataProvider.cambiarContrasena({ ContrasenaActual: 'vieja1', ContrasenaNueva: 'nueva12' });
    expect(llamadas[0]).toMatchObject({
      url: '/api/auth/contrasena',
      method: 'PUT',
      body: JSON.stringify({ ContrasenaActual: 'vieja1', ContrasenaNueva: 'nueva12' }),
    });
    expect(respuesta).toEqual({ data: { token: 'nuevo' } });
  });

  it('preferencias reads and guardarPreferencias puts the signed-in user’s own', async () => {
    responder({ data: { ResumenDiario: false } });
    expect(await dataProvider.preferencias()).toEqual({ data: { ResumenDiario: false } });
    responder({ success: true, message: 'Preferencias guardadas', data: { ResumenDiario: true } });
    expect(await dataProvider.guardarPreferencias({ ResumenDiario: true })).toEqual({ data: { ResumenDiario: true } });
    expect(llamadas.map((l) => `${l.method} ${l.url} ${l.body ?? ''}`)).toEqual([
      'GET /api/usuarios/yo/preferencias ',
      'PUT /api/usuarios/yo/preferencias {"ResumenDiario":true}',
    ]);
  });

  it('registrar posts the form to the public registration path and reads the write envelope', async () => {
    responder({ success: true, message: 'Usuario registrado correctamente', data: { UsuarioID: 5, NombreUsuario: 'ana' } }, { status: 201 });
    const { data } = await dataProvider.registrar({ NombreUsuario: 'ana', Rol: 'Empleado' } as Registro);
    expect(llamadas[0]).toMatchObject({
      url: '/api/auth/registrar',
      method: 'POST',
      body: JSON.stringify({ NombreUsuario: 'ana', Rol: 'Empleado' }),
    });
    expect(data).toEqual({ UsuarioID: 5, NombreUsuario: 'ana' });
  });
});

describe('fleet and dashboard calls', () => {
  it('reads the dashboard, each alert list, and resolves a document alert with its comment', async () => {
    responder({ data: [] });
    await dataProvider.dashboard();
    expect(await dataProvider.alertas('mantenimiento')).toEqual({ data: [] });
    await dataProvider.alertas('documentos');
    await dataProvider.resolverAlerta(7, 'Turno confirmado');
    expect(llamadas.map((l) => `${l.method} ${l.url}`)).toEqual([
      'GET /api/dashboard',
      'GET /api/vehiculos/alertas/mantenimiento',
      'GET /api/vehiculos/alertas/documentos',
      'PUT /api/vehiculos/alertas/documentos/7/resolver',
    ]);
    expect(JSON.parse(llamadas[3].body!)).toEqual({ Comentario: 'Turno confirmado' });
  });
});

describe('printed papers', () => {
  it('downloads the order papers with the bearer token, named as the server names them', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    const pdf = '%PDF-1.3 remito';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        llamadas.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers) });
        const nombre = String(input).includes('remito') ? 'remito-7.pdf' : 'orden-de-compra-3.pdf';
        return new Response(pdf, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${nombre}"` } });
      }),
    );
    const { data: remito } = await dataProvider.papel('pedidos', 7);
    const { data: orden } = await dataProvider.papel('pedidos-proveedores', 3);
    expect(llamadas.map((l) => l.url)).toEqual(['/api/pedidos/7/remito.pdf', '/api/pedidos-proveedores/3/orden.pdf']);
    expect(llamadas[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(remito.nombre).toBe('remito-7.pdf');
    expect(await remito.contenido.text()).toBe(pdf);
    expect(orden.nombre).toBe('orden-de-compra-3.pdf');
  });

  it("rejects with the server's message when the paper cannot be had", async () => {
    responder({ success: false, message: 'Pedido no encontrado', error: 'Pedido no encontrado' }, { status: 404 });
    await expect(dataProvider.papel('pedidos', 999)).rejects.toMatchObject({ status: 404, message: 'Pedido no encontrado' });
  });
});

describe('transport', () => {
  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    responder({ data: [] });
    await dataProvider.alertas('documentos');
    expect(llamadas[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it("rejects with the server's Spanish message and status", async () => {
    responder(
      { success: false, message: 'Stock insuficiente para Carbón (disponible: 2)', error: 'Stock insuficiente para Carbón (disponible: 2)' },
      { status: 409 },
    );
    await expect(dataProvider.create('pedidos', { data: {} })).rejects.toMatchObject({
      status: 409,
      message: 'Stock insuficiente para Carbón (disponible: 2)',
    });
  });

  it("the typed client rejects as httpClient does: the server's Spanish message, its status and its body (a 409's current record)", async () => {
    const conflicto = { success: false, message: 'El registro fue modificado por otro usuario', data: { CobroID: 3, Version: 4 } };
    responder(conflicto, { status: 409 });
    await expect(dataProvider.anularCobro({ id: 3, Version: 2 }, 'duplicado')).rejects.toMatchObject({
      status: 409,
      message: 'El registro fue modificado por otro usuario',
      body: conflicto,
    });
    expect(llamadas.map((l) => `${l.method} ${l.url} ${l.headers.get('If-Match')} ${l.body}`)).toEqual([
      'PUT /api/cobros/3/anular "2" {"Motivo":"duplicado"}',
    ]);
  });

  it('knows every resource by a unique id field', () => {
    for (const [name, config] of Object.entries(RESOURCES)) {
      expect(config.idField, name).toMatch(/ID$/);
      expect(config.path.startsWith('/'), name).toBe(true);
    }
  });
});

describe('a request that never reaches the server', () => {
  it('fails with a Spanish message and status 0, not the browser\'s "Failed to fetch", a screen\'s own message still wins', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await dataProvider.update('clientes', { id: 7, data: { Nombre: 'Ana' }, previousData: { id: 7 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: SIN_CONEXION, status: 0 });
    // No server answered, so no server's message: the spec's message of the screen, where it has one.
    expect(mensajeDeError(error, 'Error al guardar el cliente')).toBe('Error al guardar el cliente');
    // The typed client's calls fail alike.
    await expect(dataProvider.totalesACobrar()).rejects.toMatchObject({ message: SIN_CONEXION, status: 0 });
  });
});
