import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { filasDeAuditoria } from '../../../test/fixtures.js';
import { auditoriaTrasCrear, crearVehiculo, idDeUsuario, nuevaPatente } from '../../../test/vehiculos.js';

let app: TestApp;
const token: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const ROLES = ['admin', 'supervisor', 'empleado'] as const;

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ROLES) token[rol] = await app.login(rol);
});
afterAll(() => app.close());

const base = { Marca: 'Iveco', Modelo: 'Daily 70C17', Anio: 2021 };

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
    const creado = await crearVehiculo(app, token[rol]);
    const lista = await app.request('GET', `/vehiculos?q=${creado.Patente}`, { token: token[rol] });
    expect(lista.status).toBe(200);
    expect(lista.body.data.map((v: any) => v.VehiculoID)).toEqual([creado.VehiculoID]);
    const detalle = await app.request('GET', `/vehiculos/${creado.VehiculoID}`, { token: token[rol] });
    expect(detalle.status).toBe(200);
    const editado = await app.request('PUT', `/vehiculos/${creado.VehiculoID}`, {
      token: token[rol],
      body: { Modelo: 'Cargo 1722' },
    });
    expect(editado.status).toBe(200);
    expect(editado.body).toMatchObject({ success: true, message: 'Vehículo actualizado correctamente' });
    expect(editado.body.data.Modelo).toBe('Cargo 1722');
  });
});

