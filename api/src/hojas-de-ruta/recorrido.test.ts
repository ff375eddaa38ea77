import { describe, expect, it } from 'vitest';
import { crearCliente, cuentaDelCliente, FIRMA, stockYLedger, unico } from '../../test/fixtures.js';
import { repartoDePrueba } from '../../test/hojasDeRuta.js';

const { app, tokens, chofer, otroChofer, bolsa, pinza, pedido, hoja, enCurso, accion, estadoDe } = repartoDePrueba();

const historial = (pedidoId: number) => app.db('historial_pedidos').where({ pedido_id: pedidoId }).orderBy('historial_id');

describe('running the route', () => {
  it('starting it moves its Pendiente orders to En Proceso, with history entries as any status change', async () => {
    const [a, b] = [await pedido(1), await pedido(1)];
    await app.request('PUT', `/pedidos/${b}/estado`, { token: tokens.admin, body: { estado: 'En Proceso' } });
    const h = await enCurso([a, b]);
    expect(h).toMatchObject({ Estado: 'En curso', Version: 2 });
    expect([await estadoDe(a), await estadoDe(b)]).toEqual(['En Proceso', 'En Proceso']);
    const ultima = (await historial(a)).at(-1);
    expect(ultima).toMatchObject({
      estado_anterior: 'Pendiente',
      estado_nuevo: 'En Proceso',
      usuario_id: chofer.id,
      comentarios: `Salió en la hoja de ruta N° ${h.HojaID}`,
    });
    expect((await historial(b)).length).toBe(2);
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token })).status).toBe(409);
    const otra = await hoja([await pedido(1)]);
    expect((await app.request('POST', `/hojas-de-ruta/${otra.HojaID}/iniciar`, { token: otroChofer.token })).status).toBe(403);
  });

  it("only the sheet's driver (or a Supervisor or Administrador) resolves its stops: another driver or an Empleado gets 403", async () => {
    const h = await enCurso([await pedido(1), await pedido(1)]);
    const [p1, p2] = h.Paradas;
    for (const token of [otroChofer.token, tokens.empleado]) {
      const res = await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA }, { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Solo el chofer asignado, un Supervisor o un Administrador pueden registrar el recorrido de esta hoja');
    }
    expect(await estadoDe(p1.Pedido.PedidoID)).toBe('En Proceso');
    expect((await accion(h, p1.ParadaID, 'entregar', { Firma: FIRMA })).status).toBe(200);
    expect((await accion(h, p2.ParadaID, 'entregar', { Firma: FIRMA }, { token: tokens.supervisor })).status).toBe(200);
  });

  it('a delivery completes the order, debits its total to the account and records the cash collected as a payment', async () => {
    const cliente = (await crearCliente(app, tokens.admin)).ClienteID;
    const h = await enCurso([await pedido(2, cliente)]);
    const [parada] = h.Paradas;
    const res = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 20000, Comentario: 'Recibió el encargado' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Entrega registrada' });
    expect(res.body.data).toMatchObject({ Resultado: 'entregado', KgEntregados: 60.5, Cobrado: 20000, TieneFirma: true, TieneFoto: false });
    expect(res.body.data.Pedido).toMatchObject({ Estado: 'Completado', PrecioTotal: 49600 });
    expect((await historial(parada.Pedido.PedidoID)).at(-1)).toMatchObject({
      estado_anterior: 'En Proceso',
      estado_nuevo: 'Completado',
      usuario_id: chofer.id,
      comentarios: `Entregado (hoja de ruta N° ${h.HojaID})`,
    });
    const cuenta = await cuentaDelCliente(app, cliente);
    expect(cuenta).toMatchObject({ saldo: 29600, suma: 29600, encadenados: true, deudaMenosFavor: 29600, descuadres: 0 });
    const cobro = await app.request('GET', `/cobros/${res.body.data.CobroID}`, { token: tokens.admin });
    expect(cobro.body.data).toMatchObject({
      ClienteID: cliente,
      Importe: 20000,
      Metodo: 'efectivo',
      Imputaciones: [{ PedidoID: parada.Pedido.PedidoID }],
    });
  });

  it('a partial delivery completes the order with what was delivered, its total recomputed, and gives the rest back to stock', async () => {
    const h = await enCurso([await pedido(5)]);
    const [parada] = h.Paradas;
    const pedidoId = parada.Pedido.PedidoID;
    const [lineaBolsa, lineaPinza] = parada.Pedido.detalles;
    const antes = await stockYLedger(app, bolsa.ProductoID);
    const pinzaAntes = await stockYLedger(app, pinza.ProductoID);
    const res = await accion(h, parada.ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Lineas: [
        { DetalleID: lineaBolsa.DetalleID, Cantidad: 3 },
        { DetalleID: lineaPinza.DetalleID, Cantidad: 0 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ Resultado: 'parcial', KgEntregados: 90 });
    expect(res.body.data.Pedido).toMatchObject({ Estado: 'Completado', PrecioTotal: 67500 });
    expect(
      res.body.data.Pedido.detalles.map((d: { Cantidad: number; CantidadPedida: number | null }) => [d.Cantidad, d.CantidadPedida]),
    ).toEqual([
      [3, 5],
      [0, 1],
    ]);
    // The order's own answer shows the difference too.
    const orden = (await app.request('GET', `/pedidos/${pedidoId}`, { token: tokens.empleado })).body.data;
    expect(orden.detalles.map((d: { Cantidad: number; CantidadPedida: number | null }) => [d.Cantidad, d.CantidadPedida])).toEqual([
      [3, 5],
      [0, 1],
    ]);
    const despues = await stockYLedger(app, bolsa.ProductoID);
    expect(despues.stock).toBe(antes.stock + 2);
    expect(despues.ledger).toBe(despues.stock);
    const pinzaDespues = await stockYLedger(app, pinza.ProductoID);
    expect(pinzaDespues).toEqual({ stock: pinzaAntes.stock + 1, ledger: pinzaAntes.stock + 1 });
    const devueltos = await app.db('movimientos_stock').where({ pedido_id: pedidoId, motivo: 'devolucion' }).orderBy('producto_id');
    expect(devueltos.map((m) => [m.producto_id, m.cantidad])).toEqual([
      [bolsa.ProductoID, 2],
      [pinza.ProductoID, 1],
    ]);
    expect((await historial(pedidoId)).at(-1).comentarios).toMatch(
      /^Entrega parcial \(hoja de ruta N° \d+\): Carbón de prueba .+: 3 de 5; Carbón de prueba .+: 0 de 1\. Total \$ 67\.500,00 \(antes \$ 117\.100,00\)$/,
    );
    const entrega = await app.db('entregas').where({ pedido_id: pedidoId }).first('importe');
    expect(Number(entrega.importe)).toBe(67500);
    const invalida = await accion(h, parada.ParadaID, 'entrega-parcial', {
      Firma: FIRMA,
      Lineas: [{ DetalleID: lineaBolsa.DetalleID, Cantidad: 1 }],
    });
    expect(invalida.status).toBe(409);
  });

  it('refuses a partial delivery above what was ordered, of everything or of nothing', async () => {
    const h = await enCurso([await pedido(2)]);
    const [parada] = h.Paradas;
    const [l1, l2] = parada.Pedido.detalles;
    const parcial = (a: number, b: number) =>
      accion(h, parada.ParadaID, 'entrega-parcial', {
        Firma: FIRMA,
        Lineas: [
          { DetalleID: l1.DetalleID, Cantidad: a },
          { DetalleID: l2.DetalleID, Cantidad: b },
        ],
      });
    expect((await parcial(3, 1)).body.message).toMatch(/^No se puede entregar más de lo pedido de .+ \(2\)$/);
    expect((await parcial(2, 1)).body.message).toBe('Se entregó todo el pedido: use Entregado');
    expect((await parcial(0, 0)).body.message).toBe('No se entregó nada: use No entregado');
    expect(await estadoDe(parada.Pedido.PedidoID)).toBe('En Proceso');
  });

  it('a failed delivery takes the order back to Pendiente, keeps its stock taken and frees it for another sheet', async () => {
    const h = await enCurso([await pedido(2)]);
    const [parada] = h.Paradas;
    const pedidoId = parada.Pedido.PedidoID;
    const antes = await stockYLedger(app, bolsa.ProductoID);
    const sinComentario = await accion(h, parada.ParadaID, 'no-entregado', { Motivo: 'otro' });
    expect(sinComentario.status).toBe(400);
    expect(sinComentario.body.errors).toEqual({ Comentario: 'Describa el motivo en el comentario' });
    const res = await accion(h, parada.ParadaID, 'no-entregado', { Motivo: 'cliente_ausente', Comentario: 'Nadie atendió' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ Resultado: 'no_entregado', MotivoFalla: 'cliente_ausente', TieneFirma: false, KgEntregados: 0 });
    expect(await estadoDe(pedidoId)).toBe('Pendiente');
    expect((await historial(pedidoId)).at(-1)).toMatchObject({
      estado_anterior: 'En Proceso',
      estado_nuevo: 'Pendiente',
      comentarios: `No entregado (hoja de ruta N° ${h.HojaID}): Cliente ausente. Nadie atendió`,
    });
    expect(await stockYLedger(app, bolsa.ProductoID)).toEqual(antes);
    expect(antes.ledger).toBe(antes.stock);
    // The sheet is still open, and the order can go on another one.
    expect((await hoja([pedidoId], { ChoferID: otroChofer.id })).Paradas[0].Pedido.PedidoID).toBe(pedidoId);
  });

  it('needs a PNG signature to deliver, takes a photo up to 500 kB, and an Idempotency-Key', async () => {
    const h = await enCurso([await pedido(1)]);
    const [parada] = h.Paradas;
    const sinFirma = await accion(h, parada.ParadaID, 'entregar', {});
    expect(sinFirma.body.errors).toEqual({ Firma: 'La firma es obligatoria' });
    const noPng = await accion(h, parada.ParadaID, 'entregar', { Firma: 'data:image/png;base64,QUJD' });
    expect(noPng.body.errors).toEqual({ Firma: 'La firma debe ser una imagen PNG' });
    const grande = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Foto: `data:image/jpeg;base64,/9j/${'A'.repeat(700_000)}` });
    expect(grande.status).toBe(400);
    expect(grande.body.errors).toEqual({ Foto: 'La foto no puede superar 500 kB' });
    const sinClave = await app.request('POST', `/hojas-de-ruta/${h.HojaID}/paradas/${parada.ParadaID}/entregar`, {
      token: chofer.token,
      body: { Firma: FIRMA },
    });
    expect(sinClave.status).toBe(400);
    expect(sinClave.body.message).toBe('Falta el encabezado Idempotency-Key (un texto de 1 a 100 caracteres)');
    const conFoto = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Foto: `data:image/jpeg;base64,/9j/${'A'.repeat(600_000)}` });
    expect(conFoto.status, JSON.stringify(conFoto.body)).toBe(200);
    expect(conFoto.body.data.TieneFoto).toBe(true);
    const guardada = await app.db('paradas').where({ parada_id: parada.ParadaID }).first('foto_tipo', app.db.raw('length(foto) AS bytes'));
    expect(guardada).toMatchObject({ foto_tipo: 'image/jpeg', bytes: 450_003 });
  });

  it('applies an action once under its Idempotency-Key: a replay answers the same and writes nothing', async () => {
    const cliente = (await crearCliente(app, tokens.admin)).ClienteID;
    const h = await enCurso([await pedido(1, cliente)]);
    const [parada] = h.Paradas;
    const body = { Firma: FIRMA, Cobrado: 5000 };
    const primera = await accion(h, parada.ParadaID, 'entregar', body, { clave: 'telefono-1-accion-7' });
    expect(primera.status).toBe(200);
    const [repetida, simultanea] = await Promise.all([
      accion(h, parada.ParadaID, 'entregar', body, { clave: 'telefono-1-accion-7' }),
      accion(h, parada.ParadaID, 'entregar', body, { clave: 'telefono-1-accion-7' }),
    ]);
    expect(repetida.status).toBe(200);
    expect(repetida.body).toEqual(primera.body);
    expect(simultanea.body).toEqual(primera.body);
    expect((await historial(parada.Pedido.PedidoID)).filter((e) => e.estado_nuevo === 'Completado')).toHaveLength(1);
    expect(await app.db('cobros').where({ cliente_id: cliente })).toHaveLength(1);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 22100, suma: 22100, descuadres: 0 });
    // The key remembers its request: another body (a second amount), another action or another user is refused.
    for (const [ruta, cuerpo, token] of [
      ['entregar', { ...body, Cobrado: 999 }, chofer.token],
      ['no-entregado', { Motivo: 'rechazado' }, chofer.token],
      ['entregar', body, tokens.supervisor],
    ] as const) {
      const otra = await accion(h, parada.ParadaID, ruta, cuerpo, { clave: 'telefono-1-accion-7', token });
      expect(otra.status).toBe(422);
      expect(otra.body.message).toBe('La clave Idempotency-Key ya se usó con otros datos: envíe esta solicitud con una clave nueva');
    }
    expect(await app.db('cobros').where({ cliente_id: cliente }).pluck('importe')).toEqual([5000]);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 22100, suma: 22100, descuadres: 0 });
  });

  it('keeps no key for a refused action: the same key, once the route started, delivers', async () => {
    const h = await hoja([await pedido(1)]);
    const [parada] = h.Paradas;
    const clave = unico('telefono-2-accion-');
    const antes = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA }, { clave });
    expect(antes.status).toBe(409);
    expect(antes.body.message).toBe('La hoja de ruta está Planificada: las entregas se registran con el recorrido en curso');
    expect(await app.db('idempotencia').where({ clave })).toEqual([]);
    expect((await app.request('POST', `/hojas-de-ruta/${h.HojaID}/iniciar`, { token: chofer.token })).status).toBe(200);
    const despues = await accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA }, { clave });
    expect(despues.status, JSON.stringify(despues.body)).toBe(200);
    expect(despues.body.data.Resultado).toBe('entregado');
  });

  it('applies once two deliveries of one stop sent at the same time with different keys', async () => {
    const cliente = (await crearCliente(app, tokens.admin)).ClienteID;
    const h = await enCurso([await pedido(1, cliente)]);
    const [parada] = h.Paradas;
    const respuestas = await Promise.all([1, 2, 3].map(() => accion(h, parada.ParadaID, 'entregar', { Firma: FIRMA, Cobrado: 1000 })));
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(respuestas.find((r) => r.status === 409)!.body.message).toBe('La parada ya se registró como Entregado');
    expect(await app.db('entregas').where({ pedido_id: parada.Pedido.PedidoID })).toHaveLength(1);
    expect(await app.db('cobros').where({ cliente_id: cliente })).toHaveLength(1);
    expect(await cuentaDelCliente(app, cliente)).toMatchObject({ saldo: 26100, suma: 26100, encadenados: true, descuadres: 0 });
  });
});
