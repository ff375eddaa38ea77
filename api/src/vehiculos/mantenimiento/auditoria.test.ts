import { describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo } from '../../../test/harness.js';
import { auditoriaTrasCrear, crearVehiculo, idDeUsuario, pedidosDeMantenimiento } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

const { vehiculoEnDb, registrar } = pedidosDeMantenimiento(app, tokens);

describe('audit trail', () => {
  const aceite = {
    TipoMantenimiento: 'Cambio de aceite',
    Kilometraje: 31000,
    Costo: 85000,
    FechaRealizacion: '2026-03-05',
    Proveedor: 'Lubricentro Sur',
  };
  const conAceite = async () => {
    const v = await crearVehiculo(app, tokens.admin, {
      KilometrajeActual: 30000,
      UltimoCambioAceite: 20000,
      FechaUltimoCambioAceite: '2025-09-01',
    });
    return { v, registro: await registrar(v.VehiculoID, aceite, tokens.empleado) };
  };
  const parte = (registro: { MantenimientoID: number }) => ({
    parte: 'mantenimientos',
    parteId: registro.MantenimientoID,
    resumen: 'Cambio de aceite',
  });

  it("a record that moves the vehicle leaves one row, the record's, with what moved on the vehicle", async () => {
    const { v, registro } = await conAceite();
    const autor = await app.db('usuarios').where({ nombre_usuario: 'empleado' }).first();
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      {
        accion: 'crear',
        usuarioId: autor.usuario_id,
        ...parte(registro),
        cambios: [
          { Campo: 'TipoMantenimiento', Antes: null, Despues: 'Cambio de aceite' },
          { Campo: 'Kilometraje', Antes: null, Despues: 31000 },
          { Campo: 'Costo', Antes: null, Despues: 85000 },
          { Campo: 'FechaRealizacion', Antes: null, Despues: '2026-03-05' },
          { Campo: 'Proveedor', Antes: null, Despues: 'Lubricentro Sur' },
          { Campo: 'KilometrajeActual', Antes: 30000, Despues: 31000 },
          { Campo: 'UltimoCambioAceite', Antes: 20000, Despues: 31000 },
          { Campo: 'FechaUltimoCambioAceite', Antes: '2025-09-01', Despues: '2026-03-05' },
        ],
      },
    ]);
  });

  it('an edit leaves one row with its changes, and the marks it moved when it moves them', async () => {
    const { v, registro } = await conAceite();
    const editar = (body: Record<string, unknown>) =>
      app.request('PUT', `/vehiculos/mantenimientos/${registro.MantenimientoID}`, { token: tokens.admin, body });
    expect((await editar({ Costo: 90000, Notas: 'Aceite sintético' })).status).toBe(200);
    expect((await editar({ Kilometraje: 30500 })).status).toBe(200);
    expect((await editar({ Costo: 90000 })).status).toBe(200);
    const usuarioId = await idDeUsuario(app, 'admin');
    const [, ...ediciones] = await auditoriaTrasCrear(app, v.VehiculoID);
    expect(ediciones).toEqual([
      {
        accion: 'modificar',
        usuarioId,
        ...parte(registro),
        cambios: [
          { Campo: 'Costo', Antes: 85000, Despues: 90000 },
          { Campo: 'Notas', Antes: null, Despues: 'Aceite sintético' },
        ],
      },
      {
        accion: 'modificar',
        usuarioId,
        ...parte(registro),
        // The mileage never goes down: only the oil mark follows the record back.
        cambios: [
          { Campo: 'Kilometraje', Antes: 31000, Despues: 30500 },
          { Campo: 'UltimoCambioAceite', Antes: 31000, Despues: 30500 },
        ],
      },
    ]);
  });

  it('a deletion leaves one row with what the record held', async () => {
    const { v, registro } = await conAceite();
    expect((await app.request('DELETE', `/vehiculos/mantenimientos/${registro.MantenimientoID}`, { token: tokens.admin })).status).toBe(200);
    const [, eliminacion, ...resto] = await auditoriaTrasCrear(app, v.VehiculoID);
    expect(resto).toEqual([]);
    expect(eliminacion).toMatchObject({ accion: 'eliminar', usuarioId: await idDeUsuario(app, 'admin'), ...parte(registro) });
    expect(eliminacion.cambios).toEqual(
      expect.arrayContaining([
        { Campo: 'Kilometraje', Antes: 31000, Despues: null },
        { Campo: 'Costo', Antes: 85000, Despues: null },
      ]),
    );
  });

  it('a refused change leaves no row', async () => {
    const { v, registro } = await conAceite();
    const invalido = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.admin,
      body: { ...aceite, Kilometraje: 40000, Costo: -1 },
    });
    expect(invalido.status).toBe(400);
    const edicion = await app.request('PUT', `/vehiculos/mantenimientos/${registro.MantenimientoID}`, {
      token: tokens.admin,
      body: { Kilometraje: -1 },
    });
    expect(edicion.status).toBe(400);
    expect((await auditoriaTrasCrear(app, v.VehiculoID)).map((f) => f.accion)).toEqual(['crear']);
    expect((await vehiculoEnDb(v.VehiculoID)).kilometraje_actual).toBe(31000);
  });
});
