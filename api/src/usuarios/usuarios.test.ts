import bcrypt from 'bcrypt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../../test/harness.js';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { filasDeAuditoria, ultimaFilaDeAuditoria } from '../../test/fixtures.js';

let app: TestApp;
let admin: string;
let adminId: number;
let supervisor: string;
let empleado: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  adminId = (await app.request('GET', '/auth/usuario-actual', { token: admin })).body.UsuarioID;
});
afterAll(() => app.close());

const NO_ENCONTRADO = 'Usuario no encontrado';

let contador = 0;
/** A complete user payload; `marca` goes into the names so a test can list only its own users. */
function datosUsuario(marca: string, extra: Record<string, unknown> = {}) {
  contador += 1;
  return {
    Nombre: `Nahuel ${marca}`,
    Apellido: 'Ibarra',
    Telefono: '+54 341 555-0199',
    Direccion: 'Bv. Oroño 1200, Rosario, Santa Fe',
    Email: `${marca}${contador}@carbonsur.com.ar`,
    NombreUsuario: `${marca}${contador}`,
    Contrasena: 'clave-segura',
    ...extra,
  };
}

async function crear(marca: string, extra: Record<string, unknown> = {}) {
  const body = datosUsuario(marca, extra);
  const res = await app.request('POST', '/usuarios', { token: admin, body });
  expect(res.status).toBe(201);
  return { ...body, ...res.body.data, Contrasena: body.Contrasena } as ReturnType<typeof datosUsuario> & { UsuarioID: number };
}

function expectSinSecretos(res: TestResponse) {
  expect(JSON.stringify(res.body)).not.toMatch(/"Contrasena"|contrasena_hash|\$2[aby]\$/);
}

function expectError(res: TestResponse, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, message, error: message });
}

const login = (nombreUsuario: string, contrasena: string) => app.request('POST', '/auth/login', { body: { nombreUsuario, contrasena } });

const listar = (query: string) => app.request('GET', `/usuarios?${query}`, { token: admin });
const nombresDe = (res: TestResponse) => (res.body as { NombreUsuario: string }[]).map((u) => u.NombreUsuario);

