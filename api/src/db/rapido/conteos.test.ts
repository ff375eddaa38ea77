import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import {
  cambiarEstadoPedidoProveedor,
  crearCliente,
  crearPedido,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  stockYLedger,
  unico,
} from '../../../test/fixtures.js';
import { crearVehiculo } from '../../../test/vehiculos.js';
import { dashboardService } from '../../dashboard/service.js';
import { CONTADOS, claveDe } from './conteos.js';

// The kept counters (conteos) and the per-day sales of every registered zone (ventas_por_dia) must
// equal a fresh count(*) and sum over the rows after every kind of write, on whichever engine the
// suite runs.

// Besides the configured zone: one whose offset is not whole hours, so a day starts at a quarter hour.
const OTRA_ZONA = 'Asia/Kathmandu';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.login('admin');
  // A zone's days are built the first time a dashboard asks for them.
  expect((await app.request('GET', '/dashboard', { token: admin })).status).toBe(200);
  await dashboardService(app.db, { ...app.config, zonaNegocio: OTRA_ZONA }).resumen();
});
afterAll(() => app.close());

type Fila = Record<string, unknown>;
const sinCeros = (porClave: Map<string, number>) => new Map([...porClave].filter(([, n]) => n !== 0));

/** What the counters say and what count(*) says, per table and key. */
async function conteosYRecuentos() {
  const guardados: Fila[] = await app.db('conteos').select('tabla', 'clave').sum({ n: 'n' }).groupBy('tabla', 'clave');
  const resultado: Record<string, { guardado: Map<string, number>; recuento: Map<string, number> }> = {};
  for (const [tabla, conjuntos] of Object.entries(CONTADOS)) {
    const guardado = new Map(guardados.filter((g) => g.tabla === tabla).map((g) => [g.clave as string, Number(g.n)]));
    const [{ total }] = await app.db(tabla).count({ total: '*' });
    const recuento = new Map([['', Number(total)]]);
    for (const columnas of conjuntos) {
      const grupos: Fila[] = await app
        .db(tabla)
        .select(...columnas)
        .count({ n: '*' })
        .groupBy(...columnas);
      for (const { n, ...valores } of grupos) recuento.set(claveDe(valores), Number(n));
    }
    resultado[tabla] = { guardado: sinCeros(guardado), recuento: sinCeros(recuento) };
  }
  return resultado;
}

/** The sales table and the same figures computed from the orders, per registered zone and day. */
async function ventasYRecuento() {
  const comoTexto = (filas: Fila[]) => filas.map((f) => `${f.zona} ${f.dia} ${Number(f.pedidos)} ${Number(f.ventas).toFixed(2)}`).sort();
  const guardadas: Fila[] = await app
    .db('ventas_por_dia')
    .select('zona', 'dia')
    .sum({ pedidos: 'pedidos', ventas: 'ventas' })
    .groupBy('zona', 'dia')
    .havingRaw('sum(pedidos) <> 0 OR sum(ventas) <> 0');
  const recuento: Fila[] = await app.db
    .from(app.db.raw('pedidos CROSS JOIN zonas_de_ventas'))
    .select('zona', app.db.raw('(fecha_pedido AT TIME ZONE zona)::date AS dia'))
    .count({ pedidos: '*' })
    .select(app.db.raw(`coalesce(sum(precio_total) FILTER (WHERE estado <> 'Cancelado'), 0) AS ventas`))
    .groupBy('zona', 'dia');
  return { guardadas: comoTexto(guardadas), recuento: comoTexto(recuento) };
}

/** What each registered zone's days still owe (pendiente_por_dia, migration 026) and the same sums from the deliveries. */
async function pendienteYRecuento() {
  const comoTexto = (filas: Fila[]) => filas.map((f) => `${f.zona} ${f.dia} ${Number(f.pendiente).toFixed(2)}`).sort();
  const guardado: Fila[] = await app
    .db('pendiente_por_dia')
    .select('zona', 'dia')
    .sum({ pendiente: 'pendiente' })
    .groupBy('zona', 'dia')
    .havingRaw('sum(pendiente) <> 0');
  const recuento: Fila[] = await app.db
    .from(app.db.raw('entregas CROSS JOIN zonas_de_ventas'))
    .where('anulada', false)
    .select('zona', app.db.raw('(fecha AT TIME ZONE zona)::date AS dia'), app.db.raw('sum(importe - cobrado) AS pendiente'))
    .groupBy('zona', 'dia')
    .havingRaw('sum(importe - cobrado) <> 0');
  return { guardado: comoTexto(guardado), recuento: comoTexto(recuento) };
}

