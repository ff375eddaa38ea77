import { describe, expect, it } from 'vitest';
import { appDelArchivo, type Rol, sesionesDelArchivo } from '../../../test/harness.js';
import { filasDeAuditoria } from '../../../test/fixtures.js';
import { auditoriaTrasCrear, vehiculoBase as base, crearVehiculo, idDeUsuario, nuevaPatente } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

describe('PUT /vehiculos/:id', () => {
  it('404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-3']) {
      const res = await app.request('PUT', `/vehiculos/${id}`, { token: tokens.admin, body: { Modelo: 'X' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Vehículo no encontrado');
    }
  });

  it('applies only the fields sent and stores the plate upper-case', async () => {
    const v = await crearVehiculo(app, tokens.admin, { NumeroChasis: 'CH-1', KilometrajeActual: 5000 });
    const nueva = nuevaPatente();
    const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, {
      token: tokens.supervisor,
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
    const limpiar = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.supervisor, body: { NumeroChasis: '' } });
    expect(limpiar.body.data.NumeroChasis).toBeNull();
  });

  it('the full form body works, and keeping the same plate is not a conflict', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 3000 });
    const { VehiculoID, EstadoDerivado, CantidadDocumentos, KmRestantesAceite, KmRestantesCorrea, FechaCreacion, updatedAt, ...form } = v;
    const res = await app.request('PUT', `/vehiculos/${VehiculoID}`, { token: tokens.empleado, body: { ...form, Modelo: 'Nuevo' } });
    expect(res.status).toBe(200);
    expect(res.body.data.Modelo).toBe('Nuevo');
  });

  it('a plate of another vehicle is 409, also in another case', async () => {
    const a = await crearVehiculo(app, tokens.admin);
    const b = await crearVehiculo(app, tokens.admin);
    const res = await app.request('PUT', `/vehiculos/${b.VehiculoID}`, { token: tokens.admin, body: { Patente: a.Patente.toLowerCase() } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ya existe un vehículo con esa patente');
  });

  it('mileage can only go up: lower is 400, higher is logged with the user', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 10000 });
    const bajar = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { KilometrajeActual: 9999 } });
    expect(bajar.status).toBe(400);
    expect(bajar.body.message).toBe('El kilometraje no puede ser menor al actual');
    const igual = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { KilometrajeActual: 10000 } });
    expect(igual.status).toBe(200);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(1);
    const subir = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.supervisor, body: { KilometrajeActual: 12500 } });
    expect(subir.status).toBe(200);
    expect(subir.body.data.KilometrajeActual).toBe(12500);
    const lecturas = await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID }).orderBy('registro_id');
    const supervisor = await app.db('usuarios').where({ nombre_usuario: 'supervisor' }).first();
    expect(lecturas.map((l) => l.kilometraje)).toEqual([10000, 12500]);
    expect(lecturas[1].usuario_id).toBe(supervisor.usuario_id);
  });

  it('checks the marks against the resulting mileage', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 10000 });
    const aceite = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { UltimoCambioAceite: 10001 } });
    expect(aceite.status).toBe(400);
    expect(aceite.body.message).toBe('El último cambio de aceite no puede ser mayor al kilometraje actual');
    const correa = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { UltimoCambioCorrea: 10001 } });
    expect(correa.status).toBe(400);
    expect(correa.body.message).toBe('El último cambio de correa no puede ser mayor al kilometraje actual');
    const juntos = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, {
      token: tokens.admin,
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
    const v = await crearVehiculo(app, tokens.admin);
    const vacio = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { Marca: '' } });
    expect(vacio.status).toBe(400);
    expect(vacio.body.message).toBe('Por favor complete los campos obligatorios');
    const largo = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { Patente: 'P'.repeat(21) } });
    expect(largo.status).toBe(400);
    const intervalo = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { IntervaloCambioCorrea: 0 } });
    expect(intervalo.status).toBe(400);
    expect(intervalo.body.message).toBe('Los valores de kilometraje y mantenimiento deben ser positivos');
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).intervalo_cambio_correa).toBe(60000);
  });

  it('changing Active is Administrador only; sending the current value is fine', async () => {
    const v = await crearVehiculo(app, tokens.admin);
    for (const rol of ['supervisor', 'empleado'] as const) {
      const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens[rol], body: { Active: false } });
      expect(res.status).toBe(403);
      const igual = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens[rol], body: { Active: true } });
      expect(igual.status).toBe(200);
    }
    const admin = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { Active: false } });
    expect(admin.status).toBe(200);
    const reactivar = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.empleado, body: { Active: true } });
    expect(reactivar.status).toBe(403);
    const reactivarAdmin = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { Active: true } });
    expect(reactivarAdmin.body.data.Active).toBe(true);
  });
});