describe('who may use /usuarios', () => {
  const rutas = (id: number): [string, string, unknown][] => [
    ['GET', '/usuarios', undefined],
    ['GET', `/usuarios/${id}`, undefined],
    ['POST', '/usuarios', datosUsuario('rol')],
    ['PUT', `/usuarios/${id}`, { Telefono: '+54 11 1111-1111' }],
    ['PUT', `/usuarios/${id}/desactivar`, undefined],
  ];

  it('answers 401 without a token on every route', async () => {
    for (const [method, path, body] of rutas(adminId)) {
      expectError(await app.request(method, path, { body }), 401, 'Token no proporcionado');
    }
  });

  it('answers 403 to Empleado and Supervisor on every route, and changes nothing', async () => {
    const victima = await crear('rol');
    for (const token of [empleado, supervisor]) {
      for (const [method, path, body] of rutas(victima.UsuarioID)) {
        const res = await app.request(method, path, { token, body });
        expectError(res, 403, 'No tiene permisos para realizar esta acción');
      }
    }
    const fila = await app.db('usuarios').where({ usuario_id: victima.UsuarioID }).first();
    expect(fila).toMatchObject({ active: true, telefono: victima.Telefono });
    expect(await app.db('usuarios').where({ nombre: 'Nahuel rol' }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('answers 403 also on ids that do not exist, so the role check comes first', async () => {
    expect((await app.request('GET', '/usuarios/999999', { token: empleado })).status).toBe(403);
    expect((await app.request('GET', '/usuarios/abc', { token: supervisor })).status).toBe(403);
  });
});

describe('GET /usuarios', () => {
  it('answers a bare array without secrets and an X-Total-Count header', async () => {
    const propio = await crear('lista');
    const res = await listar('');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
    expect(res.body).toContainEqual(expect.objectContaining({ UsuarioID: propio.UsuarioID, NombreUsuario: propio.NombreUsuario }));
    expect(nombresDe(res)).toEqual(expect.arrayContaining(['admin', 'supervisor', 'empleado']));
    expectSinSecretos(res);
  });

  it('filters by Active', async () => {
    const activo = await crear('filtroact');
    const inactivo = await crear('filtroact', { Active: false });
    expect(nombresDe(await listar('q=filtroact&active=true'))).toEqual([activo.NombreUsuario]);
    expect(nombresDe(await listar('q=filtroact&active=false'))).toEqual([inactivo.NombreUsuario]);
    expect(nombresDe(await listar('q=filtroact&active=1'))).toEqual([activo.NombreUsuario]);
    expect(nombresDe(await listar('q=filtroact'))).toHaveLength(2);
    expectError(await listar('active=si'), 400, 'Debe ser true o false');
  });

  it('searches Nombre, Apellido, NombreUsuario and Email, case-insensitively', async () => {
    const u = await crear('busq', { Nombre: 'Hermenegildo', Apellido: 'Zapiola', Email: 'hz.unico@correo.com.ar' });
    for (const q of ['hermenegildo', 'ZAPIOLA', u.NombreUsuario.toUpperCase(), 'hz.unico@']) {
      expect(nombresDe(await listar(`q=${encodeURIComponent(q)}`)), q).toEqual([u.NombreUsuario]);
    }
    expect(await listar('q=nadie-se-llama-asi')).toMatchObject({ status: 200, body: [] });
  });

  it('takes LIKE wildcards in q literally', async () => {
    const u = await crear('comodin', { Apellido: 'Cien_%Porciento' });
    expect(nombresDe(await listar(`q=${encodeURIComponent('n_%p')}`))).toEqual([u.NombreUsuario]);
    expect(nombresDe(await listar(`q=${encodeURIComponent('%')}`))).toEqual([u.NombreUsuario]);
  });

  it('pages with page and limit, the header carrying the total of the filter', async () => {
    const creados = [await crear('pagina'), await crear('pagina'), await crear('pagina')];
    const nombres = creados.map((u) => u.NombreUsuario).sort();

    const primera = await listar('q=pagina&page=1&limit=2&sort=NombreUsuario&order=asc');
    expect(primera.status).toBe(200);
    expect(nombresDe(primera)).toEqual(nombres.slice(0, 2));
    expect(primera.headers.get('x-total-count')).toBe('3');

    const segunda = await listar('q=pagina&page=2&limit=2&sort=NombreUsuario&order=asc');
    expect(nombresDe(segunda)).toEqual(nombres.slice(2));
    expect(segunda.headers.get('x-total-count')).toBe('3');

    expect(nombresDe(await listar('q=pagina&page=3&limit=2'))).toEqual([]);
  });

  it('sorts by any API field in either order', async () => {
    const a = await crear('orden', { Apellido: 'Aguirre' });
    const b = await crear('orden', { Apellido: 'Zárate' });
    const c = await crear('orden', { Apellido: 'Moreno' });
    expect(nombresDe(await listar('q=orden&sort=Apellido&order=desc'))).toEqual([b, c, a].map((u) => u.NombreUsuario));
    expect(nombresDe(await listar('q=orden&sort=Apellido&order=ASC'))).toEqual([a, c, b].map((u) => u.NombreUsuario));
    expect(nombresDe(await listar('q=orden&sort=UsuarioID&order=desc'))).toEqual([c, b, a].map((u) => u.NombreUsuario));
  });

  it('answers 400 for a sort field that is not an API field', async () => {
    for (const sort of ['Contrasena', 'contrasena_hash', 'nombre_usuario', 'Nombre;drop table usuarios']) {
      expectError(await listar(`sort=${encodeURIComponent(sort)}`), 400, `No se puede ordenar por ${sort}`);
    }
    expect((await app.db('usuarios').count({ n: '*' }))[0].n).toBeGreaterThan(0);
  });
});

describe('GET /usuarios/:id', () => {
  it('answers the bare user object without secrets', async () => {
    const u = await crear('detalle');
    const res = await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      UsuarioID: u.UsuarioID,
      Nombre: u.Nombre,
      Apellido: 'Ibarra',
      Telefono: u.Telefono,
      Direccion: u.Direccion,
      Email: u.Email,
      NombreUsuario: u.NombreUsuario,
      Rol: 'Empleado',
      Active: true,
    });
    expect(res.body.data).toBeUndefined();
    expectSinSecretos(res);
  });

  it("answers 404 'Usuario no encontrado' for a missing or non-numeric id", async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999', '1e400', '%20']) {
      expectError(await app.request('GET', `/usuarios/${id}`, { token: admin }), 404, NO_ENCONTRADO);
    }
  });
});

