import { afterEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { appDelArchivo, sesionesDelArchivo } from '../../test/harness.js';
import { crearCliente, crearPedido, crearProducto, unico } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';
import { ALERTAS_EN_PANEL, DIAS_VENTAS } from '#dominio/dashboard';

// The demo data is there too, so every figure is checked as the change the test's own records
// make (before/after), and against the list its card links to.

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);
afterEach(() => app.setNow(undefined));

async function dashboard(token = tokens.admin) {
  const res = await app.request('GET', '/dashboard', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The total of a list endpoint, as the screen the card links to shows it. */
async function totalDe(path: string) {
  const res = await app.request('GET', `${path}${path.includes('?') ? '&' : '?'}page=1&limit=1`, { token: tokens.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.total as number;
}

const ok = async (method: string, path: string, body?: unknown) => {
  const res = await app.request(method, path, { token: tokens.admin, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.data;
};

const cambiarEstado = (id: number, estado: string) => ok('PUT', `/pedidos/${id}/estado`, { estado });

/** An instant given as a wall-clock time of the business time zone. */
const enZona = (iso: string) => DateTime.fromISO(iso, { zone: app.config.zonaNegocio }).toJSDate();

describe('GET /dashboard: access', () => {
  it('needs a token (401)', async () => {
    const res = await app.request('GET', '/dashboard');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it.each(['admin', 'supervisor', 'empleado'])('answers every figure to %s in one envelope', async (usuario) => {
    const data = await dashboard(await app.login(usuario));
    for (const campo of [
      'clientesActivos',
      'productosActivos',
      'pedidosHoy',
      'vehiculosActivos',
      'vehiculosDisponibles',
      'proveedores',
      'bajoStock',
      'pendientes',
      'completados',
    ]) {
      expect(typeof data[campo], campo).toBe('number');
    }
    expect(data.alertasMantenimiento).toEqual({ items: expect.any(Array), total: expect.any(Number) });
    expect(data.alertasDocumentos).toEqual({ items: expect.any(Array), total: expect.any(Number) });
    expect(new Date(data.generadoEn).toISOString()).toBe(data.generadoEn);
  });
});

describe('GET /dashboard: each card equals the list it links to', () => {
  it('counts as the linked screens list them', async () => {
    const data = await dashboard();
    expect(data.clientesActivos).toBe(await totalDe('/clientes?active=true'));
    expect(data.productosActivos).toBe(await totalDe('/productos?active=true'));
    expect(data.bajoStock).toBe(await totalDe('/productos/bajo-stock'));
    expect(data.proveedores).toBe(await totalDe('/proveedores?active=true'));
    expect(data.vehiculosActivos).toBe(await totalDe('/vehiculos?activo=true'));
    expect(data.vehiculosDisponibles).toBe(await totalDe('/vehiculos/disponibles'));
    expect(data.pendientes).toBe(await totalDe('/pedidos/estado/Pendiente'));
    expect(data.completados).toBe(await totalDe('/pedidos/estado/Completado'));
    expect(data.alertasMantenimiento.total).toBe(await totalDe('/vehiculos/alertas/mantenimiento'));
    expect(data.alertasDocumentos.total).toBe(await totalDe('/vehiculos/alertas/documentos'));
  });
});

describe('GET /dashboard: each figure follows the records', () => {
  it('clientesActivos counts active clients only', async () => {
    const antes = (await dashboard()).clientesActivos;
    const activo = await crearCliente(app, tokens.admin);
    await crearCliente(app, tokens.admin, { Active: false });
    expect((await dashboard()).clientesActivos).toBe(antes + 1);
    await ok('PUT', `/clientes/${activo.ClienteID}/desactivar`);
    expect((await dashboard()).clientesActivos).toBe(antes);
  });

  it('productosActivos counts active products; bajoStock those of them with Stock < 10', async () => {
    const antes = await dashboard();
    await crearProducto(app, tokens.admin, { Stock: 10 });
    const bajo = await crearProducto(app, tokens.admin, { Stock: 9 });
    await crearProducto(app, tokens.admin, { Stock: 0, Active: false });
    let ahora = await dashboard();
    expect(ahora.productosActivos).toBe(antes.productosActivos + 2);
    expect(ahora.bajoStock).toBe(antes.bajoStock + 1);
    await ok('PUT', `/productos/${bajo.ProductoID}/desactivar`);
    ahora = await dashboard();
    expect(ahora.productosActivos).toBe(antes.productosActivos + 1);
    expect(ahora.bajoStock).toBe(antes.bajoStock);
  });

  it('proveedores counts active suppliers', async () => {
    const antes = (await dashboard(tokens.empleado)).proveedores;
    const nombre = unico('Proveedor ');
    const proveedor = await ok('POST', '/proveedores', {
      Nombre: nombre,
      Telefono: '+54 351 400-0000',
      Direccion: 'Ruta 9 km 700, Córdoba',
      Email: `${nombre.replace(/\s/g, '').toLowerCase()}@prueba.com.ar`,
    });
    expect((await dashboard(tokens.empleado)).proveedores).toBe(antes + 1);
    await ok('PUT', `/proveedores/${proveedor.ProveedorID}/desactivar`);
    expect((await dashboard(tokens.empleado)).proveedores).toBe(antes);
  });

  it('vehiculosActivos counts active vehicles; vehiculosDisponibles those of them Disponible', async () => {
    const antes = await dashboard();
    const disponible = await crearVehiculo(app, tokens.admin, { Disponible: true });
    await crearVehiculo(app, tokens.admin, { Disponible: false });
    let ahora = await dashboard();
    expect(ahora.vehiculosActivos).toBe(antes.vehiculosActivos + 2);
    expect(ahora.vehiculosDisponibles).toBe(antes.vehiculosDisponibles + 1);
    // An inactive vehicle left Disponible is neither active nor available.
    await ok('PUT', `/vehiculos/${disponible.VehiculoID}/desactivar`);
    ahora = await dashboard();
    expect(ahora.vehiculosActivos).toBe(antes.vehiculosActivos + 1);
    expect(ahora.vehiculosDisponibles).toBe(antes.vehiculosDisponibles);
  });

  it('pendientes, completados and pedidosPorEstado follow each status change', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 50 });
    const porEstado = (data: any) => Object.fromEntries(data.pedidosPorEstado.map((e: any) => [e.estado, e.cantidad]));
    const antes = await dashboard();
    const pedido = await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    let ahora = await dashboard();
    expect(ahora.pendientes).toBe(antes.pendientes + 1);
    expect(porEstado(ahora).Pendiente).toBe(porEstado(antes).Pendiente + 1);

    await cambiarEstado(pedido.PedidoID, 'En Proceso');
    await cambiarEstado(pedido.PedidoID, 'Completado');
    ahora = await dashboard();
    expect(ahora.pendientes).toBe(antes.pendientes);
    expect(ahora.completados).toBe(antes.completados + 1);
    expect(porEstado(ahora)).toEqual({ ...porEstado(antes), Completado: porEstado(antes).Completado + 1 });
    expect(ahora.pedidosPorEstado.map((e: any) => e.estado)).toEqual(['Pendiente', 'En Proceso', 'Completado', 'Cancelado']);

    await cambiarEstado(pedido.PedidoID, 'Cancelado');
    ahora = await dashboard();
    expect(ahora.completados).toBe(antes.completados);
    expect(porEstado(ahora).Cancelado).toBe(porEstado(antes).Cancelado + 1);
  });

  it('ventasPorDia adds today the total of a new order and drops it when cancelled', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 50, Precio: 1234.5 });
    const hoy = (data: any) => data.ventasPorDia.at(-1).total;
    const antes = await dashboard();
    const pedido = await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
    expect(pedido.PrecioTotal).toBe(2469);
    const ahora = await dashboard();
    expect(hoy(ahora)).toBeCloseTo(hoy(antes) + 2469, 2);
    expect(ahora.pedidosHoy).toBe(antes.pedidosHoy + 1);
    await cambiarEstado(pedido.PedidoID, 'Cancelado');
    const cancelado = await dashboard();
    expect(hoy(cancelado)).toBeCloseTo(hoy(antes), 2);
    // A cancelled order is still an order of today.
    expect(cancelado.pedidosHoy).toBe(antes.pedidosHoy + 1);
  });

  it('alert panels: the most urgent first, at most 5 items, and the whole count', async () => {
    const antes = await dashboard();
    // Far more overdue than anything else: an oil change 3,000,000 km late, a document expired in 1990.
    const vencido = await crearVehiculo(app, tokens.admin, {
      KilometrajeActual: 3_000_000,
      UltimoCambioAceite: 0,
      UltimoCambioCorrea: 3_000_000,
    });
    const documento = await ok('POST', `/vehiculos/${vencido.VehiculoID}/documentos`, {
      TipoDocumento: 'Seguro',
      NumeroDocumento: unico('POL-'),
      FechaEmision: '1989-01-01',
      FechaVencimiento: '1990-01-01',
    });
    const ahora = await dashboard();
    expect(ahora.alertasMantenimiento.total).toBe(antes.alertasMantenimiento.total + 1);
    expect(ahora.alertasMantenimiento.items[0]).toMatchObject({
      vehiculoId: vencido.VehiculoID,
      vehiculo: vencido.Patente,
      subtipo: 'aceite',
      prioridad: 'Alta',
      kmFaltantes: 10000 - 3_000_000,
    });
    expect(ahora.alertasDocumentos.total).toBe(antes.alertasDocumentos.total + 1);
    expect(ahora.alertasDocumentos.items[0]).toMatchObject({ id: documento.DocumentoID, vehiculo: vencido.Patente, prioridad: 'Alta' });

    // Enough alerts for more than a panel: the panel keeps 5, the total counts them all.
    for (let i = 0; i < ALERTAS_EN_PANEL; i++) {
      await crearVehiculo(app, tokens.admin, { KilometrajeActual: 20000, UltimoCambioAceite: 10000, UltimoCambioCorrea: 20000 });
    }
    const lleno = await dashboard();
    expect(lleno.alertasMantenimiento.items).toHaveLength(ALERTAS_EN_PANEL);
    expect(lleno.alertasMantenimiento.total).toBe(ahora.alertasMantenimiento.total + ALERTAS_EN_PANEL);
    const lista = await app.request('GET', '/vehiculos/alertas/mantenimiento', { token: tokens.admin });
    expect(lleno.alertasMantenimiento.items).toEqual(lista.body.data.slice(0, ALERTAS_EN_PANEL));

    // Resolving the document takes it off the panel; inactivating the vehicle takes its alerts off.
    await ok('PUT', `/vehiculos/alertas/documentos/${documento.DocumentoID}/resolver`, { Comentario: 'Póliza renovada' });
    await ok('PUT', `/vehiculos/${vencido.VehiculoID}/desactivar`);
    const despues = await dashboard();
    expect(despues.alertasDocumentos.total).toBe(antes.alertasDocumentos.total);
    expect(despues.alertasMantenimiento.total).toBe(lleno.alertasMantenimiento.total - 1);
    expect(despues.alertasMantenimiento.items.map((a: any) => a.vehiculoId)).not.toContain(vencido.VehiculoID);
  });
});

describe('GET /dashboard: days of the business time zone', () => {
  // 23:30 and 00:30 in Buenos Aires (UTC-3) are already 02:30 and 03:30 of the next UTC day.
  const antesDeMedianoche = () => enZona('2031-03-09T23:30:00');
  const despuesDeMedianoche = () => enZona('2031-03-10T00:30:00');

  it('Pedidos Hoy counts the orders of today in the business time zone, across midnight', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 50, Precio: 100 });
    app.setNow(despuesDeMedianoche());
    const manianaAntes = await dashboard();
    app.setNow(antesDeMedianoche());
    const hoyAntes = await dashboard();

    await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 3 }]);
    const hoy = await dashboard();
    expect(hoy.pedidosHoy).toBe(hoyAntes.pedidosHoy + 1);
    expect(hoy.ventasPorDia.at(-1)).toEqual({ fecha: '2031-03-09', total: hoyAntes.ventasPorDia.at(-1).total + 300 });

    // An hour later it is another day there (though the same UTC day): yesterday's order is not today's.
    app.setNow(despuesDeMedianoche());
    const maniana = await dashboard();
    expect(maniana.pedidosHoy).toBe(manianaAntes.pedidosHoy);
    expect(maniana.ventasPorDia.at(-1).fecha).toBe('2031-03-10');
    expect(maniana.ventasPorDia.at(-2)).toEqual({ fecha: '2031-03-09', total: hoy.ventasPorDia.at(-1).total });
  });

  it('ventasPorDia has the last 30 days, oldest first, each present, zero when there were no sales', async () => {
    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 50, Precio: 10 });
    // An order at the first minute of the oldest day of the window of 2032-07-30.
    app.setNow(enZona('2032-07-01T00:01:00'));
    await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 7 }]);

    app.setNow(enZona('2032-07-30T12:00:00'));
    const data = await dashboard();
    expect(data.ventasPorDia).toHaveLength(DIAS_VENTAS);
    expect(data.ventasPorDia[0]).toEqual({ fecha: '2032-07-01', total: 70 });
    expect(data.ventasPorDia.at(-1).fecha).toBe('2032-07-30');
    expect(data.ventasPorDia.slice(1).every((d: any) => d.total === 0)).toBe(true);
    const fechas = data.ventasPorDia.map((d: any) => d.fecha);
    expect(fechas).toEqual([...fechas].sort());
    expect(new Set(fechas).size).toBe(DIAS_VENTAS);

    // A day later the order is 30 days old and out of the window.
    app.setNow(enZona('2032-07-31T12:00:00'));
    const siguiente = await dashboard();
    expect(siguiente.ventasPorDia[0].fecha).toBe('2032-07-02');
    expect(siguiente.ventasPorDia.every((d: any) => d.total === 0)).toBe(true);
    expect(siguiente.generadoEn).toBe(enZona('2032-07-31T12:00:00').toISOString());
  });
});

