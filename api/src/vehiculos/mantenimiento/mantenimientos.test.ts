import { describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo } from '../../../test/harness.js';
import { marcasQueMueve } from './service.js';
import { crearVehiculo, pedidosDeMantenimiento } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

const lecturas = (id: number) => app.db('registros_kilometraje').where({ vehiculo_id: id }).orderBy('registro_id');

const { vehiculoEnDb, registrar } = pedidosDeMantenimiento(app, tokens);

describe('marcasQueMueve', () => {
  it.each([
    ['Cambio de aceite', ['aceite']],
    ['CAMBIO DE ACEITE', ['aceite']],
    ['Service: aceite y correa', ['aceite', 'correa']],
    ['Cambio de correa', ['correa']],
    ['Correa de alternador', ['correa']],
    ['Frenos', []],
    ['Otro', []],
  ])('%s moves %j', (tipo, marcas) => {
    expect(marcasQueMueve(tipo)).toEqual(marcas);
  });
});

describe('POST /vehiculos/:id/mantenimientos', () => {
  it.each(['admin', 'supervisor', 'empleado'])('%s registers a record with its defaults', async (rol) => {
    const token = await app.login(rol);
    app.setNow(new Date('2026-03-10T02:00:00Z')); // 2026-03-09 23:00 in Buenos Aires
    try {
      const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 30000 });
      const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
        token,
        body: { TipoMantenimiento: 'Frenos', Kilometraje: 29000 },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ success: true, message: 'Mantenimiento registrado correctamente' });
      const usuario = await app.db('usuarios').where({ nombre_usuario: rol }).first();
      expect(res.body.data).toMatchObject({
        VehiculoID: v.VehiculoID,
        TipoMantenimiento: 'Frenos',
        Kilometraje: 29000,
        Costo: 0,
        FechaRealizacion: '2026-03-09',
        Descripcion: null,
        Proveedor: null,
        Notas: null,
        UsuarioID: usuario.usuario_id,
        Vehiculo: { VehiculoID: v.VehiculoID, Patente: v.Patente, Marca: 'Ford', Modelo: 'Cargo 1723', Anio: 2020 },
        Usuario: { Nombre: usuario.nombre, Apellido: usuario.apellido },
      });
    } finally {
      app.setNow(undefined);
    }
  });

  it('keeps every field sent; Costo is a number with two decimals', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 30000 });
    const m = await registrar(v.VehiculoID, {
      TipoMantenimiento: 'Neumáticos',
      Descripcion: 'Cuatro cubiertas',
      Kilometraje: 30000,
      Costo: 1180000.555,
      FechaRealizacion: '2026-02-15',
      Proveedor: 'Neumáticos Oeste SRL',
      Notas: 'Garantía 2 años',
    });
    expect(m).toMatchObject({
      TipoMantenimiento: 'Neumáticos',
      Descripcion: 'Cuatro cubiertas',
      Costo: 1180000.56,
      FechaRealizacion: '2026-02-15',
      Proveedor: 'Neumáticos Oeste SRL',
      Notas: 'Garantía 2 años',
    });
  });

  it('an oil change sets UltimoCambioAceite to its Kilometraje; a belt change sets UltimoCambioCorrea', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 50000, UltimoCambioAceite: 38000, UltimoCambioCorrea: 1000 });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 49500 });
    expect(await vehiculoEnDb(v.VehiculoID)).toMatchObject({
      ultimo_cambio_aceite: 49500,
      ultimo_cambio_correa: 1000,
      kilometraje_actual: 50000,
    });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de correa', Kilometraje: 50000 });
    expect(await vehiculoEnDb(v.VehiculoID)).toMatchObject({ ultimo_cambio_aceite: 49500, ultimo_cambio_correa: 50000 });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Frenos', Kilometraje: 50000 });
    expect(await vehiculoEnDb(v.VehiculoID)).toMatchObject({ ultimo_cambio_aceite: 49500, ultimo_cambio_correa: 50000 });
    const detalle = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin });
    expect(detalle.body.data).toMatchObject({ KmRestantesAceite: 9500, KmRestantesCorrea: 60000 });
  });

  it('a Kilometraje above the current mileage raises it and logs the reading; below changes nothing', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 10000 });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 12000 }, tokens.empleado);
    expect(await vehiculoEnDb(v.VehiculoID)).toMatchObject({ kilometraje_actual: 12000, ultimo_cambio_aceite: 12000 });
    const empleadoId = (await app.db('usuarios').where({ nombre_usuario: 'empleado' }).first()).usuario_id;
    expect((await lecturas(v.VehiculoID)).map((l) => [l.kilometraje, l.usuario_id])).toEqual([
      [10000, expect.any(Number)],
      [12000, empleadoId],
    ]);
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Inspección técnica', Kilometraje: 11000 });
    expect((await vehiculoEnDb(v.VehiculoID)).kilometraje_actual).toBe(12000);
    expect(await lecturas(v.VehiculoID)).toHaveLength(2);
  });

  it('everything happens in one transaction: a failure leaves the vehicle untouched', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 10000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 15000, Proveedor: 'P'.repeat(151) },
    });
    expect(res.status).toBe(400);
    expect(await vehiculoEnDb(v.VehiculoID)).toMatchObject({ kilometraje_actual: 10000, ultimo_cambio_aceite: 0 });
    expect(await app.db('mantenimientos').where({ vehiculo_id: v.VehiculoID })).toHaveLength(0);
  });

  it.each([
    ['TipoMantenimiento', undefined, 'Por favor complete los campos obligatorios'],
    ['TipoMantenimiento', '', 'Por favor complete los campos obligatorios'],
    ['Kilometraje', undefined, 'Por favor complete los campos obligatorios'],
    ['Kilometraje', null, 'Por favor complete los campos obligatorios'],
    ['Kilometraje', -1, 'El kilometraje debe ser un número entero mayor o igual a 0'],
    ['Kilometraje', 1.5, 'El kilometraje debe ser un número entero mayor o igual a 0'],
    ['Costo', -0.01, 'El costo debe ser un número mayor o igual a 0'],
    ['Costo', 'gratis', 'Escriba el importe con números, por ejemplo 1.500 o 1.500,50'],
    ['Costo', '45,000', 'La coma separa los centavos (hasta 2 cifras): escriba 1.500 para mil quinientos o 1,50 para uno con cincuenta'],
    ['FechaRealizacion', '2026-13-01', 'Fecha inválida (formato AAAA-MM-DD)'],
  ])('%s = %j: 400 %s', async (campo, valor, mensaje) => {
    const v = await crearVehiculo(app, tokens.admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Frenos', Kilometraje: 0, [campo]: valor },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[campo]).toBe(mensaje);
  });

  it('accepts every maintenance type and rejects others', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 1000 });
    for (const tipo of [
      'Cambio de aceite',
      'Cambio de correa',
      'Cambio de filtros',
      'Frenos',
      'Neumáticos',
      'Reparación general',
      'Inspección técnica',
      'Otro',
    ]) {
      await registrar(v.VehiculoID, { TipoMantenimiento: tipo, Kilometraje: 1000 });
    }
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Lavado', Kilometraje: 1000 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.TipoMantenimiento).toMatch(/^Tipo de mantenimiento inválido/);
  });

  it('404 for an unknown vehicle; 401 without a token', async () => {
    const res = await app.request('POST', '/vehiculos/999999/mantenimientos', {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Frenos', Kilometraje: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
    expect((await app.request('POST', '/vehiculos/1/mantenimientos', { body: {} })).status).toBe(401);
  });
});