async function expectConteosExactos() {
  for (const [tabla, { guardado, recuento }] of Object.entries(await conteosYRecuentos())) {
    expect(guardado, tabla).toEqual(recuento);
  }
  const { guardadas, recuento } = await ventasYRecuento();
  expect(guardadas).toEqual(recuento);
  const pendiente = await pendienteYRecuento();
  expect(pendiente.guardado).toEqual(pendiente.recuento);
}

const zonasRegistradas = async () => ((await app.db('zonas_de_ventas').pluck('zona')) as string[]).sort();

const put = (path: string, body?: unknown) => app.request('PUT', path, { token: admin, body });

describe('kept counters', () => {
  // The migrations, frozen, keep their own list (006) and rewrite their functions by text (015): what the
  // migrated database counts must be what CONTADOS says, and every rewrite must have matched.
  it('are counted by triggers on exactly the tables and column sets of CONTADOS', async () => {
    const { rows }: { rows: { tabla: string; funcion: string; fuente: string }[] } = await app.db.raw(
      `SELECT DISTINCT t.tgrelid::regclass::text AS tabla, p.proname AS funcion, p.prosrc AS fuente
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
       WHERE NOT t.tgisinternal AND p.proname LIKE 'contar\\_%'`,
    );
    const porTabla = rows.filter((r) => r.funcion !== 'contar_ventas');
    expect([...new Set(porTabla.map((r) => r.tabla))].sort()).toEqual(Object.keys(CONTADOS).sort());
    for (const [tabla, conjuntos] of Object.entries(CONTADOS)) {
      const { fuente } = rows.find((r) => r.funcion === `contar_${tabla}`) ?? { fuente: '' };
      // The keys a statement trigger writes: unnest(ARRAY['', 'active=' || n.active::text, ...]) over its new rows.
      const claves = /unnest\(ARRAY\[(.*?)\]\) AS clave, 1 AS d/s.exec(fuente)?.[1] ?? '';
      const contados = claves
        .split(/, (?=')/)
        .map((clave) => [...clave.matchAll(/'(\w+)='/g)].map((m) => m[1]))
        .filter((columnas) => columnas.length > 0);
      expect(contados, tabla).toEqual(conjuntos.map((c) => [...c]));
    }
  });

  it("write in the franja of the transaction in every counting function: migration 015's text replacement matched", async () => {
    const { rows }: { rows: { funcion: string; fuente: string }[] } = await app.db.raw(
      `SELECT proname AS funcion, prosrc AS fuente FROM pg_proc
       WHERE pronamespace = current_schema()::regnamespace AND proname LIKE 'contar\\_%'`,
    );
    expect(rows.map((r) => r.funcion)).toEqual(expect.arrayContaining(Object.keys(CONTADOS).map((t) => `contar_${t}`)));
    for (const { funcion, fuente } of rows) {
      expect(fuente, funcion).not.toContain('pg_backend_pid()');
      expect(fuente, funcion).toContain('txid_current() % 8');
    }
  });

  it('equal count(*) over the demo data, with the days of each zone a dashboard asked for', async () => {
    expect(await zonasRegistradas()).toEqual([app.config.zonaNegocio, OTRA_ZONA].sort());
    await expectConteosExactos();
  });

  it('follow clients, products and suppliers: create, update, deactivate, reactivate', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin);
    const proveedor = await crearProveedor(app, admin);
    await expectConteosExactos();
    expect((await put(`/clientes/${cliente.ClienteID}`, { Telefono: '+54 11 4999-0000' })).status).toBe(200);
    for (const [recurso, id] of [
      ['clientes', cliente.ClienteID],
      ['productos', producto.ProductoID],
      ['proveedores', proveedor.ProveedorID],
    ] as const) {
      expect((await put(`/${recurso}/${id}/desactivar`)).status).toBe(200);
      await expectConteosExactos();
      expect((await put(`/${recurso}/${id}`, { Active: true })).status).toBe(200);
    }
    await expectConteosExactos();
  });

  it('follow users and vehicles, including a vehicle taken out of service', async () => {
    const marca = unico('cnt');
    const usuario = await app.request('POST', '/usuarios', {
      token: admin,
      body: {
        Nombre: 'Nahuel',
        Apellido: 'Ibarra',
        Telefono: '+54 341 555-0199',
        Direccion: 'Bv. Oroño 1200, Rosario',
        Email: `${marca}@carbonsur.com.ar`,
        NombreUsuario: marca,
        Contrasena: 'clave-segura',
      },
    });
    expect(usuario.status).toBe(201);
    expect((await put(`/usuarios/${usuario.body.data.UsuarioID}/desactivar`)).status).toBe(200);
    const vehiculo = await crearVehiculo(app, admin);
    await expectConteosExactos();
    expect((await put(`/vehiculos/${vehiculo.VehiculoID}`, { Disponible: false })).status).toBe(200);
    await expectConteosExactos();
    expect((await put(`/vehiculos/${vehiculo.VehiculoID}/desactivar`)).status).toBe(200);
    await expectConteosExactos();
  });

  it('follow every status change of an order, Cancelado and back, and the sales per day', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Stock: 50 });
    const pedido = await crearPedido(app, admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
    await expectConteosExactos();
    for (const estado of ['En Proceso', 'Completado', 'Cancelado', 'Pendiente', 'Cancelado', 'En Proceso']) {
      expect((await put(`/pedidos/${pedido.PedidoID}/estado`, { estado })).status).toBe(200);
      await expectConteosExactos();
    }
    // A write outside the API (a correction by hand) moves the order to another day.
    await app
      .db('pedidos')
      .where({ pedido_id: pedido.PedidoID })
      .update({ fecha_pedido: new Date('2026-01-01T10:20:00Z') });
    await expectConteosExactos();
  });

  it('stay exact under 20 orders created at once, and under creations and cancellations running together', async () => {
    const cliente = await crearCliente(app, admin);
    const productos = [await crearProducto(app, admin, { Stock: 1000 }), await crearProducto(app, admin, { Stock: 1000 })];
    // Both products in both orders of lines: a transaction that held a product while it waited for a
    // counter (or the reverse) would deadlock with another and answer 500.
    const lineas = (i: number) => (i % 2 ? productos : [...productos].reverse()).map((p) => ({ ProductoID: p.ProductoID, Cantidad: 1 }));
    const creados = await Promise.all(Array.from({ length: 20 }, (_, i) => crearPedido(app, admin, cliente.ClienteID, lineas(i))));
    expect(creados).toHaveLength(20);
    await expectConteosExactos();
    const respuestas = await Promise.all([
      ...creados.slice(0, 10).map((p) => put(`/pedidos/${p.PedidoID}/estado`, { estado: 'Cancelado' })),
      ...Array.from({ length: 10 }, (_, i) =>
        app.request('POST', '/pedidos', { token: admin, body: { ClienteID: cliente.ClienteID, VehiculoID: null, detalles: lineas(i) } }),
      ),
    ]);
    expect(respuestas.map((r) => r.status)).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    await expectConteosExactos();
    for (const p of productos) expect(await stockYLedger(app, p.ProductoID)).toEqual({ stock: 1000 - 20, ledger: 1000 - 20 });
  });

  it('build a new zone only once the orders being written commit, so none is missed', async () => {
    const cliente = await crearCliente(app, admin);
    // An order written by hand and not yet committed: its trigger ran before the new zone existed.
    const escritura = await app.db.transaction();
    await escritura('pedidos').insert({ cliente_id: cliente.ClienteID, usuario_id: 1, precio_total: 1234.5 });
    // UTC+12:45: most of its days differ from the other two zones'.
    const nueva = 'Pacific/Chatham';
    let registrada = false;
    const registro = dashboardService(app.db, { ...app.config, zonaNegocio: nueva })
      .resumen()
      .then(() => {
        registrada = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // It waits for the order (PostgreSQL: the SHARE lock; PGlite: its one connection).
    expect(registrada).toBe(false);
    await escritura.commit();
    await registro;
    expect(await zonasRegistradas()).toContain(nueva);
    await expectConteosExactos();
  });

  // By transaction, not by connection: two pooled connections with the same pid remainder shared every row.
  it("write a transaction's deltas in the franja of its transaction id", async () => {
    const cliente = await crearCliente(app, admin);
    const inactivos = (trx: Knex, franja: number) => trx('conteos').where({ tabla: 'clientes', clave: 'active=false', franja }).first('n');
    for (const active of [false, true, false]) {
      await app.db.transaction(async (trx) => {
        const {
          rows: [{ franja }],
        } = await trx.raw('SELECT (txid_current() % 8)::int AS franja');
        const antes = Number((await inactivos(trx, franja))?.n ?? 0);
        await trx('clientes').where({ cliente_id: cliente.ClienteID }).update({ active });
        expect(Number((await inactivos(trx, franja))?.n) - antes).toBe(active ? -1 : 1);
      });
    }
    await expectConteosExactos();
  });

  it('follow payments and voids, the clients with a balance and what each day still owes, as deliveries and payments move them', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Stock: 50 });
    const pedido = await crearPedido(app, admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
    expect((await put(`/pedidos/${pedido.PedidoID}/estado`, { estado: 'Completado' })).status).toBe(200);
    await expectConteosExactos();
    const cobro = await app.request('POST', '/cobros', {
      token: admin,
      body: { ClienteID: cliente.ClienteID, Importe: pedido.PrecioTotal, Metodo: 'efectivo' },
    });
    expect(cobro.status).toBe(201);
    expect(await app.db('clientes').where({ cliente_id: cliente.ClienteID }).first('con_saldo')).toEqual({ con_saldo: false });
    await expectConteosExactos();
    expect((await put(`/cobros/${cobro.body.data.CobroID}/anular`, { Motivo: 'Cheque rechazado' })).status).toBe(200);
    await expectConteosExactos();
  });

  it('follow supplier orders through reception and cancellation', async () => {
    const proveedor = await crearProveedor(app, admin);
    const producto = await crearProducto(app, admin);
    const pedido = await crearPedidoProveedor(app, admin, proveedor.ProveedorID, [
      { ProductoID: producto.ProductoID, Cantidad: 5, PrecioUnitario: 100 },
    ]);
    await expectConteosExactos();
    for (const estado of ['Recibido', 'Cancelado', 'Pendiente']) {
      expect((await cambiarEstadoPedidoProveedor(app, admin, pedido.PedidoProveedorID, estado)).status).toBe(200);
      await expectConteosExactos();
    }
  });

  it('give the lists their exact total', async () => {
    const recuento = async (query: Knex.QueryBuilder) => {
      const [{ n }] = await query.count({ n: '*' });
      return Number(n);
    };
    for (const [path, tabla, filtro] of [
      ['/pedidos', 'pedidos', {}],
      ['/pedidos/estado/Cancelado', 'pedidos', { estado: 'Cancelado' }],
      ['/clientes', 'clientes', {}],
      ['/clientes/activos', 'clientes', { active: true }],
      ['/historial-pedidos', 'historial_pedidos', {}],
      ['/historial-pedidos/estado/Pendiente', 'historial_pedidos', { estado_nuevo: 'Pendiente' }],
    ] as const) {
      const total = await recuento(app.db(tabla).where(filtro));
      const pagina = await app.request('GET', `${path}?page=1&limit=5`, { token: admin });
      expect(pagina.status, path).toBe(200);
      expect(pagina.body.total, path).toBe(total);
      // The total rides in the page's statement as one more column, which the answer never shows.
      for (const item of pagina.body.data) expect(Object.keys(item), path).not.toContain('total_de_la_lista');
      // A page past the end has no row to carry it: the counter is read on its own.
      const despues = await app.request('GET', `${path}?page=100000&limit=5`, { token: admin });
      expect(despues.body, path).toMatchObject({ data: [], total });
    }
  });
});
