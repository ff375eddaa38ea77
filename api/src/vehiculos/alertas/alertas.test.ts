import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { alertasDocumentosService, alertasMantenimientoService } from './service.js';
import { auditoriaTrasCrear, crearVehiculo, idDeUsuario } from '../../../test/vehiculos.js';

let app: TestApp;
let admin: string;
let empleado: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
  empleado = await app.login('empleado');
});
afterAll(() => app.close());
afterEach(() => app.setNow(undefined));

const alertasDe = (data: any[], vehiculoId: number) => data.filter((a) => a.vehiculoId === vehiculoId);

describe('GET /vehiculos/alertas/mantenimiento', () => {
  /** A vehicle at 20000 km with an oil interval of 10000 whose oil change has `faltan` km left (belt far away). */
  const conAceite = (faltan: number) =>
    crearVehiculo(app, admin, {
      KilometrajeActual: 20000,
      IntervaloCambioAceite: 10000,
      UltimoCambioAceite: 10000 + faltan,
      UltimoCambioCorrea: 20000,
    });
  /** A vehicle at 100000 km with the default belt interval (60000) and `faltan` km left for the belt. */
  const conCorrea = (faltan: number) =>
    crearVehiculo(app, admin, { KilometrajeActual: 100000, UltimoCambioCorrea: 40000 + faltan, UltimoCambioAceite: 100000 });

  it('needs a token', async () => {
    expect((await app.request('GET', '/vehiculos/alertas/mantenimiento')).status).toBe(401);
  });

  it('keeps answering with a stored record at the 32-bit limit (the API refuses such values, older rows may hold them)', async () => {
    const { VehiculoID } = await crearVehiculo(app, admin);
    await app.db('vehiculos').where({ vehiculo_id: VehiculoID }).update({
      kilometraje_actual: 2147483647,
      ultimo_cambio_aceite: 2147483000,
      intervalo_cambio_aceite: 1000,
      ultimo_cambio_correa: 2147483647,
    });
    try {
      const alertas = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: empleado });
      expect(alertas.status).toBe(200);
      expect(alertasDe(alertas.body.data, VehiculoID)).toEqual([
        expect.objectContaining({ subtipo: 'aceite', kmRecorridos: 647, kmFaltantes: 353, proximoMantenimiento: 2147484000 }),
      ]);
      for (const ruta of ['/dashboard', '/vehiculos?page=1&limit=5', `/vehiculos/${VehiculoID}`, '/vehiculos?conAlertas=true']) {
        expect((await app.request('GET', ruta, { token: empleado })).status, ruta).toBe(200);
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
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: empleado });
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
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
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
    const v = await crearVehiculo(app, admin, { KilometrajeActual: 70000, UltimoCambioAceite: 60100, UltimoCambioCorrea: 10200 });
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
    expect(alertasDe(res.body.data, v.VehiculoID).map((a) => [a.subtipo, a.kmFaltantes])).toEqual([
      ['aceite', 100],
      ['correa', 200],
    ]);
  });

  it('lists the most urgent first', async () => {
    await conAceite(-3000);
    await conAceite(400);
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
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
    let res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
    expect(alertasDe(res.body.data, v.VehiculoID)).toHaveLength(1);
    await app.request('PUT', `/vehiculos/${v.VehiculoID}/desactivar`, { token: admin });
    res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
    expect(alertasDe(res.body.data, v.VehiculoID)).toEqual([]);
  });

  it('an oil change record clears the alert', async () => {
    const v = await conAceite(-100);
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: empleado,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000 },
    });
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
    expect(alertasDe(res.body.data, v.VehiculoID)).toEqual([]);
  });

  it('pages: {data,total,page,limit}; sorts by alert fields only', async () => {
    const todas = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento?page=2&limit=2', { token: admin });
    expect(res.body).toMatchObject({ total: todas.body.data.length, page: 2, limit: 2 });
    expect(res.body.data).toEqual(todas.body.data.slice(2, 4));
    const porPatente = await app.request('GET', '/vehiculos/alertas/mantenimiento?sort=vehiculo&order=desc', { token: admin });
    const patentes = porPatente.body.data.map((a: any) => a.vehiculo);
    expect(patentes).toEqual([...patentes].sort().reverse());
    expect((await app.request('GET', '/vehiculos/alertas/mantenimiento?sort=Patente', { token: admin })).status).toBe(400);
  });

  it('alertasMantenimientoService(db, config).list() answers what the endpoint answers', async () => {
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: admin });
    const { data, total } = await alertasMantenimientoService(app.db, app.config).listar();
    expect(data).toEqual(res.body.data);
    expect(total).toBe(res.body.data.length);
  });
});

