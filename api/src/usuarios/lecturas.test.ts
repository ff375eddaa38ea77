import { describe, expect, it } from 'vitest';
import { expectError, expectSinSecretos } from '../../test/auth.js';
import { datosUsuario, NO_ENCONTRADO, nombresDe, usuariosDePrueba } from '../../test/usuarios.js';

// Who may use /usuarios, the list and the detail, and bad input to every route.

const { app, tokens, usuarioId, crear, listar } = usuariosDePrueba();

describe('who may use /usuarios', () => {
  const rutas = (id: number): [string, string, unknown][] => [
    ['GET', '/usuarios', undefined],
    ['GET', `/usuarios/${id}`, undefined],
    ['POST', '/usuarios', datosUsuario('rol')],
    ['PUT', `/usuarios/${id}`, { Telefono: '+54 11 1111-1111' }],
    ['PUT', `/usuarios/${id}/desactivar`, undefined],
  ];

  it('answers 401 without a token on every route', async () => {
    for (const [method, path, body] of rutas(usuarioId.admin)) {
      expectError(await app.request(method, path, { body }), 401, 'Token no proporcionado');
    }
  });

  it('answers 403 to Empleado and Supervisor on every route, and changes nothing', async () => {
    const victima = await crear('rol');
    for (const token of [tokens.empleado, tokens.supervisor]) {
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
    expect((await app.request('GET', '/usuarios/999999', { token: tokens.empleado })).status).toBe(403);
    expect((await app.request('GET', '/usuarios/abc', { token: tokens.supervisor })).status).toBe(403);
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
    const res = await app.request('GET', `/usuarios/${u.UsuarioID}`, { token: tokens.admin });
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
      expectError(await app.request('GET', `/usuarios/${id}`, { token: tokens.admin }), 404, NO_ENCONTRADO);
    }
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
        const res = await app.request(method, path, { token: tokens.admin, ...malo });
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