describe('PUT /vehiculos/:id/desactivar', () => {
  it('is Administrador only and keeps the vehicle', async () => {
    const v = await crearVehiculo(app, tokens.admin);
    for (const rol of ['supervisor', 'empleado'] as const) {
      const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: tokens[rol] });
      expect(res.status).toBe(403);
    }
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).active).toBe(true);
    const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Vehículo inactivado correctamente' });
    expect(res.body.data).toMatchObject({ VehiculoID: v.VehiculoID, Active: false });
    const detalle = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: tokens.empleado });
    expect(detalle.status).toBe(200);
    expect(detalle.body.data.Active).toBe(false);
    const lista = await app.request('GET', `/vehiculos?q=${v.Patente}`, { token: tokens.admin });
    expect(lista.body.data).toHaveLength(1);
  });

  it('404 for an unknown vehicle', async () => {
    const res = await app.request('PUT', '/vehiculos/999999/desactivar', { token: tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
  });
});

describe('audit trail', () => {
  const editar = (id: number, body: Record<string, unknown>, rol: Rol = 'admin') =>
    app.request('PUT', `/vehiculos/${id}`, { token: tokens[rol], body });

  it('a creation leaves one row with the fields set (its first reading included), none of the derived ones', async () => {
    app.setNow(new Date('2026-03-10T15:00:00Z'));
    try {
      const v = await crearVehiculo(app, tokens.supervisor, { ...base, KilometrajeActual: 1500, NumeroMotor: 'MTR-1' });
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
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 1000 });
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
    const v = await crearVehiculo(app, tokens.admin);
    expect((await editar(v.VehiculoID, { Marca: v.Marca, Modelo: v.Modelo })).status).toBe(200);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
  });

  it('an inactivation and a reactivation are their own actions, by the administrator', async () => {
    const v = await crearVehiculo(app, tokens.admin);
    expect((await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: tokens.admin })).status).toBe(200);
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
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 5000 });
    const otro = await crearVehiculo(app, tokens.admin);
    expect((await editar(v.VehiculoID, { KilometrajeActual: 4999, Modelo: 'Otro' })).status).toBe(400);
    expect((await editar(v.VehiculoID, { UltimoCambioAceite: 6000 })).status).toBe(400);
    expect((await editar(v.VehiculoID, { Patente: otro.Patente })).status).toBe(409);
    expect((await editar(v.VehiculoID, { Active: false }, 'supervisor')).status).toBe(403);
    for (const rol of ['supervisor', 'empleado'] as const) {
      expect((await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: tokens[rol] })).status).toBe(403);
    }
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
    const filas = await app.db('auditoria').where({ entidad: 'vehiculos' }).count({ n: '*' }).first();
    const creado = await app.request('POST', '/vehiculos', {
      token: tokens.empleado,
      body: { ...base, Patente: nuevaPatente(), Active: false },
    });
    expect(creado.status).toBe(403);
    expect(await app.db('auditoria').where({ entidad: 'vehiculos' }).count({ n: '*' }).first()).toEqual(filas);
  });
});
