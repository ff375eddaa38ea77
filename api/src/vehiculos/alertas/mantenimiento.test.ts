import { afterEach, describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo } from '../../../test/harness.js';
import { alertasMantenimientoService } from './service.js';
import { alertasDe, crearVehiculo } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);
afterEach(() => app.setNow(undefined));

describe('GET /vehiculos/alertas/mantenimiento', () => {
  /** A vehicle at 20000 km with an oil interval of 10000 whose oil change has `faltan` km left (belt far away). */
  const conAceite = (faltan: number) =>
    crearVehiculo(app, tokens.admin, {
      KilometrajeActual: 20000,
      IntervaloCambioAceite: 10000,
      UltimoCambioAceite: 10000 + faltan,
      UltimoCambioCorrea: 20000,
    });
  /** A vehicle at 100000 km with the default belt interval (60000) and `faltan` km left for the belt. */
  const conCorrea = (faltan: number) =>
    crearVehiculo(app, tokens.admin, { KilometrajeActual: 100000, UltimoCambioCorrea: 40000 + faltan, UltimoCambioAceite: 100000 });

  it('needs a token', async () => {
    expect((await app.request('GET', '/vehiculos/alertas/mantenimiento')).status).toBe(401);
  });

  it('keeps answering with a stored record at the 32-bit limit (the API refuses such values, older rows may hold them)', async () => {
    const { VehiculoID } = await crearVehiculo(app, tokens.admin);
    await app.db('vehiculos').where({ vehiculo_id: VehiculoID }).update({
      kilometraje_actual: 2147483647,
      ultimo_cambio_aceite: 2147483000,
      intervalo_cambio_aceite: 1000,
      ultimo_cambio_correa: 2147483647,
    });
    try {
      const alertas = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.empleado });
      expect(alertas.status).toBe(200);
      expect(alertasDe(alertas.body.data, VehiculoID)).toEqual([
        expect.objectContaining({ subtipo: 'aceite', kmRecorridos: 647, kmFaltantes: 353, proximoMantenimiento: 2147484000 }),
      ]);
      for (const ruta of ['/dashboard', '/vehiculos?page=1&limit=5', `/vehiculos/${VehiculoID}`, '/vehiculos?conAlertas=true']) {
        expect((await app.request('GET', ruta, { token: tokens.empleado })).status, ruta).toBe(200);
      }
    } finally {
      await app.db('vehiculos').where({ vehiculo_id: VehiculoID }).update({ active: false });
    }
  });

  it.each([
    [501, undefined],
    [500, 'Media'],
    [1, 'Media'],
    [0, 'Alta'],
    [-250, 'Alta'],
  ])('oil with kmFaltantes %s: %s', async (faltan, prioridad) => {
    const v = await conAceite(faltan);
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.empleado });
    expect(res.status).toBe(200);
    const alertas = alertasDe(res.body.data, v.VehiculoID);
    if (prioridad === undefined) {
      expect(alertas).toEqual([]);
      return;
    }
    expect(alertas).toEqual([
      {
        vehiculo: v.Patente,
        vehiculoId: v.VehiculoID,
        tipoMantenimiento: 'Cambio de aceite',
        subtipo: 'aceite',
        marca: 'Ford',
        modelo: 'Cargo 1723',
        prioridad,
        kmFaltantes: faltan,
        kmRecorridos: 10000 - faltan,
        proximoMantenimiento: 20000 + faltan,
      },
    ]);
  });

  it.each([
    [501, undefined],
    [500, 'Media'],
    [1, 'Media'],
    [0, 'Alta'],
    [-1200, 'Alta'],
  ])('belt with kmFaltantes %s: %s', async (faltan, prioridad) => {
    const v = await conCorrea(faltan);
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    const alertas = alertasDe(res.body.data, v.VehiculoID);
    if (prioridad === undefined) {
      expect(alertas).toEqual([]);
      return;
    }
    expect(alertas).toEqual([
      expect.objectContaining({
        tipoMantenimiento: 'Cambio de correa',
        subtipo: 'correa',
        prioridad,
        kmFaltantes: faltan,
        kmRecorridos: 60000 - faltan,
        proximoMantenimiento: 100000 + faltan,
      }),
    ]);
  });

  it('lists oil and belt of one vehicle separately', async () => {
    const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 70000, UltimoCambioAceite: 60100, UltimoCambioCorrea: 10200 });
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    expect(alertasDe(res.body.data, v.VehiculoID).map((a) => [a.subtipo, a.kmFaltantes])).toEqual([
      ['aceite', 100],
      ['correa', 200],
    ]);
  });

  it('lists the most urgent first', async () => {
    await conAceite(-3000);
    await conAceite(400);
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    // With reminders by date (issue 15): Alta before Media, each by km remaining, those without km last.
    const prioridades = res.body.data.map((a: any) => a.prioridad);
    expect(prioridades).toEqual([...prioridades].sort());
    for (const prioridad of ['Alta', 'Media']) {
      const km = res.body.data.filter((a: any) => a.prioridad === prioridad).map((a: any) => a.kmFaltantes ?? Number.POSITIVE_INFINITY);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }
    expect(res.body.data.every((a: any) => a.kmFaltantes <= 500 || a.diasRestantes <= 30)).toBe(true);
  });

  it('leaves out inactive vehicles', async () => {
    const v = await conAceite(-100);
    let res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    expect(alertasDe(res.body.data, v.VehiculoID)).toHaveLength(1);
    await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: tokens.admin });
    res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    expect(alertasDe(res.body.data, v.VehiculoID)).toEqual([]);
  });

  it('an oil change record clears the alert', async () => {
    const v = await conAceite(-100);
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.empleado,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000 },
    });
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    expect(alertasDe(res.body.data, v.VehiculoID)).toEqual([]);
  });

  it('pages: {data,total,page,limit}; sorts by alert fields only', async () => {
    const todas = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento?page=2&limit=2', { token: tokens.admin });
    expect(res.body).toMatchObject({ total: todas.body.data.length, page: 2, limit: 2 });
    expect(res.body.data).toEqual(todas.body.data.slice(2, 4));
    const porPatente = await app.request('GET', '/vehiculos/alertas/mantenimiento?sort=vehiculo&order=desc', { token: tokens.admin });
    const patentes = porPatente.body.data.map((a: any) => a.vehiculo);
    expect(patentes).toEqual([...patentes].sort().reverse());
    expect((await app.request('GET', '/vehiculos/alertas/mantenimiento?sort=Patente', { token: tokens.admin })).status).toBe(400);
  });

  it('alertasMantenimientoService(db, config).list() answers what the endpoint answers', async () => {
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    const { data, total } = await alertasMantenimientoService(app.db, app.config).listar();
    expect(data).toEqual(res.body.data);
    expect(total).toBe(res.body.data.length);
  });
});