describe('POST /usuarios', () => {
  it("hashes the password at the configured BCRYPT_COST (the run's; production's is at least 10, config.test.ts)", async () => {
    const u = await crear('costo');
    const { contrasena_hash } = await app.db('usuarios').where({ usuario_id: u.UsuarioID }).first('contrasena_hash');
    expect(bcrypt.getRounds(contrasena_hash)).toBe(app.config.costoContrasenas);
    expect(await bcrypt.compare(u.Contrasena, contrasena_hash)).toBe(true);
  });

  it('creates a user and answers 201 with the write envelope', async () => {
    const body = datosUsuario('alta', { Rol: 'Supervisor' });
    const res = await app.request('POST', '/usuarios', { token: admin, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario creado correctamente',
      data: { NombreUsuario: body.NombreUsuario, Email: body.Email, Rol: 'Supervisor', Active: true },
    });
    expectSinSecretos(res);
    const sesion = await login(body.NombreUsuario, body.Contrasena);
    expect(sesion.status).toBe(200);
    expect(sesion.body.usuario.Rol).toBe('Supervisor');
  });

  it('defaults Rol to Empleado and honours Active false', async () => {
    const u = await crear('alta', { Active: false });
    expect(u).toMatchObject({ Rol: 'Empleado', Active: false });
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
  });

  it('lets an administrator create another Administrador', async () => {
    const u = await crear('alta', { Rol: 'Administrador' });
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    expect((await app.request('GET', '/usuarios', { token })).status).toBe(200);
  });

  it('answers the spec messages for invalid fields', async () => {
    const vacio = await app.request('POST', '/usuarios', { token: admin, body: {} });
    expectError(vacio, 400, 'Nombre requerido');
    expect(vacio.body.errors).toEqual({
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
      NombreUsuario: 'Nombre de usuario requerido',
      Contrasena: 'Contraseña requerida',
    });
    const casos: [Record<string, unknown>, string, string][] = [
      [{ Email: 'sin-arroba' }, 'Email', 'Email inválido'],
      [{ Contrasena: 'corta' }, 'Contrasena', 'Mínimo 6 caracteres'],
      [{ Contrasena: '' }, 'Contrasena', 'Contraseña requerida'],
      [{ Rol: 'Gerente' }, 'Rol', 'Rol requerido'],
      [{ Active: 'no' }, 'Active', 'Activo debe ser verdadero o falso'],
      [{ Nombre: 'x'.repeat(101) }, 'Nombre', 'Máximo 100 caracteres'],
    ];
    for (const [extra, campo, mensaje] of casos) {
      const res = await app.request('POST', '/usuarios', { token: admin, body: datosUsuario('invalido', extra) });
      expectError(res, 400, mensaje);
      expect(res.body.errors).toEqual({ [campo]: mensaje });
    }
    expect(await app.db('usuarios').where({ nombre: 'Nahuel invalido' }).first()).toBeUndefined();
  });

  it('answers 409 for a user name or e-mail already taken, in any case', async () => {
    const u = await crear('dup');
    expectError(
      await app.request('POST', '/usuarios', { token: admin, body: datosUsuario('dup', { NombreUsuario: u.NombreUsuario.toUpperCase() }) }),
      409,
      'El nombre de usuario ya existe',
    );
    expectError(
      await app.request('POST', '/usuarios', { token: admin, body: datosUsuario('dup', { Email: ` ${u.Email.toUpperCase()} ` }) }),
      409,
      'El email ya está registrado',
    );
    expectError(
      await app.request('POST', '/usuarios', { token: admin, body: datosUsuario('dup', { NombreUsuario: u.Email }) }),
      409,
      'El nombre de usuario ya existe',
    );
  });

  it('answers 409, not 500, when two creations of the same name race', async () => {
    const body = datosUsuario('carrera');
    const results = await Promise.all([
      app.request('POST', '/usuarios', { token: admin, body }),
      app.request('POST', '/usuarios', { token: admin, body: { ...body, Email: `otro.${body.Email}` } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('PUT /usuarios/:id', () => {
  it('updates only the fields sent and answers the write envelope', async () => {
    const u = await crear('editar');
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Telefono: '+54 11 2222-3333' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario actualizado correctamente',
      data: { UsuarioID: u.UsuarioID, Telefono: '+54 11 2222-3333', Nombre: u.Nombre, Email: u.Email, Rol: 'Empleado', Active: true },
    });
    expectSinSecretos(res);
    const leido = await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: admin });
    expect(leido.body).toMatchObject({ Telefono: '+54 11 2222-3333', Direccion: u.Direccion, NombreUsuario: u.NombreUsuario });
  });

  it('keeps the old password when Contrasena is blank or null', async () => {
    const u = await crear('clave');
    for (const Contrasena of ['', null]) {
      const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Contrasena, Apellido: 'Paz' } });
      expect(res.status).toBe(200);
      expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(200);
    }
  });

  it('sets a new password that works for login, and the old one stops working', async () => {
    const u = await crear('clave');
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Contrasena: 'otra-clave-1' } });
    expect(res.status).toBe(200);
    expectSinSecretos(res);
    expect((await login(u.NombreUsuario, 'otra-clave-1')).status).toBe(200);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
  });

  it('validates the fields sent with the spec messages', async () => {
    const u = await crear('editinv');
    const casos: [Record<string, unknown>, string, string][] = [
      [{ Contrasena: '12345' }, 'Contrasena', 'Mínimo 6 caracteres'],
      [{ Nombre: '' }, 'Nombre', 'Nombre requerido'],
      [{ Apellido: null }, 'Apellido', 'Apellido requerido'],
      [{ Email: 'x@' }, 'Email', 'Email inválido'],
      [{ Email: '' }, 'Email', 'Email requerido'],
      [{ Rol: 'Dueño' }, 'Rol', 'Rol requerido'],
      [{ Active: 'false' }, 'Active', 'Activo debe ser verdadero o falso'],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body });
      expectError(res, 400, mensaje);
      expect(res.body.errors).toEqual({ [campo]: mensaje });
    }
    expect((await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: admin })).body).toMatchObject({ Nombre: u.Nombre, Active: true });
  });

  it("answers 409 for another user's name or e-mail, but accepts the user's own", async () => {
    const u = await crear('editdup');
    const otro = await crear('editdup');
    expectError(
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { NombreUsuario: otro.NombreUsuario.toUpperCase() } }),
      409,
      'El nombre de usuario ya existe',
    );
    expectError(
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Email: otro.Email } }),
      409,
      'El email ya está registrado',
    );
    const propio = await app.request('PUT', `/usuarios/${u.UsuarioID}`, {
      token: admin,
      body: { NombreUsuario: u.NombreUsuario.toUpperCase(), Email: u.Email },
    });
    expect(propio.status).toBe(200);
    expect(propio.body.data.NombreUsuario).toBe(u.NombreUsuario.toUpperCase());
  });

  it("answers 404 'Usuario no encontrado' for a missing or non-numeric id", async () => {
    for (const id of ['999999', 'abc']) {
      expectError(await app.request('PUT', `/usuarios/${id}`, { token: admin, body: { Nombre: 'X' } }), 404, NO_ENCONTRADO);
    }
  });

  it('refuses to inactivate the own account with 400', async () => {
    expectError(
      await app.request('PUT', `/usuarios/${adminId}`, { token: admin, body: { Active: false } }),
      400,
      'No puede inactivar su propia cuenta',
    );
    expect((await app.db('usuarios').where({ usuario_id: adminId }).first()).active).toBe(true);
    // Editing other fields of the own account is fine.
    expect(
      (await app.request('PUT', `/usuarios/${adminId}`, { token: admin, body: { Active: true, Telefono: '+54 11 4567-1200' } })).status,
    ).toBe(200);
  });

  it('inactivates and reactivates another account through Active', async () => {
    const u = await crear('activo');
    const baja = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Active: false } });
    expect(baja.body.data.Active).toBe(false);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
    const alta = await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Active: true } });
    expect(alta.body.data.Active).toBe(true);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(200);
  });

  it('changes the role, and the next login carries it', async () => {
    const u = await crear('rolcambio');
    await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Rol: 'Administrador' } });
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    expect((await app.request('GET', '/usuarios', { token })).status).toBe(200);
  });
});

