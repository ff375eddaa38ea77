import { beforeAll, describe, expect, it } from 'vitest';
import { appDelArchivo, ROLES, type Rol, sesionesDelArchivo } from '../../../test/harness.js';
import { crearVehiculo } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

describe('authentication and roles', () => {
  it.each([
    ['GET', '/vehiculos'],
    ['GET', '/vehiculos/disponibles'],
    ['GET', '/vehiculos/1'],
    ['POST', '/vehiculos'],
    ['PUT', '/vehiculos/1'],
    ['PUT', '/vehiculos/1/desactivar'],
  ])('%s %s without a token is 401', async (method, path) => {
    const res = await app.request(method, path, method === 'GET' ? {} : { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it.each(ROLES)('%s can list, create, read and edit vehicles', async (rol) => {
    const creado = await crearVehiculo(app, tokens[rol]);
    const lista = await app.request('GET', `/vehiculos?q=${creado.Patente}`, { token: tokens[rol] });
    expect(lista.status).toBe(200);
    expect(lista.body.data.map((v: any) => v.VehiculoID)).toEqual([creado.VehiculoID]);
    const detalle = await app.request('GET', `/vehiculos/${creado.VehiculoID}`, { token: tokens[rol] });
    expect(detalle.status).toBe(200);
    const editado = await app.request('PUT', `/vehiculos/${creado.VehiculoID}`, {
      token: tokens[rol],
      body: { Modelo: 'Cargo 1722' },
    });
    expect(editado.status).toBe(200);
    expect(editado.body).toMatchObject({ success: true, message: 'Vehículo actualizado correctamente' });
    expect(editado.body.data.Modelo).toBe('Cargo 1722');
  });
});

describe('GET /vehiculos/:id', () => {
  it('answers {data} with documentos and mantenimientos', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 20000 });
    await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: tokens.admin,
      body: { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-1', FechaEmision: '2026-01-01', FechaVencimiento: '2027-01-01' },
    });
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Frenos', Kilometraje: 19000 },
    });
    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ VehiculoID: v.VehiculoID, Patente: v.Patente, CantidadDocumentos: 1 });
    expect(res.body.data.documentos).toEqual([
      expect.objectContaining({ TipoDocumento: 'VTV', NumeroDocumento: 'VTV-1', FechaVencimiento: '2027-01-01' }),
    ]);
    expect(res.body.data.mantenimientos).toEqual([expect.objectContaining({ TipoMantenimiento: 'Frenos', Kilometraje: 19000 })]);
  });

  it.each(['999999', 'abc', '1.5'])('404 Vehículo no encontrado for id %s', async (id) => {
    const res = await app.request('GET', `/vehiculos/${id}`, { token: tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Vehículo no encontrado', error: 'Vehículo no encontrado' });
  });
});