describe('GET /dashboard: cost', () => {
  /** The SQL statements one dashboard request runs (the session check included). */
  async function consultasDeUnaPeticion() {
    let consultas = 0;
    const contar = () => {
      consultas += 1;
    };
    app.db.on('query', contar);
    try {
      await dashboard();
    } finally {
      app.db.off('query', contar);
    }
    return consultas;
  }

  it('runs a constant number of queries, whatever the amount of data', async () => {
    // The first request of a business day also applies that day's scheduled price increases (precios/alDia.ts):
    // once a day and process, not a query of the dashboard's.
    await dashboard();
    const antes = await consultasDeUnaPeticion();
    // 1 session + 1 counts + 1 per chart + 2 per alert list (page and total), and an Administrador's backups warning.
    expect(antes).toBeLessThanOrEqual(9);

    const cliente = await crearCliente(app, tokens.admin);
    const producto = await crearProducto(app, tokens.admin, { Stock: 100 });
    for (let i = 0; i < 5; i++) {
      await crearPedido(app, tokens.admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
      const vehiculo = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 20000, UltimoCambioAceite: 10000 });
      await ok('POST', `/vehiculos/${vehiculo.VehiculoID}/documentos`, {
        TipoDocumento: 'VTV',
        NumeroDocumento: unico('VTV-'),
        FechaEmision: '2020-01-01',
        FechaVencimiento: '2021-01-01',
      });
    }
    expect(await consultasDeUnaPeticion()).toBe(antes);
  });
});