describe('PUT /usuarios/:id/desactivar', () => {
  it('refuses the own account with 400', async () => {
    expectError(await app.request('PUT', `/usuarios/${adminId}/desactivar`, { token: admin }), 400, 'No puede inactivar su propia cuenta');
    expect((await login('admin', CONTRASENAS_DEMO.admin)).status).toBe(200);
  });

  it('inactivates another account: it answers the write envelope, cannot log in, and its token stops working', async () => {
    const u = await crear('baja');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    const res = await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Usuario inactivado correctamente',
      data: { UsuarioID: u.UsuarioID, Active: false },
    });
    expectSinSecretos(res);
    expect((await login(u.NombreUsuario, u.Contrasena)).status).toBe(401);
    expect((await app.request('GET', '/auth/usuario-actual', { token })).status).toBe(401);
    expect(nombresDe(await listar(`q=${u.NombreUsuario}&active=false`))).toEqual([u.NombreUsuario]);
  });

  it("answers 404 'Usuario no encontrado' for a missing or non-numeric id", async () => {
    for (const id of ['999999', 'abc', '2147483648']) {
      expectError(await app.request('PUT', `/usuarios/${id}/desactivar`, { token: admin }), 404, NO_ENCONTRADO);
    }
  });

  it('never leaves the system without an active administrator: the last one cannot be demoted or inactivated (409)', async () => {
    const otros = await app.db('usuarios').where({ rol: 'Administrador', active: true }).whereNot({ usuario_id: adminId }).pluck('usuario_id');
    await app.db('usuarios').whereIn('usuario_id', otros).update({ active: false });
    try {
      expectError(
        await app.request('PUT', `/usuarios/${adminId}`, { token: admin, body: { Rol: 'Empleado' } }),
        409,
        'No se puede dejar el sistema sin un administrador activo',
      );
      const segundo = await crear('admsegundo', { Rol: 'Administrador' });
      const tokenSegundo = (await login(segundo.NombreUsuario, segundo.Contrasena)).body.token;
      // With a second one active, either may step down or be inactivated; then the other is the last again.
      expect((await app.request('PUT', `/usuarios/${segundo.UsuarioID}`, { token: tokenSegundo, body: { Rol: 'Empleado' } })).status).toBe(200);
      const tercero = await crear('admtercero', { Rol: 'Administrador' });
      const tokenTercero = (await login(tercero.NombreUsuario, tercero.Contrasena)).body.token;
      expect((await app.request('PUT', `/usuarios/${adminId}/desactivar`, { token: tokenTercero })).status).toBe(200);
      expectError(
        await app.request('PUT', `/usuarios/${tercero.UsuarioID}`, { token: tokenTercero, body: { Rol: 'Supervisor' } }),
        409,
        'No se puede dejar el sistema sin un administrador activo',
      );
      expect(await app.db('usuarios').where({ rol: 'Administrador', active: true }).pluck('usuario_id')).toEqual([tercero.UsuarioID]);
    } finally {
      await app
        .db('usuarios')
        .whereIn('usuario_id', [...otros, adminId])
        .update({ active: true, rol: 'Administrador' });
      // Its inactivation revoked the token the other tests use.
      admin = await app.login('admin');
    }
  });

  it('lets another administrator inactivate an administrator, whose token then stops working', async () => {
    const otroAdmin = await crear('admbaja', { Rol: 'Administrador' });
    const token = (await login(otroAdmin.NombreUsuario, otroAdmin.Contrasena)).body.token;
    expect((await app.request('PUT', `/usuarios/${otroAdmin.UsuarioID}/desactivar`, { token: admin })).status).toBe(200);
    expect((await app.request('GET', '/usuarios', { token })).status).toBe(401);
  });
});