describe('GET /vehiculos/alertas/mantenimiento: reminders by date (months)', () => {
  const HOY = new Date('2026-03-10T15:00:00Z'); // 12:00 on 2026-03-10 in Buenos Aires

  /** A vehicle 10.000 km away from its oil change, with an oil interval of `meses` months counted from `desde`. */
  const aceitePorFecha = (meses: number | null, desde: string) =>
    crearVehiculo(app, admin, {
      KilometrajeActual: 20000,
      UltimoCambioAceite: 20000,
      UltimoCambioCorrea: 20000,
      IntervaloMesesAceite: meses,
      FechaUltimoCambioAceite: desde,
    });

  const alertasHoy = async (vehiculoId: number) => {
    app.setNow(HOY);
    const res = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: empleado });
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
    const porKm = await crearVehiculo(app, admin, { KilometrajeActual: 20000, UltimoCambioAceite: 10100, UltimoCambioCorrea: 20000 });
    const [alerta] = await alertasHoy(porKm.VehiculoID);
    expect(alerta).not.toHaveProperty('fechaProxima');
    expect(alerta).not.toHaveProperty('diasRestantes');
  });

  it('keeps to the last day of a shorter month: 31/08/2025 + 6 months is 28/02/2026', async () => {
    const v = await crearVehiculo(app, admin, { IntervaloMesesCorrea: 6, FechaUltimoCambioCorrea: '2025-08-31' });
    const [alerta] = await alertasHoy(v.VehiculoID);
    expect(alerta).toMatchObject({ subtipo: 'correa', fechaProxima: '2026-02-28', diasRestantes: -10, prioridad: 'Alta' });
  });

  it("the general service is by date only; a 'Reparación general' record restarts it", async () => {
    const v = await crearVehiculo(app, admin, { IntervaloMesesService: 12, FechaUltimoService: '2025-03-01' });
    const [alerta] = await alertasHoy(v.VehiculoID);
    expect(alerta).toMatchObject({ tipoMantenimiento: 'Service general', subtipo: 'service', fechaProxima: '2026-03-01', diasRestantes: -9 });
    expect(alerta).not.toHaveProperty('kmFaltantes');
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: empleado,
      body: { TipoMantenimiento: 'Reparación general', Kilometraje: 0, FechaRealizacion: '2026-03-09' },
    });
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
    expect((await app.request('GET', `/vehiculos/${v.VehiculoID}`, { token: admin })).body.data.FechaUltimoService).toBe('2026-03-09');
  });

  it('an oil change record restarts the date too', async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: empleado,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000, FechaRealizacion: '2026-03-10' },
    });
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
  });

  it("moving an oil change record's day moves the last change's day", async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/mantenimientos`, {
      token: empleado,
      body: { TipoMantenimiento: 'Cambio de aceite', Kilometraje: 20000, FechaRealizacion: '2026-03-01' },
    });
    await app.request('PUT', `/vehiculos/mantenimientos/${res.body.data.MantenimientoID}`, {
      token: empleado,
      body: { FechaRealizacion: '2025-09-01' },
    });
    // 01/09/2025 + 6 months = 01/03/2026: 9 days ago.
    expect((await alertasHoy(v.VehiculoID)).map((a) => [a.fechaProxima, a.diasRestantes])).toEqual([['2026-03-01', -9]]);
  });

  it('the vehicle list\'s "con alertas" tab takes the vehicle due by date', async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    app.setNow(HOY);
    const res = await app.request('GET', '/vehiculos?conAlertas=true', { token: admin });
    expect(res.body.data.map((x: any) => x.VehiculoID)).toContain(v.VehiculoID);
  });

  it('clearing the month interval (null) ends the reminder by date', async () => {
    const v = await aceitePorFecha(6, '2025-08-01');
    const res = await app.request('PUT', `/vehiculos/${v.VehiculoID}`, { token: admin, body: { IntervaloMesesAceite: null } });
    expect(res.status).toBe(200);
    expect(res.body.data.IntervaloMesesAceite).toBeNull();
    expect(await alertasHoy(v.VehiculoID)).toEqual([]);
  });
});

describe('GET /vehiculos/alertas/documentos', () => {
  const HOY = new Date('2026-03-10T15:00:00Z'); // 12:00 on 2026-03-10 in Buenos Aires

  async function conDocumento(fechaVencimiento: string, campos: Record<string, unknown> = {}) {
    const v = await crearVehiculo(app, admin, { Marca: 'Toyota', Modelo: 'Hilux' });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: admin,
      body: { TipoDocumento: 'Seguro', NumeroDocumento: 'POL-123', FechaEmision: '2025-03-01', FechaVencimiento: fechaVencimiento, ...campos },
    });
    expect(res.status).toBe(201);
    return { vehiculo: v, documento: res.body.data };
  }

  const alertasDocumentosHttp = async (token = admin) => {
    const res = await app.request('GET', '/vehiculos/alertas/documentos', { token });
    expect(res.status).toBe(200);
    return res.body.data as any[];
  };

  it('needs a token', async () => {
    expect((await app.request('GET', '/vehiculos/alertas/documentos')).status).toBe(401);
  });

  it.each([
    ['2026-04-10', 31, undefined],
    ['2026-04-09', 30, 'Media'],
    ['2026-03-18', 8, 'Media'],
    ['2026-03-17', 7, 'Alta'],
    ['2026-03-10', 0, 'Alta'],
    ['2026-03-09', -1, 'Alta'],
  ])('expiring %s (diasRestantes %s): %s', async (fecha, dias, prioridad) => {
    app.setNow(HOY);
    const { vehiculo, documento } = await conDocumento(fecha);
    const alertas = alertasDe(await alertasDocumentosHttp(empleado), vehiculo.VehiculoID);
    if (prioridad === undefined) {
      expect(alertas).toEqual([]);
      return;
    }
    expect(alertas).toEqual([
      {
        id: documento.DocumentoID,
        documentoId: documento.DocumentoID,
        vehiculoId: vehiculo.VehiculoID,
        vehiculo: vehiculo.Patente,
        documento: 'Seguro',
        numeroDocumento: 'POL-123',
        marca: 'Toyota',
        modelo: 'Hilux',
        fechaVencimiento: fecha,
        diasRestantes: dias,
        prioridad,
        // The document's, for resolving the alert with If-Match.
        Version: 1,
      },
    ]);
  });

  it('"today" is the business day: across midnight in Buenos Aires (UTC-3)', async () => {
    const { vehiculo } = await conDocumento('2026-03-09');
    const dias = async (instante: string) => {
      app.setNow(new Date(instante));
      return alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID).map((a) => a.diasRestantes);
    };
    expect(await dias('2026-03-09T02:59:00Z')).toEqual([1]); // 2026-03-08 23:59 there
    expect(await dias('2026-03-09T03:00:00Z')).toEqual([0]);
    expect(await dias('2026-03-10T02:59:00Z')).toEqual([0]); // still 2026-03-09 there
    expect(await dias('2026-03-10T03:00:00Z')).toEqual([-1]);
  });

  it('lists the most urgent first', async () => {
    app.setNow(HOY);
    await conDocumento('2026-03-25');
    await conDocumento('2026-02-01');
    const dias = (await alertasDocumentosHttp()).map((a) => a.diasRestantes);
    expect(dias).toEqual([...dias].sort((a, b) => a - b));
    expect(dias.every((d) => d <= 30)).toBe(true);
  });

  it('leaves out documents of inactive vehicles, and takes them back when the vehicle is active again', async () => {
    app.setNow(HOY);
    const { vehiculo } = await conDocumento('2026-03-12');
    const contadas = async () => (await app.request('GET', '/vehiculos/alertas/documentos?page=1&limit=1', { token: admin })).body.total;
    const antes = await contadas();
    expect(alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID)).toHaveLength(1);
    await app.request('PUT', `/vehiculos/${vehiculo.VehiculoID}/desactivar`, { token: admin });
    expect(alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID)).toEqual([]);
    expect(await contadas()).toBe(antes - 1);
    const activo = await app.request('PUT', `/vehiculos/${vehiculo.VehiculoID}`, { token: admin, body: { Active: true } });
    expect(activo.status).toBe(200);
    expect(alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID)).toHaveLength(1);
    expect(await contadas()).toBe(antes);
  });

  it('pages and sorts', async () => {
    app.setNow(HOY);
    const todas = await alertasDocumentosHttp();
    const res = await app.request('GET', '/vehiculos/alertas/documentos?page=1&limit=1', { token: admin });
    expect(res.body).toMatchObject({ total: todas.length, page: 1, limit: 1 });
    expect(res.body.data).toEqual(todas.slice(0, 1));
    // The page counts its own rows: past the end, with none, the total is still exact.
    const pasada = await app.request('GET', `/vehiculos/alertas/documentos?page=${todas.length + 1}&limit=1`, { token: admin });
    expect(pasada.body).toMatchObject({ data: [], total: todas.length });
    const desc = await app.request('GET', '/vehiculos/alertas/documentos?sort=diasRestantes&order=desc', { token: admin });
    expect(desc.body.data[0].diasRestantes).toBe(Math.max(...todas.map((a) => a.diasRestantes)));
    expect((await app.request('GET', '/vehiculos/alertas/documentos?sort=nada', { token: admin })).status).toBe(400);
  });

  it('alertasDocumentosService(db, config).list(query, now) answers what the endpoint answers', async () => {
    app.setNow(HOY);
    const http = await alertasDocumentosHttp();
    const { data } = await alertasDocumentosService(app.db, { ...app.config, zonaNegocio: 'America/Argentina/Buenos_Aires' }).listar(
      undefined,
      HOY,
    );
    expect(data).toEqual(http);
  });
});

describe('PUT /vehiculos/alertas/documentos/:id/resolver', () => {
  async function documentoVencido() {
    const v = await crearVehiculo(app, admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: admin,
      body: { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-9', FechaEmision: '2020-01-01', FechaVencimiento: '2021-01-01' },
    });
    return res.body.data;
  }
  const enLista = async (documentoId: number) =>
    (await app.request('GET', '/vehiculos/alertas/documentos', { token: admin })).body.data.some((a: any) => a.id === documentoId);

  it.each(['admin', 'supervisor', 'empleado'])('%s resolves with a comment: the alert leaves the list', async (rol) => {
    const token = await app.login(rol);
    const doc = await documentoVencido();
    expect(await enLista(doc.DocumentoID)).toBe(true);
    const res = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, {
      token,
      body: { Comentario: 'Turno de VTV confirmado' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Alerta resuelta correctamente' });
    expect(res.body.data).toMatchObject({ DocumentoID: doc.DocumentoID, Revisado: true, ComentarioRevision: 'Turno de VTV confirmado' });
    expect(await enLista(doc.DocumentoID)).toBe(false);
  });

  it('the comment is optional', async () => {
    const doc = await documentoVencido();
    const res = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, { token: empleado });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Revisado: true, ComentarioRevision: null });
    const detalle = await app.request('GET', `/vehiculos/${doc.VehiculoID}/documentos`, { token: empleado });
    expect(detalle.body.data[0]).toMatchObject({ Revisado: true });
  });

  it('401 without a token, 404 for an unknown document, 400 for a bad comment', async () => {
    const doc = await documentoVencido();
    expect((await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, { body: {} })).status).toBe(401);
    for (const id of ['999999', 'x']) {
      const res = await app.request('PUT', `/vehiculos/alertas/documentos/${id}/resolver`, { token: admin, body: {} });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Documento no encontrado');
    }
    const malo = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, {
      token: admin,
      body: { Comentario: 42 },
    });
    expect(malo.status).toBe(400);
    expect(await enLista(doc.DocumentoID)).toBe(true);
  });

  describe('audit trail', () => {
    it("resolving leaves one 'modificar' of the document on its vehicle, with what it changed", async () => {
      const doc = await documentoVencido();
      const res = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, {
        token: empleado,
        body: { Comentario: 'Turno de VTV confirmado' },
      });
      expect(res.status).toBe(200);
      const [agregado, ...resto] = await auditoriaTrasCrear(app, doc.VehiculoID);
      expect(agregado).toMatchObject({ accion: 'crear', parte: 'documentos', parteId: doc.DocumentoID });
      expect(resto).toEqual([
        {
          accion: 'modificar',
          usuarioId: await idDeUsuario(app, 'empleado'),
          parte: 'documentos',
          parteId: doc.DocumentoID,
          resumen: 'VTV VTV-9',
          cambios: [
            { Campo: 'Revisado', Antes: false, Despues: true },
            { Campo: 'ComentarioRevision', Antes: null, Despues: 'Turno de VTV confirmado' },
          ],
        },
      ]);
    });

    it('a refused resolution leaves no row', async () => {
      const doc = await documentoVencido();
      const malo = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, {
        token: admin,
        body: { Comentario: 42 },
      });
      expect(malo.status).toBe(400);
      expect((await auditoriaTrasCrear(app, doc.VehiculoID)).map((f) => f.accion)).toEqual(['crear']);
    });
  });
});
