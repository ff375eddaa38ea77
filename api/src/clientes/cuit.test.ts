import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatoCuit } from '#dominio/fiscal';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearProveedor, cuitNuevo, unico } from '../../test/fixtures.js';

// Issue 44: a CUIT is unique among clients and among suppliers, and the database holds the rule (migration 032,
// docs/decisiones.md, 89): a create, an edit or an import that repeats one is a 409 naming it, and nothing is written.

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

const contar = async (tabla: string, cuit: string) => Number((await app.db(tabla).where({ cuit }).count({ n: '*' }))[0].n);

describe('a CUIT is unique among clients', () => {
  it('a new client with the CUIT of another (dashes or not): 409 naming it, and nothing written', async () => {
    const cuit = cuitNuevo();
    await crearCliente(app, admin, { CUIT: cuit });
    const res = await app.request('POST', '/clientes', {
      token: admin,
      body: {
        Nombre: unico('Cli'),
        Apellido: 'Repetido',
        Telefono: '1',
        Direccion: 'D',
        Email: 'repetido@prueba.com.ar',
        CUIT: formatoCuit(cuit),
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: `Ya existe un cliente con el CUIT ${formatoCuit(cuit)}` });
    expect(await contar('clientes', cuit)).toBe(1);
  });

  it('an edit to the CUIT of another: 409, the client as it was; without CUIT any number of clients', async () => {
    const cuit = cuitNuevo();
    await crearCliente(app, admin, { CUIT: cuit });
    const otro = await crearCliente(app, admin, { CUIT: '' });
    const res = await app.request('PUT', `/clientes/${otro.ClienteID}`, { token: admin, body: { CUIT: cuit, Telefono: '999' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Ya existe un cliente con el CUIT ${formatoCuit(cuit)}`);
    expect(await app.db('clientes').where({ cliente_id: otro.ClienteID }).first('cuit', 'telefono')).toEqual({
      cuit: null,
      telefono: '+54 11 4000-0000',
    });
    expect((await crearCliente(app, admin)).ClienteID).toBeGreaterThan(otro.ClienteID);
    expect((await app.request('PUT', `/clientes/${otro.ClienteID}`, { token: admin, body: { CUIT: cuitNuevo() } })).status).toBe(200);
  });

  it('an import and a create of the same CUIT at once: one is written, the other refused naming the CUIT', async () => {
    const cuit = cuitNuevo();
    const fila = { Nombre: unico('Imp'), Apellido: 'A la vez', Telefono: '1', Direccion: 'D', Email: 'avez@prueba.com.ar', CUIT: cuit };
    const [importada, creada] = await Promise.all([
      app.request('POST', '/importaciones/clientes', { token: admin, body: { filas: [fila] } }),
      app.request('POST', '/clientes', { token: admin, body: { ...fila, Nombre: unico('Cli') } }),
    ]);
    expect([importada.status, creada.status].filter((estado) => estado === 201)).toHaveLength(1);
    const rechazo = importada.status === 201 ? creada : importada;
    expect(rechazo.body.message).toMatch(
      new RegExp(`^(Ya existe un cliente con el CUIT ${formatoCuit(cuit)}|Hay errores en 1 fila: no se importó nada)$`),
    );
    expect(await contar('clientes', cuit)).toBe(1);
  });
});

describe('a CUIT is unique among suppliers', () => {
  it('a create or an edit with the CUIT of another supplier: 409; a client may share it', async () => {
    const cuit = cuitNuevo();
    await crearProveedor(app, admin, { CUIT: cuit });
    const res = await app.request('POST', '/proveedores', {
      token: admin,
      body: { Nombre: unico('Prov'), Telefono: '1', Direccion: 'D', Email: 'prov@prueba.com.ar', CUIT: cuit },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Ya existe un proveedor con el CUIT ${formatoCuit(cuit)}`);
    const otro = await crearProveedor(app, admin);
    const editado = await app.request('PUT', `/proveedores/${otro.ProveedorID}`, { token: admin, body: { CUIT: cuit } });
    expect(editado.status).toBe(409);
    expect(editado.body.message).toBe(`Ya existe un proveedor con el CUIT ${formatoCuit(cuit)}`);
    expect(await contar('proveedores', cuit)).toBe(1);
    // The same company may buy and sell.
    expect((await crearCliente(app, admin, { CUIT: cuit })).ClienteID).toEqual(expect.any(Number));
  });
});

describe('migration 032 on a database that already repeats a CUIT', () => {
  it('stops with the repeated CUITs listed, and applies once they are fixed', async () => {
    const migracion = { name: '20261202_032_cuit_unico' };
    await app.db.migrate.down(migracion);
    const cuit = cuitNuevo();
    const [a, b] = [await crearCliente(app, admin, { CUIT: cuit }), await crearCliente(app, admin, { CUIT: cuit })];
    await expect(app.db.migrate.up(migracion)).rejects.toThrow(
      `No se puede hacer único el CUIT: estos se repiten (CUIT ${cuit}: clientes ${a.ClienteID}, ${b.ClienteID}). Corrija o borre el CUIT repetido de cada registro y vuelva a iniciar.`,
    );
    expect(await contar('clientes', cuit)).toBe(2);
    await app.db('clientes').where({ cliente_id: b.ClienteID }).update({ cuit: null });
    await app.db.migrate.up(migracion);
    expect((await app.request('PUT', `/clientes/${b.ClienteID}`, { token: admin, body: { CUIT: cuit } })).status).toBe(409);
  });
});