describe('/usuarios/yo/preferencias', () => {
  const preferencias = (method: string, token?: string, body?: unknown) => app.request(method, '/usuarios/yo/preferencias', { token, body });

  it('lets any signed-in user read and set their own daily digest, a change of their record in its trail', async () => {
    const u = await crear('preferencias');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    expect((await preferencias('GET', token)).body).toEqual({ data: { ResumenDiario: false } });
    const { Version } = (await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: admin })).body;
    const desde = await ultimaFilaDeAuditoria(app);
    const res = await preferencias('PUT', token, { ResumenDiario: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Preferencias guardadas', data: { ResumenDiario: true } });
    expect((await preferencias('GET', token)).body.data).toEqual({ ResumenDiario: true });
    const leido = (await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: admin })).body;
    expect(leido).toMatchObject({ ResumenDiario: true, Version: Version + 1 });
    const filas = (await filasDeAuditoria(app, 'usuarios', u.UsuarioID)).slice(-1);
    expect(filas).toEqual([
      expect.objectContaining({
        accion: 'modificar',
        usuarioId: u.UsuarioID,
        cambios: [{ Campo: 'ResumenDiario', Antes: false, Despues: true }],
      }),
    ]);
    expect(await ultimaFilaDeAuditoria(app)).toBeGreaterThan(desde);
    // Any role reads its own: an Empleado, who may not read /usuarios.
    expect((await preferencias('GET', empleado)).status).toBe(200);
  });

  it('needs a session; a value that is not true or false is a 400 with its message', async () => {
    expect((await preferencias('GET')).status).toBe(401);
    const res = await preferencias('PUT', supervisor, { ResumenDiario: 'sí' });
    expectError(res, 400, 'Resumen diario debe ser verdadero o falso');
  });
});

