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

const MENSAJE_INVALIDO = 'Por favor ingrese un valor válido para el kilometraje';

describe('POST /vehiculos/:id/kilometraje', () => {
  it.each(['admin', 'supervisor', 'empleado'])('%s registers a reading: it becomes the mileage and is logged with the user', async (rol) => {
    const token = await app.login(rol);
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 1000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token, body: { kilometraje: 1800 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Kilometraje actualizado correctamente' });
    expect(res.body.data).toMatchObject({ VehiculoID: v.VehiculoID, Kilometraje: 1800 });
    const usuario = await app.db('usuarios').where({ nombre_usuario: rol }).first();
    expect(res.body.data.Usuario).toEqual({ Nombre: usuario.nombre, Apellido: usuario.apellido });
    const vehiculo = await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token });
    expect(vehiculo.body.data.KilometrajeActual).toBe(1800);
    const log = await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID }).orderBy('registro_id');
    expect(log.map((r) => [r.kilometraje, r.usuario_id])).toEqual([
      [1000, expect.any(Number)],
      [1800, usuario.usuario_id],
    ]);
  });

  it('mileage can only go up: below the current one is 400 and changes nothing', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 5000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: { kilometraje: 4999 } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'El kilometraje no puede ser menor al actual',
      error: 'El kilometraje no puede ser menor al actual',
    });
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).kilometraje_actual).toBe(5000);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(1);
  });

  it('the same reading again is accepted and logged', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 5000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: { kilometraje: 5000 } });
    expect(res.status).toBe(201);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(2);
  });

  it('concurrent readings never take the mileage down', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 100 });
    const lecturas = [900, 300, 700, 500];
    const res = await Promise.all(
      lecturas.map((kilometraje) => app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: { kilometraje } })),
    );
    expect(res.every((r) => r.status === 201 || r.status === 400)).toBe(true);
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).kilometraje_actual).toBe(900);
    const log = await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID }).orderBy('registro_id').pluck('kilometraje');
    expect(log).toEqual([...log].sort((a, b) => a - b));
  });

  it.each([[0], [-5], [12.5], ['abc'], [''], [null], [true], [{}], [1e12]])('kilometraje = %j: 400 %s', async (kilometraje) => {
    const v = await crearVehiculo(app, admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: { kilometraje } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MENSAJE_INVALIDO);
    expect(res.body.errors.kilometraje).toBe(MENSAJE_INVALIDO);
  });

  it('missing kilometraje: 400; numeric strings are accepted', async () => {
    const v = await crearVehiculo(app, admin);
    const falta = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: {} });
    expect(falta.status).toBe(400);
    expect(falta.body.message).toBe(MENSAJE_INVALIDO);
    const texto = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: { kilometraje: '2500' } });
    expect(texto.status).toBe(201);
    expect(texto.body.data.Kilometraje).toBe(2500);
  });

  it('404 for an unknown vehicle; 401 without a token', async () => {
    const res = await app.request('POST', '/vehiculos/999999/kilometraje', { token: admin, body: { kilometraje: 10 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
    expect((await app.request('POST', '/vehiculos/1/kilometraje', { body: { kilometraje: 10 } })).status).toBe(401);
  });
});

describe('GET /vehiculos/:id/kilometraje/historial', () => {
  it('answers {data}, newest first, each reading with its user or null', async () => {
    const empleado = await app.login('empleado');
    app.setNow(new Date('2026-01-01T12:00:00Z'));
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 100 });
    app.setNow(new Date('2026-01-02T12:00:00Z'));
    await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: empleado, body: { kilometraje: 250 } });
    app.setNow(undefined);
    await app
      .db('registros_kilometraje')
      .insert({ vehiculo_id: v.VehiculoID, kilometraje: 300, usuario_id: null, fecha_registro: new Date('2026-01-03T12:00:00Z') });

    const res = await app.request('GET', `/vehiculos/${v.VehiculoID}/kilometraje/historial`, { token: empleado });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data).toEqual([
      {
        RegistroID: expect.any(Number),
        VehiculoID: v.VehiculoID,
        Kilometraje: 300,
        FechaRegistro: '2026-01-03T12:00:00.000Z',
        Motivo: null,
        Usuario: null,
      },
      {
        RegistroID: expect.any(Number),
        VehiculoID: v.VehiculoID,
        Kilometraje: 250,
        FechaRegistro: '2026-01-02T12:00:00.000Z',
        Motivo: null,
        Usuario: { Nombre: 'Diego', Apellido: 'Sosa' },
      },
      {
        RegistroID: expect.any(Number),
        VehiculoID: v.VehiculoID,
        Kilometraje: 100,
        FechaRegistro: '2026-01-01T12:00:00.000Z',
        Motivo: null,
        Usuario: { Nombre: 'Martín', Apellido: 'Gómez' },
      },
    ]);
    const pagina = await app.request('GET', `/vehiculos/${v.VehiculoID}/kilometraje/historial?page=1&limit=1`, { token: empleado });
    expect(pagina.body).toMatchObject({ total: 3, page: 1, limit: 1 });
    expect(pagina.body.data[0].Kilometraje).toBe(300);
    const asc = await app.request('GET', `/vehiculos/${v.VehiculoID}/kilometraje/historial?sort=Kilometraje&order=asc`, { token: empleado });
    expect(asc.body.data.map((r: any) => r.Kilometraje)).toEqual([100, 250, 300]);
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}/kilometraje/historial?sort=Usuario`, { token: empleado })).status).toBe(400);
  });

  it('404 for an unknown vehicle; 401 without a token', async () => {
    const res = await app.request('GET', '/vehiculos/999999/kilometraje/historial', { token: admin });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Vehículo no encontrado');
    expect((await app.request('GET', '/vehiculos/1/kilometraje/historial')).status).toBe(401);
  });
});

describe('POST /vehiculos/:id/kilometraje/correccion', () => {
  const MOTIVO = 'Error de tipeo en la lectura anterior';

  it('an administrator lowers the reading: logged with user and motivo, marks above it come down', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 50000, UltimoCambioAceite: 45000, UltimoCambioCorrea: 10000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje/correccion`, {
      token: admin,
      body: { kilometraje: 30000, motivo: `  ${MOTIVO}  ` },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Kilometraje corregido' });
    expect(res.body.data).toMatchObject({ Kilometraje: 30000, Motivo: MOTIVO });
    const vehiculo = await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first();
    expect([vehiculo.kilometraje_actual, vehiculo.ultimo_cambio_aceite, vehiculo.ultimo_cambio_correa]).toEqual([30000, 30000, 10000]);
    const usuario = await app.db('usuarios').where({ nombre_usuario: 'admin' }).first();
    const ultimo = await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID }).orderBy('registro_id', 'desc').first();
    expect([ultimo.kilometraje, ultimo.usuario_id, ultimo.motivo]).toEqual([30000, usuario.usuario_id, MOTIVO]);
    const historial = await app.request('GET', `/vehiculos/${v.VehiculoID}/kilometraje/historial`, { token: admin });
    expect(historial.body.data.map((r: { Motivo: string | null }) => r.Motivo)).toEqual([MOTIVO, null]);
  });

  it.each(['supervisor', 'empleado'])('%s gets 403 and nothing is written', async (rol) => {
    const token = await app.login(rol);
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 5000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje/correccion`, {
      token,
      body: { kilometraje: 100, motivo: MOTIVO },
    });
    expect(res.status).toBe(403);
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).kilometraje_actual).toBe(5000);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(1);
  });

  it.each([
    [{ kilometraje: 100 }, 'El motivo de la corrección es obligatorio'],
    [{ kilometraje: 100, motivo: ' abc ' }, 'El motivo debe tener al menos 5 caracteres'],
  ])('refuses %j with 400 and writes nothing', async (body, mensaje) => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 5000 });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje/correccion`, { token: admin, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(mensaje);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(1);
  });

  it('over a version older than the vehicle (a reading came after it): 409 with the vehicle as it is, and nothing changes', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 20000 });
    expect((await app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: admin, body: { kilometraje: 20500 } })).status).toBe(
      201,
    );
    const corregir = (version: { headers?: Record<string, string>; Version?: number }) =>
      app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje/correccion`, {
        token: admin,
        body: { kilometraje: 19000, motivo: MOTIVO, ...(version.Version && { Version: version.Version }) },
        headers: version.headers,
      });
    for (const vieja of [{ headers: { 'If-Match': `"${v.Version}"` } }, { Version: v.Version }]) {
      const res = await corregir(vieja);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Otra persona modificó este registro mientras usted lo editaba');
      expect(res.body.data).toMatchObject({ VehiculoID: v.VehiculoID, KilometrajeActual: 20500, Version: v.Version + 1 });
      expect(res.headers.get('ETag')).toBe(`"${v.Version + 1}"`);
    }
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).kilometraje_actual).toBe(20500);
    expect(await app.db('registros_kilometraje').where({ vehiculo_id: v.VehiculoID })).toHaveLength(2);
    // Over the version it has now, the correction applies.
    expect((await corregir({ headers: { 'If-Match': `"${v.Version + 1}"` } })).status).toBe(201);
    expect((await app.db('vehiculos').where({ vehiculo_id: v.VehiculoID }).first()).kilometraje_actual).toBe(19000);
  });

  it('an unknown vehicle is 404', async () => {
    const res = await app.request('POST', '/vehiculos/999999/kilometraje/correccion', {
      token: admin,
      body: { kilometraje: 1, motivo: MOTIVO },
    });
    expect(res.status).toBe(404);
  });
});

describe('audit trail', () => {
  const leer = (vehiculoId: number, kilometraje: number, token: string) =>
    app.request('POST', `/vehiculos/${vehiculoId}/kilometraje`, { token, body: { kilometraje } });
  const corregir = (vehiculoId: number, body: Record<string, unknown>, token = admin) =>
    app.request('POST', `/vehiculos/${vehiculoId}/kilometraje/correccion`, { token, body });

  it('a reading leaves one row with the mileage before and after', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 1000 });
    const res = await leer(v.VehiculoID, 125000, await app.login('supervisor'));
    expect(res.status).toBe(201);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      {
        accion: 'crear',
        usuarioId: await idDeUsuario(app, 'supervisor'),
        parte: 'kilometraje',
        parteId: res.body.data.RegistroID,
        resumen: '125.000 km',
        cambios: [{ Campo: 'KilometrajeActual', Antes: 1000, Despues: 125000 }],
      },
    ]);
  });

  it("a correction leaves one 'modificar' with its reason, the mileage and the marks it lowered", async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 50000, UltimoCambioAceite: 45000, UltimoCambioCorrea: 30000 });
    const res = await corregir(v.VehiculoID, { kilometraje: 40000, motivo: 'Error de tipeo en la carga' });
    expect(res.status).toBe(201);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([
      {
        accion: 'modificar',
        usuarioId: await idDeUsuario(app, 'admin'),
        parte: 'kilometraje',
        parteId: res.body.data.RegistroID,
        resumen: 'Error de tipeo en la carga',
        cambios: [
          { Campo: 'KilometrajeActual', Antes: 50000, Despues: 40000 },
          { Campo: 'UltimoCambioAceite', Antes: 45000, Despues: 40000 },
        ],
      },
    ]);
  });

  it('a refused reading or correction leaves no row', async () => {
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 5000 });
    expect((await leer(v.VehiculoID, 4999, admin)).status).toBe(400);
    for (const rol of ['supervisor', 'empleado']) {
      expect((await corregir(v.VehiculoID, { kilometraje: 100, motivo: 'Error de tipeo' }, await app.login(rol))).status).toBe(403);
    }
    expect((await corregir(v.VehiculoID, { kilometraje: 100, motivo: 'Mal' })).status).toBe(400);
    expect(await auditoriaTrasCrear(app, v.VehiculoID)).toEqual([]);
  });
});