describe('POST /vehiculos', () => {
  it('creates with the defaults, the plate upper-case, and logs the initial reading', async () => {
    const patente = nuevaPatente();
    const res = await app.request('POST', '/vehiculos', {
      token: token.empleado,
      body: { ...base, Patente: `  ${patente.toLowerCase()} `, KilometrajeActual: 1500 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Vehículo creado correctamente' });
    expect(res.body.data).toMatchObject({
      Patente: patente,
      KilometrajeActual: 1500,
      UltimoCambioAceite: 0,
      IntervaloCambioAceite: 10000,
      UltimoCambioCorrea: 0,
      IntervaloCambioCorrea: 60000,
      Disponible: true,
      Active: true,
      NumeroChasis: null,
      NumeroMotor: null,
      EstadoDerivado: 'Disponible',
      CantidadDocumentos: 0,
      KmRestantesAceite: 8500,
      KmRestantesCorrea: 58500,
    });
    expect(typeof res.body.data.FechaCreacion).toBe('string');
    const lecturas = await app.db('registros_kilometraje').where({ vehiculo_id: res.body.data.VehiculoID });
    expect(lecturas).toHaveLength(1);
    expect(lecturas[0].kilometraje).toBe(1500);
    const empleado = await app.db('usuarios').where({ nombre_usuario: 'empleado' }).first();
    expect(lecturas[0].usuario_id).toBe(empleado.usuario_id);
  });

  it('keeps every field sent', async () => {
    const body = {
      ...base,
      Patente: nuevaPatente(),
      NumeroChasis: 'ZCFC770C1L5398812',
      NumeroMotor: 'F1CFL411',
      KilometrajeActual: 70000,
      UltimoCambioAceite: 65000,
      IntervaloCambioAceite: 15000,
      UltimoCambioCorrea: 20000,
      IntervaloCambioCorrea: 80000,
      Disponible: false,
    };
    const res = await app.request('POST', '/vehiculos', { token: token.admin, body });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ ...body, Active: true, EstadoDerivado: 'En uso', KmRestantesAceite: 10000, KmRestantesCorrea: 30000 });
  });

  it.each([
    ['Patente', { ...base }],
    ['Patente', { ...base, Patente: '   ' }],
    ['Marca', { Patente: 'X', Modelo: 'M', Anio: 2020 }],
    ['Modelo', { Patente: 'X', Marca: 'M', Anio: 2020, Modelo: '' }],
    ['Anio', { Patente: 'X', Marca: 'M', Modelo: 'M' }],
    ['Anio', { Patente: 'X', Marca: 'M', Modelo: 'M', Anio: '' }],
    ['Anio', { Patente: 'X', Marca: 'M', Modelo: 'M', Anio: null }],
  ])('missing %s: 400 Por favor complete los campos obligatorios', async (campo, body) => {
    const res = await app.request('POST', '/vehiculos', { token: token.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor complete los campos obligatorios');
    expect(res.body.error).toBe('Por favor complete los campos obligatorios');
    expect(res.body.errors[campo]).toBe('Por favor complete los campos obligatorios');
  });

  it('Anio runs from 1900 to the current year plus one (business time zone)', async () => {
    // 2026-12-31 21:30 in Buenos Aires is already 2027 in UTC: the business year is still 2026.
    app.setNow(new Date('2027-01-01T00:30:00Z'));
    try {
      const tarde = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: nuevaPatente(), Anio: 2028 } });
      expect(tarde.status).toBe(400);
      expect(tarde.body.errors.Anio).toBe('El año debe estar entre 1900 y 2027');
      const temprano = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: nuevaPatente(), Anio: 1899 } });
      expect(temprano.status).toBe(400);
      expect(temprano.body.errors.Anio).toBe('El año debe estar entre 1900 y 2027');
      for (const anio of [1900, 2027, '2025']) {
        const ok = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: nuevaPatente(), Anio: anio } });
        expect(ok.status).toBe(201);
        expect(ok.body.data.Anio).toBe(Number(anio));
      }
      const decimal = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: nuevaPatente(), Anio: 2020.5 } });
      expect(decimal.status).toBe(400);
    } finally {
      app.setNow(undefined);
    }
  });

  it.each([
    ['Patente', 'A'.repeat(21), 'Máximo 20 caracteres'],
    ['Marca', 'M'.repeat(51), 'Máximo 50 caracteres'],
    ['Modelo', 'M'.repeat(51), 'Máximo 50 caracteres'],
    ['NumeroChasis', 'C'.repeat(51), 'Máximo 50 caracteres'],
    ['NumeroMotor', 'C'.repeat(51), 'Máximo 50 caracteres'],
  ])('%s longer than its limit is 400', async (campo, valor, mensaje) => {
    const res = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: nuevaPatente(), [campo]: valor } });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
  });

  it('accepts the fields at their length limits', async () => {
    const body = {
      Patente: `ZL${nuevaPatente()}`.padEnd(20, 'X'),
      Marca: 'M'.repeat(50),
      Modelo: 'M'.repeat(50),
      Anio: 2020,
      NumeroChasis: 'C'.repeat(50),
      NumeroMotor: 'N'.repeat(50),
    };
    const res = await app.request('POST', '/vehiculos', { token: token.admin, body });
    expect(res.status).toBe(201);
    expect(res.body.data.Patente).toHaveLength(20);
  });

  it.each([
    ['KilometrajeActual', -1],
    ['UltimoCambioAceite', -1],
    ['UltimoCambioCorrea', -5],
    ['IntervaloCambioAceite', 0],
    ['IntervaloCambioCorrea', -60000],
    ['KilometrajeActual', 'mucho'],
    ['KilometrajeActual', 10.5],
  ])('%s = %s: 400 Los valores de kilometraje y mantenimiento deben ser positivos', async (campo, valor) => {
    const res = await app.request('POST', '/vehiculos', {
      token: token.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 100, [campo]: valor },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Los valores de kilometraje y mantenimiento deben ser positivos');
    expect(res.body.errors[campo]).toBe('Los valores de kilometraje y mantenimiento deben ser positivos');
  });

  it('the last oil and belt changes cannot exceed the current mileage', async () => {
    const aceite = await app.request('POST', '/vehiculos', {
      token: token.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 1000, UltimoCambioAceite: 1001 },
    });
    expect(aceite.status).toBe(400);
    expect(aceite.body.message).toBe('El último cambio de aceite no puede ser mayor al kilometraje actual');
    expect(aceite.body.errors.UltimoCambioAceite).toBe('El último cambio de aceite no puede ser mayor al kilometraje actual');
    const correa = await app.request('POST', '/vehiculos', {
      token: token.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 1000, UltimoCambioCorrea: 1001 },
    });
    expect(correa.status).toBe(400);
    expect(correa.body.message).toBe('El último cambio de correa no puede ser mayor al kilometraje actual');
    const igual = await app.request('POST', '/vehiculos', {
      token: token.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 1000, UltimoCambioAceite: 1000, UltimoCambioCorrea: 1000 },
    });
    expect(igual.status).toBe(201);
  });

  it('Patente is unique, case-insensitively: 409', async () => {
    const patente = nuevaPatente();
    const primero = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: patente } });
    expect(primero.status).toBe(201);
    for (const repetida of [patente, patente.toLowerCase(), ` ${patente.toLowerCase()}  `]) {
      const res = await app.request('POST', '/vehiculos', { token: token.supervisor, body: { ...base, Patente: repetida } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Ya existe un vehículo con esa patente');
    }
    expect(await app.db('vehiculos').where({ patente }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it("'ab123cd' and 'AB123CD' are the same plate", async () => {
    await app
      .db('vehiculos')
      .where({ patente: 'AB123CD' })
      .first()
      .then(async (demo) => {
        if (!demo) await crearVehiculo(app, token.admin, { Patente: 'AB123CD' });
      });
    const res = await app.request('POST', '/vehiculos', { token: token.admin, body: { ...base, Patente: 'ab123cd' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ya existe un vehículo con esa patente');
  });

  it('creating an inactive vehicle is Administrador only', async () => {
    const empleado = await app.request('POST', '/vehiculos', {
      token: token.empleado,
      body: { ...base, Patente: nuevaPatente(), Active: false },
    });
    expect(empleado.status).toBe(403);
    const admin = await app.request('POST', '/vehiculos', {
      token: token.admin,
      body: { ...base, Patente: nuevaPatente(), Active: false, Disponible: false },
    });
    expect(admin.status).toBe(201);
    expect(admin.body.data).toMatchObject({ Active: false, EstadoDerivado: 'Mantenimiento' });
  });

  it.each([
    ['a string', '"hola"'],
    ['an array', '[1,2]'],
    ['broken JSON', '{"Patente":'],
    ['wrong types', JSON.stringify({ Patente: 5, Marca: ['x'], Modelo: {}, Anio: true, Disponible: 'si' })],
    ['a huge number', JSON.stringify({ ...base, Patente: 'ZZBIG1', KilometrajeActual: 1e20 })],
  ])('bad input (%s) is a 400, never a 500', async (_caso, rawBody) => {
    const res = await app.request('POST', '/vehiculos', { token: token.admin, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('PUT /vehiculos/:id', () => {
  it('404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-3']) {
      const res = await app.request('PUT', `/vehiculos/${id}`, { token: token.admin, body: { Modelo: 'X' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Vehículo no encontrado');
    }
  });

  it('applies only the fields sent and stores the plate upper-case', async () => {
    const v = await crearVehiculo(app, token.admin, { NumeroChasis: 'CH-1', KilometrajeActual: 5000 });
    const nueva = nuevaPatente();
    const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, {
      token: token.supervisor,
      body: { Patente: nueva.toLowerCase(), Disponible: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      Patente: nueva,
      Disponible: false,
      NumeroChasis: 'CH-1',
      KilometrajeActual: 5000,
      EstadoDerivado: 'En uso',
    });
    const limpiar = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.supervisor, body: { NumeroChasis: '' } });
    expect(limpiar.body.data.NumeroChasis).toBeNull();
  });

  it('the full form body works, and keeping the same plate is not a conflict', async () => {
    const v = await crearVehiculo(app, token.admin, { KilometrajeActual: 3000 });
    const { VehiculoID, EstadoDerivado, CantidadDocumentos, KmRestantesAceite, KmRestantesCorrea, FechaCreacion, updatedAt, ...form } = v;
    const res = await app.request('PUT', `/vehiculos/${VehiculoID}`, { token: token.empleado, body: { ...form, Modelo: 'Nuevo' } });
    expect(res.status).toBe(200);
    expect(res.body.data.Modelo).toBe('Nuevo');
  });

  it('a plate of another vehicle is 409, also in another case', async () => {
    const a = await crearVehiculo(app, token.admin);
    const b = await crearVehiculo(app, token.admin);
    const res = await app.request('PUT', `/vehiculos/${b.VehiculoID}`, { token: token.admin, body: { Patente: a.Patente.toLowerCase() } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ya existe un vehículo con esa patente');
  });

  it('mileage can only go up: lower is 400, higher is logged with the user', async () => {
    const v = await crearVehiculo(app, token.admin, { KilometrajeActual: 10000 });
    const bajar = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { KilometrajeActual: 9999 } });
    expect(bajar.status).toBe(400);
    expect(bajar.body.message).toBe('El kilometraje no puede ser menor al actual');
    const igual = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { KilometrajeActual: 10000 } });
    expect(igual.status).toBe(200);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(1);
    const subir = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.supervisor, body: { KilometrajeActual: 12500 } });
    expect(subir.status).toBe(200);
    expect(subir.body.data.KilometrajeActual).toBe(12500);
    const lecturas = await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID }).orderBy('registro_id');
    const supervisor = await app.db('usuarios').where({ nombre_usuario: 'supervisor' }).first();
    expect(lecturas.map((l) => l.kilometraje)).toEqual([10000, 12500]);
    expect(lecturas[1].usuario_id).toBe(supervisor.usuario_id);
  });

  it('checks the marks against the resulting mileage', async () => {
    const v = await crearVehiculo(app, token.admin, { KilometrajeActual: 10000 });
    const aceite = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { UltimoCambioAceite: 10001 } });
    expect(aceite.status).toBe(400);
    expect(aceite.body.message).toBe('El último cambio de aceite no puede ser mayor al kilometraje actual');
    const correa = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { UltimoCambioCorrea: 10001 } });
    expect(correa.status).toBe(400);
    expect(correa.body.message).toBe('El último cambio de correa no puede ser mayor al kilometraje actual');
    const juntos = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, {
      token: token.admin,
      body: { KilometrajeActual: 20000, UltimoCambioAceite: 15000, UltimoCambioCorrea: 20000 },
    });
    expect(juntos.status).toBe(200);
    expect(juntos.body.data).toMatchObject({
      KilometrajeActual: 20000,
      UltimoCambioAceite: 15000,
      UltimoCambioCorrea: 20000,
      KmRestantesAceite: 5000,
    });
    const nada = await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first();
    expect(nada.kilometraje_actual).toBe(20000);
  });

  it('validates like POST: required fields sent empty, lengths, positive values', async () => {
    const v = await crearVehiculo(app, token.admin);
    const vacio = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { Marca: '' } });
    expect(vacio.status).toBe(400);
    expect(vacio.body.message).toBe('Por favor complete los campos obligatorios');
    const largo = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { Patente: 'P'.repeat(21) } });
    expect(largo.status).toBe(400);
    const intervalo = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { IntervaloCambioCorrea: 0 } });
    expect(intervalo.status).toBe(400);
    expect(intervalo.body.message).toBe('Los valores de kilometraje y mantenimiento deben ser positivos');
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).intervalo_cambio_correa).toBe(60000);
  });

  it('changing Active is Administrador only; sending the current value is fine', async () => {
    const v = await crearVehiculo(app, token.admin);
    for (const rol of ['supervisor', 'empleado'] as const) {
      const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token[rol], body: { Active: false } });
      expect(res.status).toBe(403);
      const igual = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token[rol], body: { Active: true } });
      expect(igual.status).toBe(200);
    }
    const admin = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { Active: false } });
    expect(admin.status).toBe(200);
    const reactivar = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.empleado, body: { Active: true } });
    expect(reactivar.status).toBe(403);
    const reactivarAdmin = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: token.admin, body: { Active: true } });
    expect(reactivarAdmin.body.data.Active).toBe(true);
  });
});

