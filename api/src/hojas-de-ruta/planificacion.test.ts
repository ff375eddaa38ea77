import { describe, expect, it } from 'vitest';
import { crearCliente, filasDeAuditoria, unico } from '../../test/fixtures.js';
import { repartoDePrueba } from '../../test/hojasDeRuta.js';

const { app, tokens, chofer, otroChofer, cliente, otroDia, pedido, vehiculo, planificar, hoja } = repartoDePrueba();

describe('planning a sheet', () => {
  it('plans the orders in the order given, with their kilos, and answers it with its vehicle and driver', async () => {
    const [a, b] = [await pedido(2), await pedido(3)];
    const h = await hoja([b, a]);
    expect(h).toMatchObject({ Estado: 'Planificada', ChoferID: chofer.id, CantidadParadas: 2, Kg: 151, Version: 1 });
    expect(h.Vehiculo.CapacidadKg).toBe(1000);
    expect(h.Paradas.map((p: { Posicion: number; Pedido: { PedidoID: number }; Kg: number }) => [p.Posicion, p.Pedido.PedidoID, p.Kg])).toEqual([
      [1, b, 90.5],
      [2, a, 60.5],
    ]);
    expect(h.Paradas[0].Pedido.Cliente).toMatchObject({ ClienteID: cliente.ClienteID, Direccion: 'Calle Falsa 123, Morón' });
    const leida = await app.request('GET', `/hojas-de-ruta/${h.HojaID}`, { token: tokens.empleado });
    expect(leida.status).toBe(200);
    expect(leida.headers.get('ETag')).toBe('"1"');
    const listada = await app.request('GET', `/hojas-de-ruta?page=1&limit=5&q=${h.Vehiculo.Patente}`, { token: tokens.empleado });
    expect(listada.body).toMatchObject({ total: 1, data: [{ HojaID: h.HojaID, Kg: 151, CantidadParadas: 2 }] });
    expect((await filasDeAuditoria(app, 'hojas-de-ruta', h.HojaID)).map((f) => f.accion)).toEqual(['crear']);
  });

  it('offers as candidates the open orders on no open sheet, searchable by client and address', async () => {
    const cliente = await crearCliente(app, tokens.admin, { Direccion: `${unico('Pasaje ')} 455, Ituzaingó` });
    const [libre, planificado] = [await pedido(1, cliente.ClienteID), await pedido(1, cliente.ClienteID)];
    await hoja([planificado]);
    const porNombre = await app.request('GET', `/hojas-de-ruta/candidatos?page=1&limit=10&q=${cliente.Nombre}`, { token: tokens.supervisor });
    expect(porNombre.status).toBe(200);
    expect(porNombre.body).toMatchObject({ total: 1, data: [{ PedidoID: libre, Kg: 30.5, Estado: 'Pendiente' }] });
    const direccion = (await app.db('clientes').where({ cliente_id: cliente.ClienteID }).first('direccion')).direccion
      .split(' ')
      .slice(0, 2)
      .join(' ');
    const porDireccion = await app.request('GET', `/hojas-de-ruta/candidatos?page=1&limit=10&q=${encodeURIComponent(direccion)}`, {
      token: tokens.supervisor,
    });
    expect(porDireccion.body.data.map((p: { PedidoID: number }) => p.PedidoID)).toEqual([libre]);
    expect((await app.request('GET', '/hojas-de-ruta/candidatos?sort=PrecioTotal', { token: tokens.supervisor })).status).toBe(400);
  });

  it('refuses a load above the vehicle capacity, and takes one at it', async () => {
    const [a, b] = [await pedido(20), await pedido(14)];
    const VehiculoID = await vehiculo({ CapacidadKg: 1000 });
    const res = await planificar({ Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [a, b] });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^La carga \(1\.021 kg\) supera la capacidad del vehículo \S+ \(1\.000 kg\)$/);
    const justa = await planificar({ Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [await pedido(32)] });
    expect(justa.status).toBe(201);
    expect(justa.body.data.Kg).toBe(960.5);
  });

  it('refuses an inactive or unavailable vehicle and a user who is not a driver', async () => {
    const base = { Fecha: otroDia(), ChoferID: chofer.id, Paradas: [] };
    const inactivo = await planificar({ ...base, VehiculoID: await vehiculo({ Active: false }) });
    expect(inactivo.status).toBe(400);
    expect(inactivo.body.errors.VehiculoID).toMatch(/^El vehículo \S+ está inactivo$/);
    const ocupado = await planificar({ ...base, VehiculoID: await vehiculo({ Disponible: false }) });
    expect(ocupado.status).toBe(400);
    expect(ocupado.body.errors.VehiculoID).toMatch(/^El vehículo \S+ no está disponible$/);
    const empleadoId = (await app.db('usuarios').where({ nombre_usuario: 'empleado' }).first('usuario_id')).usuario_id;
    const noChofer = await planificar({ ...base, VehiculoID: await vehiculo(), ChoferID: empleadoId });
    expect(noChofer.status).toBe(400);
    expect(noChofer.body.errors.ChoferID).toBe('Diego Sosa no está marcado como chofer');
  });

  it('allows one open sheet per vehicle and day, and per driver and day', async () => {
    const [Fecha, VehiculoID] = [otroDia(), await vehiculo()];
    const primera = await planificar({ Fecha, VehiculoID, ChoferID: chofer.id, Paradas: [] });
    expect(primera.status).toBe(201);
    const mismoVehiculo = await planificar({ Fecha, VehiculoID, ChoferID: otroChofer.id, Paradas: [] });
    expect(mismoVehiculo.status).toBe(409);
    expect(mismoVehiculo.body.message).toMatch(
      new RegExp(`ya tiene una hoja de ruta abierta el \\d{2}/\\d{2}/\\d{4} \\(N° ${primera.body.data.HojaID}\\)$`),
    );
    const mismoChofer = await planificar({ Fecha, VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [] });
    expect(mismoChofer.status).toBe(409);
    expect(mismoChofer.body.message).toMatch(/^Ramón \S+ ya tiene una hoja de ruta abierta/);
    expect((await planificar({ Fecha: otroDia(), VehiculoID, ChoferID: chofer.id, Paradas: [] })).status).toBe(201);
    // Closed (it has no stops to resolve), the vehicle's day is free again.
    expect((await app.request('POST', `/hojas-de-ruta/${primera.body.data.HojaID}/cerrar`, { token: tokens.supervisor })).status).toBe(200);
    expect((await planificar({ Fecha, VehiculoID, ChoferID: otroChofer.id, Paradas: [] })).status).toBe(201);
  });

  it('allows an order on one open sheet only, and only while Pendiente or En Proceso', async () => {
    const a = await pedido(1);
    const primera = await hoja([a]);
    const otra = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: otroChofer.id, Paradas: [a] });
    expect(otra.status).toBe(409);
    expect(otra.body.message).toBe(`El pedido ${a} ya está en la hoja de ruta N° ${primera.HojaID}`);
    const cancelado = await pedido(1);
    await app.request('PUT', `/pedidos/${cancelado}/estado`, { token: tokens.admin, body: { estado: 'Cancelado' } });
    const res = await planificar({ Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: otroChofer.id, Paradas: [cancelado] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`El pedido ${cancelado} está Cancelado: solo se reparten pedidos Pendientes o En Proceso`);
    // The database holds the rule too: a second stop holding the same order breaks its partial unique index.
    await expect(app.db('paradas').insert({ hoja_id: primera.HojaID, pedido_id: a, posicion: 9 })).rejects.toMatchObject({
      constraint: 'paradas_pedido_retenido',
    });
  });

  it('adds, removes and moves stops by saving the ordered list, with the version seen', async () => {
    const [a, b, c] = [await pedido(1), await pedido(2), await pedido(3)];
    const h = await hoja([a, b]);
    const guardar = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      app.request('PUT', `/hojas-de-ruta/${h.HojaID}`, { token: tokens.admin, body, headers });
    const res = await guardar({ Paradas: [c, a] }, { 'If-Match': '"1"' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.Paradas.map((p: { Pedido: { PedidoID: number } }) => p.Pedido.PedidoID)).toEqual([c, a]);
    expect(res.body.data).toMatchObject({ Version: 2, Kg: 90.5 + 30.5 });
    // The order taken off is a candidate again.
    expect(
      (await app.request('GET', `/hojas-de-ruta/candidatos?q=${b}`, { token: tokens.admin })).body.data.map(
        (p: { PedidoID: number }) => p.PedidoID,
      ),
    ).toContain(b);
    const vieja = await guardar({ Paradas: [a] }, { 'If-Match': '"1"' });
    expect(vieja.status).toBe(409);
    expect(vieja.body.data.Version).toBe(2);
    const [, modificacion] = await filasDeAuditoria(app, 'hojas-de-ruta', h.HojaID);
    expect(modificacion.cambios).toEqual([{ Campo: 'Paradas', Antes: `N° ${a}, N° ${b}`, Despues: `N° ${c}, N° ${a}` }]);
  });

  it('is for Supervisor and Administrador: an Empleado, even a driver, gets 403', async () => {
    const body = { Fecha: otroDia(), VehiculoID: await vehiculo(), ChoferID: chofer.id, Paradas: [] };
    expect((await planificar(body, tokens.empleado)).status).toBe(403);
    const res = await planificar(body, chofer.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Solo Supervisor o Administrador pueden planificar y cerrar hojas de ruta');
    expect((await planificar(body, tokens.admin)).status).toBe(201);
  });

  it('prints the sheet as a PDF', async () => {
    const h = await hoja([await pedido(1)]);
    const res = await app.request('GET', `/hojas-de-ruta/${h.HojaID}/pdf`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toContain(`hoja-de-ruta-${h.HojaID}.pdf`);
    expect(Buffer.from(res.body).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
