import { afterEach, describe, expect, it } from 'vitest';
import { appDelArchivo, sesionesDelArchivo } from '../../../test/harness.js';
import { alertasDocumentosService } from './service.js';
import { alertasDe, auditoriaTrasCrear, crearVehiculo, idDeUsuario } from '../../../test/vehiculos.js';

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);
afterEach(() => app.setNow(undefined));

describe('GET /vehiculos/alertas/documentos', () => {
  const HOY = new Date('2026-03-10T15:00:00Z'); // 12:00 on 2026-03-10 in Buenos Aires

  async function conDocumento(fechaVencimiento: string, campos: Record<string, unknown> = {}) {
    const v = await crearVehiculo(app, tokens.admin, { Marca: 'Toyota', Modelo: 'Hilux' });
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: tokens.admin,
      body: { TipoDocumento: 'Seguro', NumeroDocumento: 'POL-123', FechaEmision: '2025-03-01', FechaVencimiento: fechaVencimiento, ...campos },
    });
    expect(res.status).toBe(201);
    return { vehiculo: v, documento: res.body.data };
  }

  const alertasDocumentosHttp = async (token = tokens.admin) => {
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
    const alertas = alertasDe(await alertasDocumentosHttp(tokens.empleado), vehiculo.VehiculoID);
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
    const contadas = async () => (await app.request('GET', '/vehiculos/alertas/documentos?page=1&limit=1', { token: tokens.admin })).body.total;
    const antes = await contadas();
    expect(alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID)).toHaveLength(1);
    await app.request('PUT', `/vehiculos/${vehiculo.VehiculoID}/desactivar`, { token: tokens.admin });
    expect(alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID)).toEqual([]);
    expect(await contadas()).toBe(antes - 1);
    const activo = await app.request('PUT', `/vehiculos/${vehiculo.VehiculoID}`, { token: tokens.admin, body: { Active: true } });
    expect(activo.status).toBe(200);
    expect(alertasDe(await alertasDocumentosHttp(), vehiculo.VehiculoID)).toHaveLength(1);
    expect(await contadas()).toBe(antes);
  });

  it('pages and sorts', async () => {
    app.setNow(HOY);
    const todas = await alertasDocumentosHttp();
    const res = await app.request('GET', '/vehiculos/alertas/documentos?page=1&limit=1', { token: tokens.admin });
    expect(res.body).toMatchObject({ total: todas.length, page: 1, limit: 1 });
    expect(res.body.data).toEqual(todas.slice(0, 1));
    // The page counts its own rows: past the end, with none, the total is still exact.
    const pasada = await app.request('GET', `/vehiculos/alertas/documentos?page=${todas.length + 1}&limit=1`, { token: tokens.admin });
    expect(pasada.body).toMatchObject({ data: [], total: todas.length });
    const desc = await app.request('GET', '/vehiculos/alertas/documentos?sort=diasRestantes&order=desc', { token: tokens.admin });
    expect(desc.body.data[0].diasRestantes).toBe(Math.max(...todas.map((a) => a.diasRestantes)));
    expect((await app.request('GET', '/vehiculos/alertas/documentos?sort=nada', { token: tokens.admin })).status).toBe(400);
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
    const v = await crearVehiculo(app, tokens.admin);
    const res = await app.request('POST', `/vehiculos/${v.VehiculoID}/documentos`, {
      token: tokens.admin,
      body: { TipoDocumento: 'VTV', NumeroDocumento: 'VTV-9', FechaEmision: '2020-01-01', FechaVencimiento: '2021-01-01' },
    });
    return res.body.data;
  }
  const enLista = async (documentoId: number) =>
    (await app.request('GET', '/vehiculos/alertas/documentos', { token: tokens.admin })).body.data.some((a: any) => a.id === documentoId);

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
    const res = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Revisado: true, ComentarioRevision: null });
    const detalle = await app.request('GET', `/vehiculos/${doc.VehiculoID}/documentos`, { token: tokens.empleado });
    expect(detalle.body.data[0]).toMatchObject({ Revisado: true });
  });

  it('401 without a token, 404 for an unknown document, 400 for a bad comment', async () => {
    const doc = await documentoVencido();
    expect((await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, { body: {} })).status).toBe(401);
    for (const id of ['999999', 'x']) {
      const res = await app.request('PUT', `/vehiculos/alertas/documentos/${id}/resolver`, { token: tokens.admin, body: {} });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Documento no encontrado');
    }
    const malo = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, {
      token: tokens.admin,
      body: { Comentario: 42 },
    });
    expect(malo.status).toBe(400);
    expect(await enLista(doc.DocumentoID)).toBe(true);
  });

  describe('audit trail', () => {
    it("resolving leaves one 'modificar' of the document on its vehicle, with what it changed", async () => {
      const doc = await documentoVencido();
      const res = await app.request('PUT', `/vehiculos/alertas/documentos/${doc.DocumentoID}/resolver`, {
        token: tokens.empleado,
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
        token: tokens.admin,
        body: { Comentario: 42 },
      });
      expect(malo.status).toBe(400);
      expect((await auditoriaTrasCrear(app, doc.VehiculoID)).map((f) => f.accion)).toEqual(['crear']);
    });
  });
});