describe('PUT /vehiculos/:id/desactivar', () => {
  it('is Administrador only and keeps the vehicle', async () => {
    const v = await crearVehiculo(app, token.admin);
    for (const rol of ['supervisor', 'empleado'] as const) {
      const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: token[rol] });
      expect(res.status).toBe(403);
    }
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).active).toBe(true);
    const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: token.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Vehículo inactivado correctamente' });
    expect(res.body.data).toMatchObject({ VehiculoID: v.VehiculoID, Active: false });
    const detalle = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: token.empleado });
    expect(detalle.status).toBe(200);
    expect(detalle.body.data.Active).toBe(false);
    const lista = await app.request('GET', `/vehiculos?q=${v.Patente}`, { token: token.admin });
    expect(lista.body.data).toHaveLength(1);
  });

  it('404 for an unknown vehicle', async () => {
    const res = await app.request('PUT', '/vehiculos/999999/desactivar', { token: token.admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
  });
});

describe('GET /vehiculos/:id', () => {
  it('answers {data} with documentos and mantenimientos', async () => {
    const v = await crearVehiculo(app, token.admin, { KilometrajeActual: 20000 });
    await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: token.admin,
      body: { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-1', FechaEmision: '2026-01-01', FechaVencimiento: '2027-01-01' },
    });
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: token.admin,
      body: { TipoMantenimiento: 'Frenos', Kilometraje: 19000 },
    });
    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: token.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ VehiculoID: v.VehiculoID, Patente: v.Patente, CantidadDocumentos: 1 });
    expect(res.body.data.documentos).toEqual([
      expect.objectContaining({ TipoDocumento: 'VTV', NumeroDocumento: 'VTV-1', FechaVencimiento: '2027-01-01' }),
    ]);
    expect(res.body.data.mantenimientos).toEqual([expect.objectContaining({ TipoMantenimiento: 'Frenos', Kilometraje: 19000 })]);
  });

  it.each(['999999', 'abc', '1.5'])('404 Vehículo no encontrado for id %s', async (id) => {
    const res = await app.request('GET', `/vehiculos/${id}`, { token: token.admin });
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
      crearVehiculo(app, token.admin, { Patente: `${prefijo}${sufijo}`, ...campos });
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
  const listar = (query: string, rol: keyof typeof token = 'admin') =>
    app.request('GET', `/vehiculos?q=${prefijo}&${query}`, { token: token[rol] });

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
    const res = await app.request('GET', `/vehiculos?q=${prefijo.toLowerCase()}2`, { token: token.admin });
    expect(ids(res)).toEqual([enUso.VehiculoID]);
    const comodin = await app.request('GET', `/vehiculos?q=${encodeURIComponent('ZQ%')}`, { token: token.admin });
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
      token: token.admin,
      body: { TipoDocumento: 'Seguro', NumeroDocumento: 'S-1', FechaEmision: '2025-01-01', FechaVencimiento: vence },
    });
    await app.request('POST', `/vehiculos/${mantenimiento.VehiculoID}/documentos`, {
      token: token.admin,
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
    const si = await crearVehiculo(app, token.admin, { Patente: 'ZQD-1' });
    await crearVehiculo(app, token.admin, { Patente: 'ZQD-2', Disponible: false });
    await crearVehiculo(app, token.admin, { Patente: 'ZQD-3', Active: false });
    const res = await app.request('GET', '/vehiculos/disponibles?q=ZQD-', { token: token.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: any) => v.VehiculoID)).toEqual([si.VehiculoID]);
    const todos = await app.request('GET', '/vehiculos/disponibles', { token: token.empleado });
    expect(todos.body.data.every((v: any) => v.Active && v.Disponible)).toBe(true);
    const paginado = await app.request('GET', '/vehiculos/disponibles?page=1&limit=1', { token: token.empleado });
    expect(paginado.body).toMatchObject({ page: 1, limit: 1 });
    expect(paginado.body.total).toBeGreaterThanOrEqual(1);
  });
});