describe('GET /vehiculos/:id/mantenimientos and /vehiculos/mantenimientos/:id', () => {
  it('the list answers {data}, latest first, and pages, sorts and searches', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 5000 });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Frenos', Kilometraje: 1000, FechaRealizacion: '2026-01-10', Proveedor: 'Frenos Morón' });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de filtros', Kilometraje: 3000, FechaRealizacion: '2026-02-10' });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Otro', Kilometraje: 2000, FechaRealizacion: '2026-01-20', Descripcion: 'Luces' });
    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}/mantenimientos`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data.map((m: any) => m.FechaRealizacion)).toEqual(['2026-02-10', '2026-01-20', '2026-01-10']);
    expect(res.body.data[0].Usuario).toMatchObject({ Nombre: 'Martín', Apellido: 'Gómez' });
    const pagina = await app.request('GET', `/vehiculos/${v.VehiculoID}/mantenimientos?page=1&limit=2&sort=Kilometraje&order=asc`, {
      token: tokens.empleado,
    });
    expect(pagina.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(pagina.body.data.map((m: any) => m.Kilometraje)).toEqual([1000, 2000]);
    const buscar = await app.request('GET', `/vehiculos/${v.VehiculoID}/mantenimientos?q=${encodeURIComponent('MORÓN')}`, {
      token: tokens.empleado,
    });
    expect(buscar.body.data.map((m: any) => m.TipoMantenimiento)).toEqual(['Frenos']);
    const descripcion = await app.request('GET', `/vehiculos/${v.VehiculoID}/mantenimientos?q=luces`, { token: tokens.empleado });
    expect(descripcion.body.data.map((m: any) => m.TipoMantenimiento)).toEqual(['Otro']);
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}/mantenimientos?sort=usuario_id;`, { token: tokens.empleado })).status).toBe(
      400,
    );
    expect((await app.request('GET', '/vehiculos/999999/mantenimientos', { token: tokens.empleado })).status).toBe(404);
  });

  it('the detail answers {data} with Vehiculo, Usuario, createdAt and updatedAt', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 5000, Anio: 2019 });
    const m = await registrar(v.VehiculoID, { TipoMantenimiento: 'Frenos', Kilometraje: 4000, Costo: 1500.5 }, tokens.empleado);
    const res = await app.request('GET', `/vehiculos/mantenimientos/${m.MantenimientoID}`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      MantenimientoID: m.MantenimientoID,
      TipoMantenimiento: 'Frenos',
      Kilometraje: 4000,
      Costo: 1500.5,
      Vehiculo: { Patente: v.Patente, Marca: 'Ford', Modelo: 'Cargo 1723', Anio: 2019 },
      Usuario: { Nombre: 'Diego', Apellido: 'Sosa' },
    });
    expect(new Date(res.body.data.createdAt).toString()).not.toBe('Invalid Date');
    expect(new Date(res.body.data.updatedAt).toString()).not.toBe('Invalid Date');
  });

  it('names the staff member who registered it without their e-mail, to every role and on every read', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 5000 });
    const m = await registrar(v.VehiculoID, { TipoMantenimiento: 'Frenos', Kilometraje: 4000, Costo: 100 }, tokens.admin);
    const lecturas = [
      `/vehiculos/mantenimientos/${m.MantenimientoID}`,
      `/vehiculos/${v.VehiculoID}/mantenimientos?page=1&limit=5`,
      `/vehiculos/${v.VehiculoID}`,
    ];
    for (const ruta of lecturas) {
      const res = await app.request('GET', ruta, { token: tokens.empleado });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).toContain('"Usuario":{"Nombre":');
      expect(JSON.stringify(res.body)).not.toMatch(/Email|@carbonsur/);
    }
  });

  it.each(['999999', 'abc'])('404 Mantenimiento no encontrado for %s', async (id) => {
    const res = await app.request('GET', `/vehiculos/mantenimientos/${id}`, { token: tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Mantenimiento no encontrado');
  });
});

