import { describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo } from '../../../test/harness.js';
import { vehiculoBase as base, crearVehiculo, nuevaPatente } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

describe('POST /vehiculos', () => {
  it('creates with the defaults, the plate upper-case, and logs the initial reading', async () => {
    const patente = nuevaPatente();
    const res = await app.request('POST', '/vehiculos', {
      token: tokens.empleado,
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
    const res = await app.request('POST', '/vehiculos', { token: tokens.admin, body });
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
    const res = await app.request('POST', '/vehiculos', { token: tokens.admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Por favor complete los campos obligatorios');
    expect(res.body.error).toBe('Por favor complete los campos obligatorios');
    expect(res.body.errors[campo]).toBe('Por favor complete los campos obligatorios');
  });

  it('Anio runs from 1900 to the current year plus one (business time zone)', async () => {
    // 2026-12-31 21:30 in Buenos Aires is already 2027 in UTC: the business year is still 2026.
    app.setNow(new Date('2027-01-01T00:30:00Z'));
    try {
      const tarde = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: nuevaPatente(), Anio: 2028 } });
      expect(tarde.status).toBe(400);
      expect(tarde.body.errors.Anio).toBe('El año debe estar entre 1900 y 2027');
      const temprano = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: nuevaPatente(), Anio: 1899 } });
      expect(temprano.status).toBe(400);
      expect(temprano.body.errors.Anio).toBe('El año debe estar entre 1900 y 2027');
      for (const anio of [1900, 2027, '2025']) {
        const ok = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: nuevaPatente(), Anio: anio } });
        expect(ok.status).toBe(201);
        expect(ok.body.data.Anio).toBe(Number(anio));
      }
      const decimal = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: nuevaPatente(), Anio: 2020.5 } });
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
    const res = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: nuevaPatente(), [campo]: valor } });
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
    const res = await app.request('POST', '/vehiculos', { token: tokens.admin, body });
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
      token: tokens.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 100, [campo]: valor },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Los valores de kilometraje y mantenimiento deben ser positivos');
    expect(res.body.errors[campo]).toBe('Los valores de kilometraje y mantenimiento deben ser positivos');
  });

  it('the last oil and belt changes cannot exceed the current mileage', async () => {
    const aceite = await app.request('POST', '/vehiculos', {
      token: tokens.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 1000, UltimoCambioAceite: 1001 },
    });
    expect(aceite.status).toBe(400);
    expect(aceite.body.message).toBe('El último cambio de aceite no puede ser mayor al kilometraje actual');
    expect(aceite.body.errors.UltimoCambioAceite).toBe('El último cambio de aceite no puede ser mayor al kilometraje actual');
    const correa = await app.request('POST', '/vehiculos', {
      token: tokens.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 1000, UltimoCambioCorrea: 1001 },
    });
    expect(correa.status).toBe(400);
    expect(correa.body.message).toBe('El último cambio de correa no puede ser mayor al kilometraje actual');
    const igual = await app.request('POST', '/vehiculos', {
      token: tokens.admin,
      body: { ...base, Patente: nuevaPatente(), KilometrajeActual: 1000, UltimoCambioAceite: 1000, UltimoCambioCorrea: 1000 },
    });
    expect(igual.status).toBe(201);
  });

  it('Patente is unique, case-insensitively: 409', async () => {
    const patente = nuevaPatente();
    const primero = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: patente } });
    expect(primero.status).toBe(201);
    for (const repetida of [patente, patente.toLowerCase(), ` ${patente.toLowerCase()}  `]) {
      const res = await app.request('POST', '/vehiculos', { token: tokens.supervisor, body: { ...base, Patente: repetida } });
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
        if (!demo) await crearVehiculo(app, tokens.admin, { Patente: 'AB123CD' });
      });
    const res = await app.request('POST', '/vehiculos', { token: tokens.admin, body: { ...base, Patente: 'ab123cd' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ya existe un vehículo con esa patente');
  });

  it('creating an inactive vehicle is Administrador only', async () => {
    const empleado = await app.request('POST', '/vehiculos', {
      token: tokens.empleado,
      body: { ...base, Patente: nuevaPatente(), Active: false },
    });
    expect(empleado.status).toBe(403);
    const admin = await app.request('POST', '/vehiculos', {
      token: tokens.admin,
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
    const res = await app.request('POST', '/vehiculos', { token: tokens.admin, rawBody });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
