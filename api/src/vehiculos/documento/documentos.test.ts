import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { auditoriaTrasCrear, crearVehiculo, idDeUsuario } from '../../../test/vehiculos.js';

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
});
afterAll(() => app.close());

const valido = { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-BA-1', FechaEmision: '2026-01-10', FechaVencimiento: '2027-01-10' };

describe('POST /vehiculos/:id/documentos', () => {
  it.each(['admin', 'supervisor', 'empleado'])('%s adds a document of every type', async (rol) => {
    const token = await app.login(rol);
    const v = await crearVehiculo(app, admin);
    for (const TipoDocumento of ['VTV', 'Seguro', 'Cédula Verde', 'Cédula Azul', 'Patente', 'RTO', 'Otro']) {
      const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, { token, body: { ...valido, TipoDocumento } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Documento agregado correctamente' });
      expect(res.body.data).toMatchObject({
        VehiculoID: v.VehiculoID,
        TipoDocumento,
        NumeroDocumento: 'VTV-BA-1',
        FechaEmision: '2026-01-10',
        FechaVencimiento: '2027-01-10',
        Notas: null,
        ArchivoURL: null,
        Revisado: false,
        ComentarioRevision: null,
      });
    }
    const vehiculo = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token });
    expect(vehiculo.body.data.CantidadDocumentos).toBe(7);
  });

  it('keeps Notas and ArchivoURL', async () => {
    const v = await crearVehiculo(app, admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: admin,
      body: { ...valido, Notas: 'Original en la guantera', ArchivoURL: 'https://archivos.carbonsur.com.ar/vtv/1.pdf' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ Notas: 'Original en la guantera', ArchivoURL: 'https://archivos.carbonsur.com.ar/vtv/1.pdf' });
  });

  it('a document may expire on its issue day, not before', async () => {
    const v = await crearVehiculo(app, admin);
    const mismoDia = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: admin,
      body: { ...valido, FechaVencimiento: valido.FechaEmision },
    });
    expect(mismoDia.status).toBe(201);
    const antes = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: admin,
      body: { ...valido, FechaVencimiento: '2026-01-09' },
    });
    expect(antes.status).toBe(400);
    expect(antes.body.errors.FechaVencimiento).toBe('La fecha de vencimiento no puede ser anterior a la fecha de emisión');
  });

  it.each(['TipoDocumento', 'NumeroDocumento', 'FechaEmision', 'FechaVencimiento'])(
    'missing %s: 400 Por favor complete los campos obligatorios',
    async (campo) => {
      const v = await crearVehiculo(app, admin);
      for (const ausente of [undefined, '', null]) {
        const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
          token: admin,
          body: { ...valido, [campo]: ausente },
        });
        expect(res.status).toBe(400);
        expect(res.body.errors[campo]).toBe('Por favor complete los campos obligatorios');
      }
    },
  );

  it.each([
    ['TipoDocumento', 'Licencia'],
    ['TipoDocumento', 'vtv'],
    ['FechaEmision', '10/01/2026'],
    ['FechaVencimiento', '2027-02-30'],
    ['FechaVencimiento', '2027-01-10T00:00:00Z'],
    ['ArchivoURL', 'no es una url'],
    ['ArchivoURL', 'javascript:alert(1)'],
    ['ArchivoURL', `https://x.com/${'a'.repeat(500)}`],
    ['NumeroDocumento', 'N'.repeat(101)],
    ['Notas', 12],
  ])('%s = %s is 400', async (campo, valor) => {
    const v = await crearVehiculo(app, admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, { token: admin, body: { ...valido, [campo]: valor } });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBeTruthy();
  });

  it('404 for an unknown vehicle; 401 without a token', async () => {
    const res = await app.request('POST', '/vehiculos/999999/documentos', { token: admin, body: valido });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
    expect((await app.request('POST', '/vehiculos/1/documentos', { body: valido })).status).toBe(401);
  });
});

describe('GET /vehiculos/:id/documentos', () => {
  it('answers {data}, first to expire first; pages, sorts and searches', async () => {
    const token = await app.login('empleado');
    const v = await crearVehiculo(app, admin);
    for (const [TipoDocumento, FechaVencimiento] of [
      ['Seguro', '2027-05-01'],
      ['VTV', '2026-11-01'],
      ['RTO', '2028-01-01'],
    ]) {
      await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
        token: admin,
        body: { ...valido, TipoDocumento, NumeroDocumento: `N-${TipoDocumento}`, FechaVencimiento },
      });
    }
    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}/documentos`, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data.map((d: any) => d.TipoDocumento)).toEqual(['VTV', 'Seguro', 'RTO']);
    const pagina = await app.request('GET', `/vehiculos/${v.VehiculoID}/documentos?page=2&limit=2&sort=TipoDocumento&order=asc`, { token });
    expect(pagina.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(pagina.body.data.map((d: any) => d.TipoDocumento)).toEqual(['VTV']);
    const buscar = await app.request('GET', `/vehiculos/${v.VehiculoID}/documentos?q=n-seg`, { token });
    expect(buscar.body.data.map((d: any) => d.TipoDocumento)).toEqual(['Seguro']);
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}/documentos?sort=x`, { token })).status).toBe(400);
  });

  it('404 for an unknown vehicle', async () => {
    const res = await app.request('GET', '/vehiculos/999999/documentos', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
  });
});

describe('audit trail', () => {
  it('adding a document leaves one row on its vehicle, naming it by type and number', async () => {
    const v = await crearVehiculo(app, admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: await app.login('empleado'),
      body: { ...valido, Notas: 'Original en la guantera' },
    });
    expect(res.status).toBe(201);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      {
        accion: 'crear',
        usuarioId: await idDeUsuario(app, 'empleado'),
        parte: 'documentos',
        parteId: res.body.data.DocumentoID,
        resumen: 'VTV VTV-BA-1',
        cambios: [
          { Campo: 'TipoDocumento', Antes: null, Despues: 'VTV' },
          { Campo: 'NumeroDocumento', Antes: null, Despues: 'VTV-BA-1' },
          { Campo: 'FechaEmision', Antes: null, Despues: '2026-01-10' },
          { Campo: 'FechaVencimiento', Antes: null, Despues: '2027-01-10' },
          { Campo: 'Notas', Antes: null, Despues: 'Original en la guantera' },
          { Campo: 'Revisado', Antes: null, Despues: false },
        ],
      },
    ]);
  });

  it('a refused document leaves no row', async () => {
    const v = await crearVehiculo(app, admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: admin,
      body: { ...valido, FechaVencimiento: '2025-01-10' },
    });
    expect(res.status).toBe(400);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
  });
});