describe('GET /vehiculos', () => {
  // A family of vehicles with a common plate prefix, so each filter can be checked on them alone.
  const prefijo = 'ZQF-'; // a hyphen, which nuevaPatente's random plates never hold
  let disponible: any;
  let enUso: any;
  let mantenimiento: any;
  let otraMarca: any;

  beforeAll(async () => {
    const crear = (sufijo: string, campos: Record<string, unknown>) =>
      crearVehiculo(app, tokens.admin, { Patente: `${prefijo}${sufijo}`, ...campos });
    app.setNow(new Date('2026-03-01T02:30:00Z')); // still 2026-02-28 in Buenos Aires
    disponible = await crear('1', { Marca: 'Ford', KilometrajeActual: 9800, UltimoCambioAceite: 0 });
    app.setNow(new Date('2026-03-01T03:30:00Z')); // 2026-03-01 in Buenos Aires
    enUso = await crear('2', { Marca: 'Ford', Disponible: false, KilometrajeActual: 100 });
    app.setNow(new Date('2026-03-05T12:00:00Z'));
    mantenimiento = await crear('3', { Marca: 'Ford', Disponible: false, Active: false });
    otraMarca = await crear('4', { Marca: 'Mercedes-Benz', Modelo: 'Sprinter' });
    app.setNow(undefined);
  });

  const ids = (res: { body: any }) => res.body.data.map((v: any) => v.VehiculoID).sort((a: number, b: number) => a - b);
  const listar = (query: string, rol: Rol = 'admin') => app.request('GET', `/vehiculos?q=${prefijo}&${query}`, { token: tokens[rol] });

  it('answers {data} with the derived fields of each vehicle', async () => {
    const res = await listar('');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(ids(res)).toEqual([disponible.VehiculoID, enUso.VehiculoID, mantenimiento.VehiculoID, otraMarca.VehiculoID]);
    const porId = new Map(res.body.data.map((v: any) => [v.VehiculoID, v]));
    expect(porId.get(disponible.VehiculoID)).toMatchObject({
      EstadoDerivado: 'Disponible',
      CantidadDocumentos: 0,
      KmRestantesAceite: 200,
      KmRestantesCorrea: 50200,
    });
    expect(porId.get(enUso.VehiculoID)).toMatchObject({ EstadoDerivado: 'En uso' });
    expect(porId.get(mantenimiento.VehiculoID)).toMatchObject({ EstadoDerivado: 'Mantenimiento' });
  });

  it('q searches the plate, case-insensitively and literally', async () => {
    const res = await app.request('GET', `/vehiculos?q=${prefijo.toLowerCase()}2`, { token: tokens.admin });
    expect(ids(res)).toEqual([enUso.VehiculoID]);
    const comodin = await app.request('GET', `/vehiculos?q=${encodeURIComponent('ZQ%')}`, { token: tokens.admin });
    expect(comodin.body.data).toEqual([]);
  });

  it('filters by marca', async () => {
    expect(ids(await listar('marca=mercedes'))).toEqual([otraMarca.VehiculoID]);
    expect(ids(await listar('marca=Ford'))).toEqual([disponible.VehiculoID, enUso.VehiculoID, mantenimiento.VehiculoID]);
  });

  it('filters by the derived estado', async () => {
    expect(ids(await listar('estado=Disponible'))).toEqual([disponible.VehiculoID, otraMarca.VehiculoID]);
    expect(ids(await listar(`estado=${encodeURIComponent('En uso')}`))).toEqual([enUso.VehiculoID]);
    expect(ids(await listar('estado=Mantenimiento'))).toEqual([mantenimiento.VehiculoID]);
    const malo = await listar('estado=Roto');
    expect(malo.status).toBe(400);
  });

  it('filters by activo', async () => {
    expect(ids(await listar('activo=false'))).toEqual([mantenimiento.VehiculoID]);
    expect(ids(await listar('activo=true'))).toEqual([disponible.VehiculoID, enUso.VehiculoID, otraMarca.VehiculoID]);
    expect((await listar('activo=quizas')).status).toBe(400);
  });

  it('filters by FechaCreacion, inclusive days of the business time zone', async () => {
    expect(ids(await listar('fechaHasta=2026-02-28'))).toEqual([disponible.VehiculoID]);
    expect(ids(await listar('fechaDesde=2026-03-01&fechaHasta=2026-03-01'))).toEqual([enUso.VehiculoID]);
    expect(ids(await listar('fechaDesde=2026-03-02'))).toEqual([mantenimiento.VehiculoID, otraMarca.VehiculoID]);
    expect(ids(await listar('fechaDesde=2026-03-05&fechaHasta=2026-03-05'))).toEqual([mantenimiento.VehiculoID, otraMarca.VehiculoID]);
    expect((await listar('fechaDesde=2026-02-30')).status).toBe(400);
    expect((await listar('fechaHasta=ayer')).status).toBe(400);
  });

  it('filters by conAlertas (maintenance or document alert)', async () => {
    // disponible has 200 km left for oil; enUso gets a document expiring soon; the inactive one never alerts.
    const vence = new Date(Date.now() + 3 * 86400000).toISOString().slice(0, 10);
    await app.request('POST', `/vehiculos/${enUso.VehiculoID}/documentos`, {
      token: tokens.admin,
      body: { TipoDocumento: 'Seguro', NumeroDocumento: 'S-1', FechaEmision: '2025-01-01', FechaVencimiento: vence },
    });
    await app.request('POST', `/vehiculos/${mantenimiento.VehiculoID}/documentos`, {
      token: tokens.admin,
      body: { TipoDocumento: 'Seguro', NumeroDocumento: 'S-2', FechaEmision: '2025-01-01', FechaVencimiento: vence },
    });
    expect(ids(await listar('conAlertas=true'))).toEqual([disponible.VehiculoID, enUso.VehiculoID]);
    expect(ids(await listar('conAlertas=false'))).toEqual([mantenimiento.VehiculoID, otraMarca.VehiculoID]);
    const conDocs = await listar('');
    expect(conDocs.body.data.find((v: any) => v.VehiculoID === enUso.VehiculoID).CantidadDocumentos).toBe(1);
  });

  it('combines filters', async () => {
    expect(ids(await listar('marca=ford&activo=true&estado=Disponible'))).toEqual([disponible.VehiculoID]);
  });

  it('pages and sorts by any API field, derived ones included', async () => {
    const res = await listar('page=1&limit=2&sort=Patente&order=desc');
    expect(res.body).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(res.body.data.map((v: any) => v.Patente)).toEqual([`${prefijo}4`, `${prefijo}3`]);
    const segunda = await listar('page=2&limit=2&sort=Patente&order=desc');
    expect(segunda.body.data.map((v: any) => v.Patente)).toEqual([`${prefijo}2`, `${prefijo}1`]);
    const porKm = await listar('sort=KmRestantesAceite&order=asc');
    expect(porKm.body.data[0].VehiculoID).toBe(disponible.VehiculoID);
    const porEstado = await listar('sort=EstadoDerivado&order=desc');
    expect(porEstado.body.data[0].EstadoDerivado).toBe('Mantenimiento');
    const porDocs = await listar('sort=CantidadDocumentos&order=desc&page=1&limit=1');
    expect(porDocs.body.data[0].CantidadDocumentos).toBe(1);
  });

  it('unknown sort fields and bad paging are 400, never SQL', async () => {
    for (const query of ['sort=patente;drop', 'sort=contrasena_hash', 'page=0', 'limit=abc', 'order=sideways']) {
      const res = await listar(query);
      expect(res.status, query).toBe(400);
    }
  });

  it('caps limit at 1000', async () => {
    const res = await listar('page=1&limit=5000');
    expect(res.body.limit).toBe(1000);
  });

  it('is the same for every role', async () => {
    for (const rol of ROLES) {
      expect(ids(await listar('', rol))).toHaveLength(4);
    }
  });
});

describe('GET /vehiculos/disponibles', () => {
  it('lists only active and Disponible vehicles', async () => {
    const si = await crearVehiculo(app, tokens.admin, { Patente: 'ZQD-1' });
    await crearVehiculo(app, tokens.admin, { Patente: 'ZQD-2', Disponible: false });
    await crearVehiculo(app, tokens.admin, { Patente: 'ZQD-3', Active: false });
    const res = await app.request('GET', '/vehiculos/disponibles?q=ZQD-', { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: any) => v.VehiculoID)).toEqual([si.VehiculoID]);
    const todos = await app.request('GET', '/vehiculos/disponibles', { token: tokens.empleado });
    expect(todos.body.data.every((v: any) => v.Active && v.Disponible)).toBe(true);
    const paginado = await app.request('GET', '/vehiculos/disponibles?page=1&limit=1', { token: tokens.empleado });
    expect(paginado.body).toMatchObject({ page: 1, limit: 1 });
    expect(paginado.body.total).toBeGreaterThanOrEqual(1);
  });
});