describe('bad input to /usuarios', () => {
  const malos: { body?: unknown; rawBody?: string }[] = [
    { body: [] },
    { body: [datosUsuario('malo')] },
    { rawBody: '7' },
    { rawBody: 'null' },
    { rawBody: 'true' },
    { rawBody: '"texto"' },
    { rawBody: '{"Nombre": ' },
    { rawBody: "{'Nombre': 'x'}" },
    {
      body: {
        Nombre: 1,
        Apellido: [],
        Telefono: {},
        Direccion: true,
        Email: 5,
        NombreUsuario: null,
        Contrasena: 123456,
        Rol: ['Empleado'],
        Active: 'si',
      },
    },
    { body: { ...datosUsuario('malo'), Nombre: 'x'.repeat(150_000) } },
    { body: { ...datosUsuario('malo'), NombreUsuario: 'nul\u0000o', Email: 'nulo@carbonsur.com.ar' } },
    { body: { ...datosUsuario('malo'), Contrasena: 'ñ'.repeat(73) } },
    { body: { ...datosUsuario('malo'), UsuarioID: 'abc', createdAt: 'ayer' } },
  ];

  it('never answers 500 on POST, PUT or desactivar', async () => {
    const u = await crear('malo');
    const destinos: [string, string][] = [
      ['POST', '/usuarios'],
      ['PUT', `/usuarios/${u.UsuarioID}`],
      ['PUT', `/usuarios/${u.UsuarioID}/desactivar`],
    ];
    for (const [method, path] of destinos) {
      for (const malo of malos) {
        const res = await app.request(method, path, { token: admin, ...malo });
        const caso = `${method} ${path} ${JSON.stringify(malo).slice(0, 80)}`;
        expect(res.status, caso).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.message, caso).toBe(res.body.error);
      }
    }
    // The only request that could legitimately act is desactivar, which ignores its body.
    const fila = await app.db('usuarios').where({ usuario_id: u.UsuarioID }).first();
    expect(fila.nombre).toBe(u.Nombre);
  });

  it('never answers 500 on the list query', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'limit=0',
      'limit=x',
      'page=1&limit=1.5',
      'order=up',
      'active=maybe',
      'q=%00',
      'sort=',
      'page=1e400',
    ]) {
      const res = await listar(query);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
      expect(res.body.message, query).toBe(res.body.error);
    }
    for (const query of ['q=', 'q=%20%20', 'page=1&page=2', 'sort=Email&sort=Nombre', `q=${'x'.repeat(2000)}`, 'limit=5000']) {
      expect((await listar(query)).status, query).toBe(200);
    }
  });
});

