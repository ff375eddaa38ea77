import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearPedido, crearPedidoProveedor, crearProducto, crearProveedor } from '../../test/fixtures.js';
import { clienteMapper } from '../clientes/mapper.js';
import type { Mapper } from '../db/mapper.js';
import { NINGUN_ATAJO, TODOS_LOS_ATAJOS } from '../db/rapido/atajos.js';
import { detallePedidoProveedorMapper, pedidoProveedorMapper } from '../pedidos-proveedores/mapper.js';
import { detallePedidoMapper, pedidoMapper, vehiculoResumenMapper } from '../pedidos/mapper.js';
import { proveedorMapper } from '../proveedores/mapper.js';
import { USUARIO } from './hydrate.js';

// Orders are written as JSON by the database (db/rapido/json.ts); the answer must be the text JSON.stringify
// would write for the same records, as every other answer is, and as the plain path (RAPIDO_JSON_SQL=0)
// writes it. Both paths run whatever the environment says (RAPIDO=0 in CI).

let app: TestApp;
let token: string;
/** The same demo data answered by the plain path: orders mapped in JavaScript, no fast path at all. */
let plano: TestApp;
let tokenPlano: string;

beforeAll(async () => {
  [app, plano] = await Promise.all([startTestApp({ atajos: TODOS_LOS_ATAJOS }), startTestApp({ atajos: NINGUN_ATAJO })]);
  [token, tokenPlano] = await Promise.all([app.login('admin'), plano.login('admin')]);
});
afterAll(() => Promise.all([app.close(), plano.close()]));

const textoDe = async (desde: TestApp, conToken: string, ruta: string) => {
  const res = await fetch(`${desde.url}/api${ruta}`, { headers: { Authorization: `Bearer ${conToken}` } });
  expect(res.status).toBe(200);
  return res.text();
};
const texto = (ruta: string) => textoDe(app, token, ruta);

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('orders answered as JSON written by the database', () => {
  // First, before any test writes: both databases are copies of the same demo data.
  it('answers the demo orders with the same text as the plain path: pages, one order, by status, supplier orders', async () => {
    for (const ruta of [
      '/pedidos?page=1&limit=50',
      '/pedidos?page=2&limit=10&sort=PrecioTotal&order=ASC',
      '/pedidos/estado/Pendiente?page=1&limit=25',
      '/pedidos/1',
      '/pedidos-proveedores',
      '/pedidos-proveedores?page=1&limit=25',
      '/pedidos-proveedores/1',
    ]) {
      const [rapido, sinAtajos] = await Promise.all([texto(ruta), textoDe(plano, tokenPlano, ruta)]);
      expect(rapido.length, ruta).toBeGreaterThan(100);
      expect(rapido, ruta).toBe(sinAtajos);
    }
  });

  it('marks every timestamp and numeric column of an order and its records, and maps no other type the database writes differently', async () => {
    const tablas: [string, Mapper<Record<string, unknown>>][] = [
      ['pedidos', pedidoMapper],
      ['detalle_pedidos', detallePedidoMapper],
      ['clientes', clienteMapper],
      ['vehiculos', vehiculoResumenMapper],
      ['usuarios', USUARIO.mapper],
      ['pedidos_proveedores', pedidoProveedorMapper],
      ['detalle_pedido_proveedores', detallePedidoProveedorMapper],
      ['proveedores', proveedorMapper],
    ];
    for (const [tabla, mapper] of tablas) {
      const tipos: { column_name: string; data_type: string }[] = await app
        .db('information_schema.columns')
        .where({ table_name: tabla, table_schema: 'public' })
        .select('column_name', 'data_type');
      const tipoDe = new Map(tipos.map((t) => [t.column_name, t.data_type]));
      for (const columna of mapper.columns) {
        const tipo = tipoDe.get(columna);
        // A computed column (a supplier order's total) is not the table's: the answers below check it.
        if (tipo === undefined) continue;
        const esperado = tipo === 'timestamp with time zone' ? 'instante' : tipo === 'numeric' ? 'numero' : undefined;
        expect({ tabla, columna, tipo: mapper.tipos[columna] }).toEqual({ tabla, columna, tipo: esperado });
        if (!esperado) expect(['integer', 'bigint', 'text', 'character varying', 'boolean', 'date']).toContain(tipo);
      }
    }
  });

  it('writes orders and supplier orders as JSON.stringify would: no spaces, numbers without trailing zeros, UTC instants with milliseconds, escaped text', async () => {
    const cliente = await crearCliente(app, token);
    // Text as old data may hold it, and a timestamp with microseconds, as now() writes them.
    const direccion = 'Av. "La Ñata" 12\\3\nPiso\t2\u0001 — ✓';
    await app.db('clientes').where({ cliente_id: cliente.ClienteID }).update({ direccion, created_at: '2026-01-02 03:04:05.678999+00' });
    const proveedor = await crearProveedor(app, token, { Nombre: 'Proveedor "Quebracho" \\ Sur' });
    const producto = await crearProducto(app, token, { Precio: 1234.5, Stock: 100, ProveedorPreferidoID: proveedor.ProveedorID });
    const pedido = await crearPedido(app, token, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 3 }]);
    const pedidoProveedor = await crearPedidoProveedor(app, token, proveedor.ProveedorID, [
      { ProductoID: producto.ProductoID, Cantidad: 2, PrecioUnitario: 99.9 },
    ]);

    const respuestas = {
      pagina: await texto(`/pedidos?page=1&limit=25&clienteId=${cliente.ClienteID}`),
      uno: await texto(`/pedidos/${pedido.PedidoID}`),
      proveedores: await texto(`/pedidos-proveedores/proveedor/${proveedor.ProveedorID}?page=1&limit=25`),
      unoDeProveedor: await texto(`/pedidos-proveedores/${pedidoProveedor.PedidoProveedorID}`),
      todos: await texto('/pedidos-proveedores'),
    };
    for (const cuerpo of Object.values(respuestas)) expect(JSON.stringify(JSON.parse(cuerpo))).toBe(cuerpo);

    const { data } = JSON.parse(respuestas.pagina);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      PedidoID: pedido.PedidoID,
      PrecioTotal: 3703.5,
      Cliente: { Direccion: direccion, createdAt: '2026-01-02T03:04:05.678Z' },
    });
    expect(data[0].detalles).toEqual([
      expect.objectContaining({
        ProductoID: producto.ProductoID,
        PrecioUnitario: 1234.5,
        Cantidad: 3,
        Producto: { ProductoID: producto.ProductoID, Nombre: producto.Nombre },
      }),
    ]);
    expect(JSON.parse(respuestas.uno).data).toEqual(data[0]);
    for (const instante of [data[0].FechaPedido, data[0].Cliente.updatedAt]) expect(instante).toMatch(ISO_UTC);

    const deProveedor = JSON.parse(respuestas.proveedores).data[0];
    expect(deProveedor).toMatchObject({ Total: 199.8, Proveedor: { Nombre: 'Proveedor "Quebracho" \\ Sur' } });
    expect(deProveedor.FechaPedido).toMatch(ISO_UTC);
    expect(JSON.parse(respuestas.unoDeProveedor).data).toEqual(deProveedor);
  });
});