describe('GET /vehiculos/alertas/mantenimiento: reminders by date (months)', () => {
  const HOY = new Date('2026-03-10T15:00:00Z'); // 12:00 on 2026-03-10 in Buenos Aires

  /** A vehicle 10.000 km away from its oil change, with an oil interval of `meses` months counted from `desde`. */
  const aceitePorFecha = (meses: number | null, desde: string) =>
    crearVehiculo(app, tokens.admin, {
      KilometrajeActual: 20000,
      UltimoCambioAceite: 20000,
      UltimoCambioCorrea: 20000,
      IntervaloMesesAceite: meses,
      FechaUltimoCambioAceite: desde,
    });

  const alertasHoy = async (vehiculoId: number) => {
    app.setNow(HOY);
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.empleado });
    expect(res.status).toBe(200);
    return alertasDe(res.body.data, vehiculoId);
  };

  it('comes due by date while under its km interval: 6 months after 15/09/2025 is 15/03/2026, 5 days away, Alta', async () => {
    const v = await aceitePorFecha(6, '2025-09-15');
    expect(await alertasHoy(v.VehiculoID)).toEqual([
      {
        vehiculo: v.Patente,
        vehiculoId: v.VehiculoID,
        tipoMantenimiento: 'Cambio de aceite',
        subtipo: 'aceite',
        marca: 'Ford',
        modelo: 'Cargo 1723',
        prioridad: 'Alta',
        kmFaltantes: 10000,
        kmRecorridos: 0,
        proximoMantenimiento: 30000,
        fechaProxima: '2026-03-15',
        diasRestantes: 5,
      },
    ]);
  });

  it.each([
    ['2025-10-10', undefined, undefined], // due 10/04: 31 days
    ['2025-10-09', 30, 'Media'],
    ['2025-09-18', 8, 'Media'],
    ['2025-09-17', 7, 'Alta'],
    ['2025-08-01', -37, 'Alta'], // due 01/02: 28 + 9 days ago
  ])("last change %s: diasRestantes %s, %s (the documents' rules)", async (desde, dias, prioridad) => {
    const v = await aceitePorFecha(6, desde);
    const alertas = await alertasHoy(v.VehiculoID);
    expect(alertas.map((a) => [a.diasRestantes, a.prioridad])).toEqual(dias === undefined ? [] : [[dias, prioridad]]);
  });

  it('without a month interval the alert is by km only, with no date fields', async () => {
    const v = await aceitePorFecha(null, '2020-01-01');
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
    const porKm = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 20000, UltimoCambioAceite: 10100, UltimoCambioCorrea: 20000 });
    const [alerta] = await alertasHoy(porKm.VehiculoID);
    expect(alerta).not.toHaveProperty('fechaProxima');
    expect(alerta).not.toHaveProperty('diasRestantes');
  });

  it('keeps to the last day of a shorter month: 31/08/2025 + 6 months is 28/02/2026', async () => {
    const v = await crearVehiculo(app, tokens.admin, { IntervaloMesesCorrea: 6, FechaUltimoCambioCorrea: '2025-08-31' });
    const [alerta] = await alertasHoy(v.VehiculoID);
    expect(alerta).toMatchObject({ subtipo: 'correa', fechaProxima: '2026-02-28', diasRestantes: -10, prioridad: 'Alta' });
  });

  it("the general service is by date only; a 'Reparación general' record restarts it", async () => {
    const v = await crearVehiculo(app, tokens.admin, { IntervaloMesesService: 12, FechaUltimoService: '2025-03-01' });
    const [alerta] = await alertasHoy(v.VehiculoID);
    expect(alerta).toMatchObject({ tipoMantenimiento: 'Service general', subtipo: 'service', fechaProxima: '2026-03-01', diasRestantes: -9 });
    expect(alerta).not.toHaveProperty('kmFaltantes');
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.empleado,
      body: { TipoMantenimiento: 'Reparación general', Kilometraje: 0, FechaRealizacion: '2026-03-09' },
    });
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin })).body.data.FechaUltimoService).toBe('2026-03-09');
  });

  it('an oil change record restarts the date too', async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.empleado,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000, FechaRealizacion: '2026-03-10' },
    });
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
  });

  it("moving an oil change record's day moves the last change's day", async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: tokens.empleado,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000, FechaRealizacion: '2026-03-01' },
    });
    await app.request('PUT', `/vehiculos/mantenimientos/${res.body.data.MantenimientoID}`, {
      token: tokens.empleado,
      body: { FechaRealizacion: '2025-09-01' },
    });
    // 01/09/2025 + 6 months = 01/03/2026: 9 days ago.
    expect((await alertasHoy(v.VehiculoID)).map((a) => [a.fechaProxima, a.diasRestantes])).toEqual([['2026-03-01', -9]]);
  });

  it('the vehicle list\'s "con alertas" tab takes the vehicle due by date', async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    app.setNow(HOY);
    const res = await app.request('GET', '/vehiculos?conAlertas=true', { token: tokens.admin });
    expect(res.body.data.map((x: any) => x.VehiculoID)).toContain(v.VehiculoID);
  });

  it('clearing the month interval (null) ends the reminder by date', async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: tokens.admin, body: { IntervaloMesesAceite: null } });
    expect(res.status).toBe(200);
    expect(res.body.data.IntervaloMesesAceite).toBeNull();
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
  });
});
