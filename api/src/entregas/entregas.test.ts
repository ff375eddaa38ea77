import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearPedido, crearProducto, FIRMA, unico } from '../../test/fixtures.js';
import { imagenesDePdf, textoDePdf } from '../../test/pdf.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// The proof of delivery (issue 34): an order's delivery and its images, the remito that prints them, the
// dashboard's panel of today's sheets, and how long the stop actions' idempotency keys are kept.

let app: TestApp;
let admin: string;
let supervisor: string;
let empleado: string;
const chofer = { id: 0, token: '', apellido: '' };
let bolsa: number;
let pinza: number;
let clienteId: number;

const FOTO = `data:image/jpeg;base64,${[
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAA',
  'ACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0',
  'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAA',
  'AAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAM',
  'ZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZG',
  'NywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09P',
  'T0//wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAv/E',
  'ABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ALEADf/Z',
].join('')}`;
const bytesDe = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1], 'base64');

beforeAll(async () => {
  app = await startTestApp();
  [admin, supervisor, empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  chofer.apellido = unico('Prueba');
  const res = await app.request('POST', '/usuarios', {
    token: admin,
    body: {
      Nombre: 'Néstor',
      Apellido: chofer.apellido,
      Telefono: '+54 11 4000-3333',
      Direccion: 'Av. Gaona 2500, Ramos Mejía',
      Email: `${chofer.apellido.toLowerCase()}@carbonsur.com.ar`,
      NombreUsuario: chofer.apellido,
      Contrasena: 'Reparto-Sur-2026',
      Rol: 'Empleado',
      Chofer: true,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  chofer.id = res.body.data.UsuarioID;
  chofer.token = await app.login(chofer.apellido, 'Reparto-Sur-2026');
  bolsa = (await crearProducto(app, admin, { Precio: 22500, Stock: 10_000, PesoKg: 30 })).ProductoID;
  pinza = (await crearProducto(app, admin, { Precio: 4600, Stock: 10_000, PesoKg: 0.5 })).ProductoID;
  clienteId = (await crearCliente(app, admin)).ClienteID;
});
afterAll(() => app.close());

let dias = 0;
/** A day of its own for each sheet, from tomorrow on (today is the dashboard's test, and the demo's sheet). */
const otroDia = () => diaNegocio(new Date(Date.now() + (++dias + 1) * 86_400_000), app.config.zonaNegocio);
/** An order of 3 bags and 1 accessory. */
const pedido = async () =>
  (
    await crearPedido(app, empleado, clienteId, [
      { ProductoID: bolsa, Cantidad: 3 },
      { ProductoID: pinza, Cantidad: 1 },
    ])
  ).PedidoID as number;

/** A sheet of `pedidos` on a new vehicle, started by its driver; answers the sheet. */
async function enCurso(pedidos: number[], Fecha = otroDia()) {
  const { VehiculoID } = await crearVehiculo(app, admin, { CapacidadKg: 8000 });
  const plan = await app.request('POST', '/hojas-de-ruta', {
    token: supervisor,
    body: { Fecha, VehiculoID, ChoferID: chofer.id, Paradas: pedidos },
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(201);
  const res = await app.request('POST', `/hojas-de-ruta/${plan.body.data.HojaID}/iniciar`, { token: chofer.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { HojaID: number; Paradas: { ParadaID: number; Pedido: { PedidoID: number; detalles: { DetalleID: number }[] } }[] };
}
let claves = 0;
const accion = async (
  hojaId: number,
  paradaId: number,
  ruta: string,
  body: Record<string, unknown>,
  clave = `entrega-${++claves}-${Date.now()}`,
) => {
  const res = await app.request('POST', `/hojas-de-ruta/${hojaId}/paradas/${paradaId}/${ruta}`, {
    token: chofer.token,
    body,
    headers: { 'Idempotency-Key': clave },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
const entrega = (pedidoId: number | string, token = empleado) => app.request('GET', `/pedidos/${pedidoId}/entrega`, { token });
const imagen = (hojaId: number | string, paradaId: number | string, cual: string, token = empleado) =>
  app.request('GET', `/hojas-de-ruta/${hojaId}/paradas/${paradaId}/${cual}`, { token });

describe('GET /pedidos/{id}/entrega', () => {
  it('answers a delivered order: when, by which driver and sheet, the lines, the cash, and its signature and photo', async () => {
    const p = await pedido();
    const h = await enCurso([p]);
    await accion(h.HojaID, h.Paradas[0].ParadaID, 'entregar', { Firma: FIRMA, Foto: FOTO, Cobrado: 5000, Comentario: 'Dejado en el depósito' });
    const res = await entrega(p);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      HojaID: h.HojaID,
      ParadaID: h.Paradas[0].ParadaID,
      Resultado: 'entregado',
      MotivoFalla: null,
      Comentario: 'Dejado en el depósito',
      Chofer: { UsuarioID: chofer.id, Nombre: 'Néstor', Apellido: chofer.apellido },
      Cobrado: 5000,
      TieneFirma: true,
      TieneFoto: true,
    });
    expect(res.body.data.Fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.data.Lineas.map((l: { Pedida: number; Entregada: number }) => [l.Pedida, l.Entregada])).toEqual([
      [3, 3],
      [1, 1],
    ]);

    const firma = await imagen(h.HojaID, h.Paradas[0].ParadaID, 'firma');
    expect(firma.status).toBe(200);
    expect(firma.headers.get('Content-Type')).toBe('image/png');
    expect(firma.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(firma.body).equals(bytesDe(FIRMA))).toBe(true);
    const foto = await imagen(h.HojaID, h.Paradas[0].ParadaID, 'foto');
    expect(foto.status).toBe(200);
    expect(foto.headers.get('Content-Type')).toBe('image/jpeg');
    expect(foto.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(foto.body).equals(bytesDe(FOTO))).toBe(true);
  });

  it('answers a partial delivery with what was ordered and delivered of each line', async () => {
    const p = await pedido();
    const h = await enCurso([p]);
    const [bolsas, pinzas] = h.Paradas[0].Pedido.detalles;
    await accion(h.HojaID, h.Paradas[0].ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Lineas: [
        { DetalleID: bolsas.DetalleID, Cantidad: 1 },
        { DetalleID: pinzas.DetalleID, Cantidad: 1 },
      ],
    });
    const { body } = await entrega(p);
    expect(body.data).toMatchObject({ Resultado: 'parcial', Cobrado: null, TieneFirma: true, TieneFoto: false });
    expect(body.data.Lineas.map((l: { DetalleID: number; Pedida: number; Entregada: number }) => [l.DetalleID, l.Pedida, l.Entregada])).toEqual([
      [bolsas.DetalleID, 3, 1],
      [pinzas.DetalleID, 1, 1],
    ]);
    const sinFoto = await imagen(h.HojaID, h.Paradas[0].ParadaID, 'foto');
    expect(sinFoto.status).toBe(404);
    expect(sinFoto.body.message).toBe('La parada no tiene foto');
  });

  it('answers a failed stop with its reason, nothing delivered and no signature; the later delivery replaces it', async () => {
    const p = await pedido();
    const h = await enCurso([p]);
    await accion(h.HojaID, h.Paradas[0].ParadaID, 'no-entregado', { Motivo: 'cliente_ausente', Comentario: 'Nadie en el local' });
    const fallida = (await entrega(p)).body.data;
    expect(fallida).toMatchObject({
      Resultado: 'no_entregado',
      MotivoFalla: 'cliente_ausente',
      Comentario: 'Nadie en el local',
      TieneFirma: false,
    });
    expect(fallida.Lineas.every((l: { Entregada: number }) => l.Entregada === 0)).toBe(true);
    const sinFirma = await imagen(h.HojaID, h.Paradas[0].ParadaID, 'firma');
    expect(sinFirma.status).toBe(404);
    expect(sinFirma.body.message).toBe('La parada no tiene firma');

    // Planned again on another day's sheet and delivered there: that is the order's delivery now.
    const otra = await enCurso([p]);
    await accion(otra.HojaID, otra.Paradas[0].ParadaID, 'entregar', { Firma: FIRMA });
    expect((await entrega(p)).body.data).toMatchObject({ HojaID: otra.HojaID, Resultado: 'entregado', MotivoFalla: null });
  });

  it('answers null for an order that never went out, 404 for an order, sheet, stop or image that is not there', async () => {
    const p = await pedido();
    expect((await entrega(p)).body).toEqual({ data: null });
    for (const id of ['999999999', 'abc']) {
      const res = await entrega(id);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Pedido no encontrado');
    }
    const h = await enCurso([p]);
    const paradaId = h.Paradas[0].ParadaID;
    expect((await imagen(999999999, paradaId, 'firma')).body.message).toBe('Hoja de ruta no encontrada');
    expect((await imagen(h.HojaID, 999999999, 'firma')).body.message).toBe('Parada no encontrada');
    // A stop read under another sheet's number is not there either.
    const ajena = await imagen(h.HojaID - 1, paradaId, 'firma');
    expect(ajena.status).toBe(404);
    expect((await imagen(h.HojaID, paradaId, 'firma')).status).toBe(404);
    expect((await imagen(h.HojaID, 'x', 'firma')).status).toBe(404);
  });

  it('is read by every role that reads orders, and by nobody without a token', async () => {
    const p = await pedido();
    const h = await enCurso([p]);
    await accion(h.HojaID, h.Paradas[0].ParadaID, 'entregar', { Firma: FIRMA });
    for (const token of [admin, supervisor, empleado, chofer.token]) {
      expect((await entrega(p, token)).status).toBe(200);
      expect((await imagen(h.HojaID, h.Paradas[0].ParadaID, 'firma', token)).status).toBe(200);
    }
    expect((await app.request('GET', `/pedidos/${p}/entrega`)).status).toBe(401);
    expect((await app.request('GET', `/hojas-de-ruta/${h.HojaID}/paradas/${h.Paradas[0].ParadaID}/firma`)).status).toBe(401);
  });
});

describe('the remito of a delivered order', () => {
  it('prints the driver, when it was delivered, what was not, the signature in its box and the photo', async () => {
    const [entero, parcial, enCamino] = [await pedido(), await pedido(), await pedido()];
    const h = await enCurso([entero, parcial, enCamino]);
    await accion(h.HojaID, h.Paradas[0].ParadaID, 'entregar', { Firma: FIRMA, Foto: FOTO });
    const [bolsas, pinzas] = h.Paradas[1].Pedido.detalles;
    await accion(h.HojaID, h.Paradas[1].ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Lineas: [
        { DetalleID: bolsas.DetalleID, Cantidad: 2 },
        { DetalleID: pinzas.DetalleID, Cantidad: 1 },
      ],
    });
    const remito = (id: number) => app.request('GET', `/pedidos/${id}/remito.pdf`, { token: empleado });

    const completo = await remito(entero);
    expect(completo.status).toBe(200);
    expect(await imagenesDePdf(completo.body)).toBe(2);
    const texto = await textoDePdf(completo.body);
    expect(texto).toContain(`Chofer: Néstor ${chofer.apellido}`);
    expect(texto).toMatch(new RegExp(`Entregado: \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} \\(hoja de ruta N° ${h.HojaID}\\)`));
    expect(texto).toContain('Foto de la entrega');
    expect(texto).not.toContain('DNI del chofer');

    const enParte = await remito(parcial);
    expect(await imagenesDePdf(enParte.body)).toBe(1);
    const textoParcial = await textoDePdf(enParte.body);
    expect(textoParcial).toMatch(/Entrega parcial: \d{2}\/\d{2}\/\d{4}/);
    expect(textoParcial).toMatch(/No entregado: .+: 2 de 3/);

    // Not yet delivered: the blanks to fill in by hand, no image.
    const sinEntregar = await remito(enCamino);
    expect(await imagenesDePdf(sinEntregar.body)).toBe(0);
    expect(await textoDePdf(sinEntregar.body)).toContain('DNI del chofer');
  });
});

describe("the dashboard's sheets of today", () => {
  it('lists each sheet of today with its vehicle, driver, state and stops resolved of the total', async () => {
    const [a, b] = [await pedido(), await pedido()];
    const hoy = diaNegocio(app.config.now(), app.config.zonaNegocio);
    const h = await enCurso([a, b], hoy);
    const deHoy = async () =>
      (await app.request('GET', '/dashboard', { token: empleado })).body.data.hojasDeHoy.find((x: { HojaID: number }) => x.HojaID === h.HojaID);
    expect(await deHoy()).toMatchObject({
      Estado: 'En curso',
      Paradas: 2,
      Resueltas: 0,
      Chofer: { Nombre: 'Néstor', Apellido: chofer.apellido },
    });
    await accion(h.HojaID, h.Paradas[0].ParadaID, 'no-entregado', { Motivo: 'rechazado' });
    expect(await deHoy()).toMatchObject({ Paradas: 2, Resueltas: 1 });

    // The demo's sheet of today is there too; another day's sheet is not.
    const { body } = await app.request('GET', '/dashboard', { token: supervisor });
    const hojas = body.data.hojasDeHoy as { HojaID: number }[];
    const listadas = await app.request('GET', `/hojas-de-ruta?fecha=${hoy}`, { token: supervisor });
    expect(hojas.map((x) => x.HojaID).sort()).toEqual(listadas.body.data.map((x: { HojaID: number }) => x.HojaID).sort());
    const manana = await enCurso([await pedido()]);
    expect(
      (await app.request('GET', '/dashboard', { token: supervisor })).body.data.hojasDeHoy.map((x: { HojaID: number }) => x.HojaID),
    ).not.toContain(manana.HojaID);
  });
});

describe('idempotency keys', () => {
  it('are kept 30 days: older keys go with a later stop action, recent ones still answer their replay', async () => {
    const h = await enCurso([await pedido(), await pedido()]);
    const [reciente, vieja] = [unico('reciente-'), unico('vieja-')];
    const [parada1, parada2] = h.Paradas.map((p) => p.ParadaID);
    const primera = await accion(h.HojaID, parada1, 'entregar', { Firma: FIRMA }, reciente);
    await accion(h.HojaID, parada2, 'entregar', { Firma: FIRMA }, vieja);

    // Past the sweep's hour after any clock set before, with the two keys 29 and 31 days old by then.
    const ahora = new Date(Date.now() + 40 * 86_400_000);
    const edad = (clave: string, dias: number) =>
      app
        .db('idempotencia')
        .where({ clave })
        .update({ created_at: new Date(ahora.getTime() - dias * 86_400_000) });
    await edad(reciente, 29);
    await edad(vieja, 31);
    app.setNow(ahora);
    const reenviar = (paradaId: number, clave: string) =>
      app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${paradaId}/entregar`, {
        token: chofer.token,
        body: { Firma: FIRMA },
        headers: { 'Idempotency-Key': clave },
      });
    try {
      // The replay sweeps first: the recent key answers the first answer again, the old one is gone.
      const replay = await reenviar(parada1, reciente);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(primera.body);
      expect(await app.db('idempotencia').whereIn('clave', [reciente, vieja]).pluck('clave')).toEqual([reciente]);
      // A replay after the retention finds its stop resolved: never delivered twice.
      const tarde = await reenviar(parada2, vieja);
      expect(tarde.status).toBe(409);
      expect(tarde.body.message).toBe('La parada ya se registró como Entregado');
    } finally {
      app.setNow(undefined);
    }
  });
});