describe('audit trail', () => {
  /** A user's rows, oldest first, with what each says. */
  async function rastro(id: number) {
    const filas = await filasDeAuditoria(app, 'usuarios', id);
    return filas.map(({ accion, usuarioId, cambios }) => ({ accion, usuarioId, cambios }));
  }

  /** Every row written after `desde`, as the table stores it, holds none of the passwords nor a bcrypt hash. */
  async function expectRastroSinContrasenas(desde: number, contrasenas: string[]) {
    const filas = await app.db('auditoria').where('auditoria_id', '>', desde);
    expect(filas.length).toBeGreaterThan(0);
    const texto = JSON.stringify(filas);
    for (const contrasena of contrasenas) expect(texto).not.toContain(contrasena);
    expect(texto).not.toContain('$2');
  }

  const CONTRASENA_NUEVA = { Campo: 'Contrasena', Antes: null, Despues: null };

  it("an administrator's creation leaves one row with every value set, none of them the password", async () => {
    const desde = await ultimaFilaDeAuditoria(app);
    const u = await crear('rastroalta', { Rol: 'Supervisor' });
    expect(await rastro(u.UsuarioID)).toEqual([
      {
        accion: 'crear',
        usuarioId: adminId,
        cambios: [
          { Campo: 'Nombre', Antes: null, Despues: u.Nombre },
          { Campo: 'Apellido', Antes: null, Despues: 'Ibarra' },
          { Campo: 'Telefono', Antes: null, Despues: u.Telefono },
          { Campo: 'Direccion', Antes: null, Despues: u.Direccion },
          { Campo: 'Email', Antes: null, Despues: u.Email },
          { Campo: 'NombreUsuario', Antes: null, Despues: u.NombreUsuario },
          { Campo: 'Rol', Antes: null, Despues: 'Supervisor' },
          { Campo: 'Chofer', Antes: null, Despues: false },
          { Campo: 'ResumenDiario', Antes: null, Despues: false },
          { Campo: 'Active', Antes: null, Despues: true },
        ],
      },
    ]);
    await expectRastroSinContrasenas(desde, [u.Contrasena]);
  });

  it('an update of fields and role leaves one row with only what changed; one that changes nothing leaves none', async () => {
    const u = await crear('rastroedicion');
    const body = { Nombre: u.Nombre, Telefono: '+54 11 2222-3333', Rol: 'Supervisor', Contrasena: '' };
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body })).status).toBe(200);
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([
      {
        accion: 'modificar',
        usuarioId: adminId,
        cambios: [
          { Campo: 'Telefono', Antes: u.Telefono, Despues: '+54 11 2222-3333' },
          { Campo: 'Rol', Antes: 'Empleado', Despues: 'Supervisor' },
        ],
      },
    ]);
  });

  it("an administrator's new password is named, never written: alone a 'cambiar_contrasena', with other changes one more of them", async () => {
    const u = await crear('rastroclave');
    const desde = await ultimaFilaDeAuditoria(app);
    const cambiar = (body: Record<string, unknown>) => app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body });
    expect((await cambiar({ Nombre: u.Nombre, Contrasena: 'clave-nueva-1' })).status).toBe(200);
    expect((await cambiar({ Apellido: 'Paz', Contrasena: 'clave-nueva-2' })).status).toBe(200);
    expect((await cambiar({ Active: false })).status).toBe(200);
    expect((await cambiar({ Active: true, Contrasena: 'clave-nueva-3' })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([
      { accion: 'cambiar_contrasena', usuarioId: adminId, cambios: [] },
      { accion: 'modificar', usuarioId: adminId, cambios: [{ Campo: 'Apellido', Antes: 'Ibarra', Despues: 'Paz' }, CONTRASENA_NUEVA] },
      { accion: 'desactivar', usuarioId: adminId, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
      { accion: 'activar', usuarioId: adminId, cambios: [{ Campo: 'Active', Antes: false, Despues: true }, CONTRASENA_NUEVA] },
    ]);
    await expectRastroSinContrasenas(desde, [u.Contrasena, 'clave-nueva-1', 'clave-nueva-2', 'clave-nueva-3']);
  });

  it('an inactivation through its route is one row, and inactivating an inactive account writes none', async () => {
    const u = await crear('rastrobaja');
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: admin })).status).toBe(200);
    expect((await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: admin })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([
      { accion: 'desactivar', usuarioId: adminId, cambios: [{ Campo: 'Active', Antes: true, Despues: false }] },
    ]);
  });

  it("clearing an account's failed sign-ins is a 'desbloquear' row by the administrator", async () => {
    // (That it clears them is proven in auth.test.ts; failing sign-ins here would count against this file's address.)
    const u = await crear('rastrodesbloqueo');
    expect((await app.request('DELETE', `/usuarios/${u.UsuarioID}/intentos`, { token: admin })).status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([{ accion: 'desbloquear', usuarioId: adminId, cambios: [] }]);
  });

  it('a registration is authored by the new user, or by the administrator signed in who registers it', async () => {
    const desde = await ultimaFilaDeAuditoria(app);
    const publico = datosUsuario('rastroregistro');
    const res = await app.request('POST', '/auth/registrar', { body: publico });
    expect(res.status).toBe(201);
    const id = res.body.data.UsuarioID;
    expect(await rastro(id)).toEqual([
      {
        accion: 'crear',
        usuarioId: id,
        cambios: expect.arrayContaining([{ Campo: 'NombreUsuario', Antes: null, Despues: publico.NombreUsuario }]),
      },
    ]);
    const porAdmin = datosUsuario('rastroregistro', { Rol: 'Supervisor' });
    const otro = await app.request('POST', '/auth/registrar', { token: admin, body: porAdmin });
    expect(otro.status).toBe(201);
    expect((await rastro(otro.body.data.UsuarioID)).map((f) => [f.accion, f.usuarioId])).toEqual([['crear', adminId]]);
    await expectRastroSinContrasenas(desde, [publico.Contrasena]);
  });

  it("a user's own password change is a 'cambiar_contrasena' row by that user, with no values", async () => {
    const u = await crear('rastropropia');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    const desde = await ultimaFilaDeAuditoria(app);
    const res = await app.request('PUT', '/auth/contrasena', {
      token,
      body: { ContrasenaActual: u.Contrasena, ContrasenaNueva: 'propia-nueva-1' },
    });
    expect(res.status).toBe(200);
    expect((await rastro(u.UsuarioID)).slice(1)).toEqual([{ accion: 'cambiar_contrasena', usuarioId: u.UsuarioID, cambios: [] }]);
    await expectRastroSinContrasenas(desde, [u.Contrasena, 'propia-nueva-1']);
  });

  it('a refused change (400, 403, 404, 409) leaves no row', async () => {
    const u = await crear('rastrorechazo');
    const token = (await login(u.NombreUsuario, u.Contrasena)).body.token;
    const ultima = await ultimaFilaDeAuditoria(app);
    const rechazos = [
      await app.request('POST', '/usuarios', { token: admin, body: datosUsuario('rastrorechazo', { Contrasena: '123' }) }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: admin, body: { Email: 'mal', Contrasena: 'clave-rechazada' } }),
      await app.request('PUT', `/usuarios/${adminId}`, { token: admin, body: { Active: false } }),
      await app.request('PUT', `/usuarios/${adminId}/desactivar`, { token: admin }),
      await app.request('PUT', '/auth/contrasena', { token, body: { ContrasenaActual: 'otra-cosa', ContrasenaNueva: 'clave-rechazada' } }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, { token: supervisor, body: { Telefono: '1' } }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}/desactivar`, { token: empleado }),
      await app.request('DELETE', `/usuarios/${u.UsuarioID}/intentos`, { token: supervisor }),
      await app.request('POST', '/auth/registrar', { body: datosUsuario('rastrorechazo', { Rol: 'Supervisor' }) }),
      await app.request('PUT', '/usuarios/999999', { token: admin, body: { Telefono: '1' } }),
      await app.request('PUT', '/usuarios/999999/desactivar', { token: admin }),
      await app.request('DELETE', '/usuarios/999999/intentos', { token: admin }),
      await app.request('POST', '/usuarios', { token: admin, body: datosUsuario('rastrorechazo', { NombreUsuario: u.NombreUsuario }) }),
      await app.request('PUT', `/usuarios/${u.UsuarioID}`, {
        token: admin,
        body: { Email: 'admin@carbonsur.com.ar', Contrasena: 'clave-rechazada' },
      }),
      await app.request('POST', '/auth/registrar', { body: datosUsuario('rastrorechazo', { Email: u.Email }) }),
    ];
    expect(rechazos.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 403, 403, 403, 403, 404, 404, 404, 409, 409, 409]);
    expect(await ultimaFilaDeAuditoria(app)).toBe(ultima);
  });
});