describe('audit trail', () => {
  const editar = (id: number, body: Record<string, unknown>, rol: (typeof ROLES)[number] = 'admin') =>
    app.request('PUT', `/vehiculos/${id}`, { token: token[rol], body });

  it('a creation leaves one row with the fields set (its first reading included), none of the derived ones', async () => {
    app.setNow(new Date('2026-03-10T15:00:00Z'));
    try {
      const v = await crearVehiculo(app, token.supervisor, { ...base, KilometrajeActual: 1500, NumeroMotor: 'MTR-1' });
      expect(await filasDeAuditoria(app, 'vehiculos', v.VehiculoID)).toEqual([
        {
          accion: 'crear',
          usuarioId: await idDeUsuario(app, 'supervisor'),
          parte: null,
          parteId: null,
          resumen: null,
          cambios: [
            { Campo: 'Patente', Antes: null, Despues: v.Patente },
            { Campo: 'Marca', Antes: null, Despues: 'Iveco' },
            { Campo: 'Modelo', Antes: null, Despues: 'Daily 70C17' },
            { Campo: 'Anio', Antes: null, Despues: 2021 },
            { Campo: 'NumeroMotor', Antes: null, Despues: 'MTR-1' },
            { Campo: 'KilometrajeActual', Antes: null, Despues: 1500 },
            { Campo: 'UltimoCambioAceite', Antes: null, Despues: 0 },
            { Campo: 'IntervaloCambioAceite', Antes: null, Despues: 10000 },
            { Campo: 'UltimoCambioCorrea', Antes: null, Despues: 0 },
            { Campo: 'IntervaloCambioCorrea', Antes: null, Despues: 60000 },
            { Campo: 'FechaUltimoCambioAceite', Antes: null, Despues: '2026-03-10' },
            { Campo: 'FechaUltimoCambioCorrea', Antes: null, Despues: '2026-03-10' },
            { Campo: 'FechaUltimoService', Antes: null, Despues: '2026-03-10' },
            { Campo: 'Disponible', Antes: null, Despues: true },
            { Campo: 'Active', Antes: null, Despues: true },
          ],
        },
      ]);
    } finally {
      app.setNow(undefined);
    }
  });

  it('an edit leaves one row with only what staff changed: not the status or km left derived from it', async () => {
    const v = await crearVehiculo(app, token.admin, { KilometrajeActual: 1000 });
    const res = await editar(v.VehiculoID, { Modelo: 'Cargo 1722', KilometrajeActual: 1800, Disponible: false, Marca: 'Ford' }, 'empleado');
    expect(res.status).toBe(200);
    // The raise is also a reading in the mileage log, but one change: one row.
    expect(res.body.data).toMatchObject({ EstadoDerivado: 'En uso', KmRestantesAceite: 8200 });
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      {
        accion: 'modificar',
        usuarioId: await idDeUsuario(app, 'empleado'),
        parte: null,
        parteId: null,
        resumen: null,
        cambios: [
          { Campo: 'Modelo', Antes: 'Cargo 1723', Despues: 'Cargo 1722' },
          { Campo: 'KilometrajeActual', Antes: 1000, Despues: 1800 },
          { Campo: 'Disponible', Antes: true, Despues: false },
        ],
      },
    ]);
  });

  it('an edit that changes nothing writes nothing', async () => {
    const v = await crearVehiculo(app, token.admin);
    expect((await editar(v.VehiculoID, { Marca: v.Marca, Modelo: v.Modelo })).status).toBe(200);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
  });

  it('an inactivation and a reactivation are their own actions, by the administrator', async () => {
    const v = await crearVehiculo(app, token.admin);
    expect((await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: token.admin })).status).toBe(200);
    expect((await editar(v.VehiculoID, { Active: true })).status).toBe(200);
    const admin = await idDeUsuario(app, 'admin');
    const activo = (Antes: boolean) => ({
      parte: null,
      parteId: null,
      resumen: null,
      usuarioId: admin,
      cambios: [{ Campo: 'Active', Antes, Despues: !Antes }],
    });
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      { accion: 'desactivar', ...activo(true) },
      { accion: 'activar', ...activo(false) },
    ]);
  });

  it('a refused change leaves no row', async () => {
    const v = await crearVehiculo(app, token.admin, { KilometrajeActual: 5000 });
    const otro = await crearVehiculo(app, token.admin);
    expect((await editar(v.VehiculoID, { KilometrajeActual: 4999, Modelo: 'Otro' })).status).toBe(400);
    expect((await editar(v.VehiculoID, { UltimoCambioAceite: 6000 })).status).toBe(400);
    expect((await editar(v.VehiculoID, { Patente: otro.Patente })).status).toBe(409);
    expect((await editar(v.VehiculoID, { Active: false }, 'supervisor')).status).toBe(403);
    for (const rol of ['supervisor', 'empleado'] as const) {
      expect((await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: token[rol] })).status).toBe(403);
    }
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
    const filas = await app.db('auditoria').where({ entidad: 'vehiculos' }).count({ n: '*' }).first();
    const creado = await app.request('POST', '/vehiculos', { token: token.empleado, body: { ...base, Patente: nuevaPatente(), Active: false } });
    expect(creado.status).toBe(403);
    expect(await app.db('auditoria').where({ entidad: 'vehiculos' }).count({ n: '*' }).first()).toEqual(filas);
  });
});