describe('PUT /vehiculos/mantenimientos/:id', () => {
  it('updates the fields sent', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 5000 });
    const m = await registrar(v.VehiculoID, { TipoMantenimiento: 'Frenos', Kilometraje: 4000, Costo: 100, Notas: 'Pastillas' });
    const res = await app.request('PUT', `/vehiculos/mantenimientos/${m.MantenimientoID}`, {
      token: tokens.empleado,
      body: { Costo: 250.75, Descripcion: 'Pastillas y discos' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Mantenimiento actualizado correctamente' });
    expect(res.body.data).toMatchObject({
      Costo: 250.75,
      Descripcion: 'Pastillas y discos',
      Notas: 'Pastillas',
      Kilometraje: 4000,
      TipoMantenimiento: 'Frenos',
    });
  });

  it('a new type or Kilometraje applies the rules again: marks and mileage move', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 20000 });
    const m = await registrar(v.VehiculoID, { TipoMantenimiento: 'Otro', Kilometraje: 19000 });
    const res = await app.request('PUT', `/vehiculos/mantenimientos/${m.MantenimientoID}`, {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Cambio de correa', Kilometraje: 21000 },
    });
    expect(res.status).toBe(200);
    expect(await vehiculoEnDb(v.VehiculoID)).toMatchObject({ kilometraje_actual: 21000, ultimo_cambio_correa: 21000, ultimo_cambio_aceite: 0 });
    expect((await lecturas(v.VehiculoID)).map((l) => l.kilometraje)).toEqual([20000, 21000]);
  });

  it('editing only the notes of an old oil change does not move the mark back', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 30000 });
    const viejo = await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000 });
    await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 30000 });
    const res = await app.request('PUT', `/vehiculos/mantenimientos/${viejo.MantenimientoID}`, {
      token: tokens.admin,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000, Notas: 'Factura 0001-000123' },
    });
    expect(res.status).toBe(200);
    expect((await vehiculoEnDb(v.VehiculoID)).ultimo_cambio_aceite).toBe(30000);
  });

  it('validates like POST; 404 for an unknown record', async () => {
    const v = await crearVehiculo(app, tokens.admin);
    const m = await registrar(v.VehiculoID, { TipoMantenimiento: 'Frenos', Kilometraje: 0 });
    for (const body of [{ Kilometraje: -1 }, { TipoMantenimiento: '' }, { Costo: -5 }, { TipoMantenimiento: 'Pintura' }]) {
      const res = await app.request('PUT', `/vehiculos/mantenimientos/${m.MantenimientoID}`, { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await app.request('PUT', '/vehiculos/mantenimientos/999999', { token: tokens.admin, body: { Costo: 1 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Mantenimiento no encontrado');
  });
});

describe('DELETE /vehiculos/mantenimientos/:id', () => {
  it.each(['admin', 'supervisor', 'empleado'])('%s deletes a record for good', async (rol) => {
    const token = await app.login(rol);
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 9000 });
    const m = await registrar(v.VehiculoID, { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 9000 });
    const res = await app.request('DELETE', `/vehiculos/mantenimientos/${m.MantenimientoID}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Mantenimiento eliminado correctamente' });
    expect(res.body.data.MantenimientoID).toBe(m.MantenimientoID);
    expect(await app.db('mantenimientos').where({ mantenimiento_id: m.MantenimientoID }).first()).toBeUndefined();
    expect((await app.request('GET', `/vehiculos/mantenimientos/${m.MantenimientoID}`, { token })).status).toBe(404);
    expect((await app.request('DELETE', `/vehiculos/mantenimientos/${m.MantenimientoID}`, { token })).status).toBe(404);
    // The vehicle keeps its marks.
    expect((await vehiculoEnDb(v.VehiculoID)).ultimo_cambio_aceite).toBe(9000);
  });

  it('401 without a token', async () => {
    expect((await app.request('DELETE', '/vehiculos/mantenimientos/1')).status).toBe(401);
  });
});
