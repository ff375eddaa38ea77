import { describe, expect, it } from 'vitest';
import { diaNegocio } from '#dominio/fechas';
import { crearCliente, FIRMA, filasDeAuditoria } from '../../test/fixtures.js';
import { repartoDePrueba } from '../../test/hojasDeRuta.js';

const { app, tokens, chofer, otroChofer, otroDia, pedido, vehiculo, planificar, hoja, enCurso, accion, estadoDe } = repartoDePrueba();

describe('closing a sheet', () => {
  it('starting and closing check the version sent: a stale one is a 409 and changes nothing', async () => {
    const orden = await pedido(1);
    const h = await hoja([orden]);
    expect((await app.request('PUT', `/hojas-de-ruta/${h.HojaID}`, { token: tokens.admin, body: { Paradas: [orden] } })).body.data.Version).toBe(
      2,
    );
    const post = (accion: string, version: number) =>
      app.request('POST', `/hojas-de-ruta/${h.HojaID}/${accion}`, { token: tokens.supervisor, headers: { 'If-Match': `"${version}"` } });
    const leer = async () => (await app.request('GET', `/hojas-de-ruta/${h.HojaID}`, { token: tokens.admin })).body.data;

    const inicioViejo = await post('iniciar', 1);
    expect(inicioViejo.status).toBe(409);
    expect(inicioViejo.body.data).toMatchObject({ Estado: 'Planificada', Version: 2 });
    expect(await estadoDe(orden)).toBe('Pendiente');
    const iniciada = await post('iniciar', 2);
    expect(iniciada.status, JSON.stringify(iniciada.body)).toBe(200);
    expect((await accion(iniciada.body.data, iniciada.body.data.Paradas[0].ParadaID, 'entregar', { Firma: FIRMA })).status).toBe(200);

    const antes = await leer();
    expect(antes.Version).toBeGreaterThan(2);
    const cierreViejo = await post('cerrar', 2);
    expect(cierreViejo.status).toBe(409);
    expect(await leer()).toMatchObject({ Estado: 'En curso', Version: antes.Version });
    expect((await post('cerrar', antes.Version)).body.data).toMatchObject({ Estado: 'Cerrada' });
  });

  it('only with every stop resolved, by Supervisor or Administrador, with its summary', async () => {
    const cliente = (await crearCliente(app, tokens.admin)).ClienteID;
    const h = await enCurso([await pedido(2, cliente), await pedido(3, cliente), await pedido(1, cliente)]);
    const [p1, p2, p3] = h.Paradas;
    const cerrar = (token = tokens.supervisor) => app.request('POST', `/hojas-de-ruta/${h.HojaID}/cerrar`, { token });
    expect((await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 10000 })).status).toBe(200);
    const pendiente = await cerrar();
    expect(pendiente.status).toBe(409);
    expect(pendiente.body.message).toBe('No se puede cerrar: quedan 2 paradas sin resolver');
    const [bolsas] = p2.Pedido.detalles;
    const parcial = await accion(h, p2.ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Cobrado: 2500.5,
      Lineas: [
        { DetalleID: bolsas.DetalleID, Cantidad: 1 },
        { DetalleID: p2.Pedido.detalles[1].DetalleID, Cantidad: 1 },
      ],
    });
    expect(parcial.status).toBe(200);
    expect((await accion(h, p3.ParadaID, 'no-entregado', { Motivo: 'direccion_incorrecta' })).status).toBe(200);
    expect((await cerrar(chofer.token)).status).toBe(403);
    const cerrada = await cerrar();
    expect(cerrada.status, JSON.stringify(cerrada.body)).toBe(200);
    expect(cerrada.body.data).toMatchObject({ Estado: 'Cerrada' });
    expect(cerrada.body.data.Resumen).toEqual({
      Entregadas: 1,
      Parciales: 1,
      NoEntregadas: 1,
      SinResolver: 0,
      KgEntregados: 60.5 + 30.5,
      Cobrado: 12500.5,
      Cobros: [
        { CobroID: expect.any(Number), PedidoID: p1.Pedido.PedidoID, Importe: 10000, Anulado: false },
        { CobroID: expect.any(Number), PedidoID: p2.Pedido.PedidoID, Importe: 2500.5, Anulado: false },
      ],
    });
    expect(await app.db('paradas').where({ hoja_id: h.HojaID, retiene: true })).toHaveLength(0);
    expect((await cerrar()).status).toBe(409);
    const pdf = await app.request('GET', `/hojas-de-ruta/${h.HojaID}/pdf`, { token: chofer.token });
    expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
    const acciones = (await filasDeAuditoria(app, 'hojas-de-ruta', h.HojaID)).map((f) => [f.accion, f.parte]);
    expect(acciones).toEqual([
      ['crear', null],
      ['cambiar_estado', null],
      ['modificar', 'paradas'],
      ['modificar', 'paradas'],
      ['modificar', 'paradas'],
      ['cambiar_estado', null],
    ]);
  });
});

describe("the driver's sheet of today (GET /hojas-de-ruta/mi-recorrido)", () => {
  const miRecorrido = (token: string) => app.request('GET', '/hojas-de-ruta/mi-recorrido', { token });
  const hoy = () => diaNegocio(new Date(), app.config.zonaNegocio);

  it("answers the demo driver's planned sheet with its stops, and null to whoever has none today", async () => {
    const demo = await miRecorrido(await app.login('chofer'));
    expect(demo.status).toBe(200);
    expect(demo.body.data).toMatchObject({ Fecha: hoy(), Estado: 'Planificada', CantidadParadas: 4 });
    expect(demo.body.data.Paradas).toHaveLength(4);
    expect(demo.body.data.Paradas[0].Pedido.Cliente.Direccion).toEqual(expect.any(String));
    expect(demo.headers.get('ETag')).toBe(`"${demo.body.data.Version}"`);
    expect((await miRecorrido(tokens.supervisor)).body).toEqual({ data: null });
  });

  it("answers only the caller's own sheet of today: the open one first, else the one closed today", async () => {
    const [a, b] = [await pedido(1), await pedido(1)];
    const suya = await planificar({ Fecha: hoy(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [a] });
    const deOtro = await planificar({ Fecha: hoy(), VehiculoID: await vehiculo(), ChoferID: otroChofer.id, Paradas: [b] });
    await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [] });
    expect((await miRecorrido(chofer.token)).body.data).toMatchObject({ HojaID: suya.body.data.HojaID, Estado: 'Planificada' });
    expect((await miRecorrido(otroChofer.token)).body.data.HojaID).toBe(deOtro.body.data.HojaID);

    const h = suya.body.data;
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token })).status).toBe(200);
    expect((await accion(h, h.Paradas[0].ParadaID, 'no-entregado', { Motivo: 'cliente_ausente' })).status).toBe(200);
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/cerrar`, { token: tokens.supervisor })).status).toBe(200);
    const cerrada = (await miRecorrido(chofer.token)).body.data;
    expect(cerrada).toMatchObject({ HojaID: h.HojaID, Estado: 'Cerrada', Resumen: { NoEntregadas: 1 } });
    // With the day's first sheet closed, a second one for the same driver and day is the one answered.
    const segunda = await planificar({ Fecha: hoy(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [a] });
    expect(segunda.status, JSON.stringify(segunda.body)).toBe(201);
    expect((await miRecorrido(chofer.token)).body.data.HojaID).toBe(segunda.body.data.HojaID);
  });
});
