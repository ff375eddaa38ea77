import { expect } from 'vitest';
import { DateTime } from 'luxon';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { digitoVerificadorCuit } from '#dominio/fiscal';
import type { TestApp, TestServer } from './harness.js';

// Records the tests create for themselves through the API, so the demo data never changes what they assert.

let secuencia = 0;
/** A text no demo record contains, so a search or filter finds only what the test made. */
export const unico = (prefijo: string) => `${prefijo}${Date.now().toString(36)}x${++secuencia}`;

/** A business day's wall-clock time as an instant: the clock the rules read (app.setNow). */
export const enLaZona = (dia: string, hora = '10:00') => DateTime.fromISO(`${dia}T${hora}`, { zone: ZONA_NEGOCIO_POR_DEFECTO }).toJSDate();

let cuits = 0;
/** A valid CUIT no other test uses: 20, eight digits from the clock and a counter, and its check digit. */
export function cuitNuevo(): string {
  for (;;) {
    const diez = `20${String((Date.now() % 1_000_000) * 100 + (++cuits % 100)).padStart(8, '0')}`;
    const digito = digitoVerificadorCuit(diez);
    if (digito !== undefined) return `${diez}${digito}`;
  }
}

/** POST `path` and the created record, or the test fails with the API's answer. */
async function crear<T>(app: TestServer, token: string, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await app.request('POST', path, { token, body });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

export function crearCliente(app: TestServer, token: string, datos: Record<string, unknown> = {}) {
  const marca = unico('Cli');
  return crear<{ ClienteID: number; Nombre: string; Apellido: string }>(app, token, '/clientes', {
    Nombre: marca,
    Apellido: 'Prueba',
    Telefono: '+54 11 4000-0000',
    Direccion: 'Calle Falsa 123, Morón',
    Email: `${marca.toLowerCase()}@prueba.com.ar`,
    ...datos,
  });
}

/** The initial Stock enters through the ledger; `Active: false` needs an administrator's token. */
export function crearProducto(app: TestServer, token: string, datos: Record<string, unknown> = {}) {
  return crear<{ ProductoID: number; Nombre: string; Precio: number; Stock: number; StockMinimo: number; ProveedorPreferidoID: number | null }>(
    app,
    token,
    '/productos',
    {
      Nombre: unico('Carbón de prueba '),
      Descripcion: 'Producto de prueba',
      Precio: 1000,
      Stock: 100,
      ...datos,
    },
  );
}

/** Creating a supplier needs an administrator's token. */
export function crearProveedor(app: TestApp, token: string, datos: Record<string, unknown> = {}) {
  const marca = unico('Prov');
  return crear<{ ProveedorID: number; Nombre: string; Telefono: string; Email: string }>(app, token, '/proveedores', {
    Nombre: `Carbonera ${marca}`,
    Telefono: '+54 362 400-0000',
    Direccion: 'Ruta 16 km 100, Chaco',
    Email: `${marca.toLowerCase()}@proveedor.com.ar`,
    ...datos,
  });
}

export function crearPedido(app: TestApp, token: string, clienteId: number, detalles: { ProductoID: number; Cantidad: number }[]) {
  return crear<{ PedidoID: number; Estado: string; PrecioTotal: number }>(app, token, '/pedidos', {
    ClienteID: clienteId,
    VehiculoID: null,
    detalles,
  });
}

export function crearPedidoProveedor(
  app: TestApp,
  token: string,
  proveedorId: number,
  detalles: { ProductoID: number; Cantidad: number; PrecioUnitario: number }[],
) {
  return crear<{ PedidoProveedorID: number; Total: number }>(app, token, '/pedidos-proveedores', { ProveedorID: proveedorId, detalles });
}

export function cambiarEstadoPedidoProveedor(app: TestApp, token: string, pedidoId: number, estado: string, comentario?: string) {
  return app.request('PUT', `/pedidos-proveedores/${pedidoId}/estado`, { token, body: { estado, comentario } });
}

/** The stock moves of an order or of a supplier order, in the order they were written, with who made each. */
export const movimientosDe = (app: Pick<TestApp, 'db'>, pedido: { pedido_id: number } | { pedido_proveedor_id: number }) =>
  app.db('movimientos_stock').where(pedido).orderBy('movimiento_id').select('producto_id', 'cantidad', 'motivo', 'usuario_id');

/** A product's stock and the sum of its ledger moves, which must always be equal. */
export async function stockYLedger(app: Pick<TestApp, 'db'>, productoId: number) {
  const { stock } = await app.db('productos').where({ producto_id: productoId }).first('stock');
  const [{ suma }] = await app.db('movimientos_stock').where({ producto_id: productoId }).sum({ suma: 'cantidad' });
  return { stock: Number(stock), ledger: Number(suma ?? 0) };
}

/**
 * The ledger of a product read in the order it was written: whether each balance is the previous
 * one plus the move (the first one, just the move), and the last balance, which must be the stock.
 */
export async function saldosDelLibro(app: TestApp, productoId: number) {
  const filas: { cantidad: number; saldo: number }[] = await app
    .db('movimientos_stock')
    .where({ producto_id: productoId })
    .orderBy('movimiento_id')
    .select('cantidad', 'saldo');
  let anterior = 0;
  const encadenados = filas.every((f) => {
    const ok = f.saldo === anterior + f.cantidad;
    anterior = f.saldo;
    return ok;
  });
  return { encadenados, ultimo: filas.at(-1)?.saldo ?? 0 };
}

/** A record's audit rows straight from the table, oldest first (what the change wrote, whoever may read it). */
export async function filasDeAuditoria(app: Pick<TestApp, 'db'>, entidad: string, id: number) {
  const filas = await app.db('auditoria').where({ entidad, entidad_id: id }).orderBy('auditoria_id');
  return filas.map((f) => ({
    accion: f.accion as string,
    usuarioId: f.usuario_id as number | null,
    parte: f.parte as string | null,
    parteId: f.parte_id as number | null,
    resumen: f.resumen as string | null,
    cambios: (typeof f.cambios === 'string' ? JSON.parse(f.cambios) : f.cambios) as { Campo: string; Antes: unknown; Despues: unknown }[],
  }));
}

/** The id of the newest audit row (0 while there is none): a refused change leaves it where it was. */
export async function ultimaFilaDeAuditoria(app: Pick<TestApp, 'db'>): Promise<number> {
  const [{ id }] = await app.db('auditoria').max({ id: 'auditoria_id' });
  return Number(id ?? 0);
}

/** The usuario_id of a demo account, as the trail writes its author. */
export async function idDeUsuario(app: Pick<TestApp, 'db'>, nombreUsuario: string): Promise<number> {
  return (await app.db('usuarios').where({ nombre_usuario: nombreUsuario }).first('usuario_id')).usuario_id;
}

/**
 * Everything a client's account keeps, checked against what it is the sum of (exactly, in cents): the
 * kept balance against the sum of its moves, each move's balance against the one before plus the move,
 * the balance against open deliveries minus credit in favour, and each delivery's and payment's applied
 * amount against its active applications.
 */
export async function cuentaDelCliente(app: Pick<TestApp, 'db'>, clienteId: number) {
  const c = (v: unknown) => Math.round(Number(v ?? 0) * 100);
  const { saldo } = await app.db('clientes').where({ cliente_id: clienteId }).first('saldo');
  const movimientos: { importe: string; saldo: string }[] = await app
    .db('movimientos_cuenta')
    .where({ cliente_id: clienteId })
    .orderBy('movimiento_id')
    .select('importe', 'saldo');
  let anterior = 0;
  const encadenados = movimientos.every((m) => {
    const ok = c(m.saldo) === anterior + c(m.importe);
    anterior = c(m.saldo);
    return ok;
  });
  const [{ deuda }] = await app
    .db('entregas')
    .where({ cliente_id: clienteId, anulada: false })
    .select(app.db.raw('coalesce(sum(importe - cobrado), 0) AS deuda'));
  const [{ favor }] = await app
    .db('cobros')
    .where({ cliente_id: clienteId, anulado: false })
    .select(app.db.raw('coalesce(sum(importe - aplicado), 0) AS favor'));
  const [{ descuadres }] = await app.db
    .raw(
      `SELECT
       (SELECT count(*) FROM entregas e WHERE e.cliente_id = ? AND e.cobrado <> coalesce((SELECT sum(importe) FROM imputaciones i WHERE i.entrega_id = e.entrega_id AND i.activa), 0))
     + (SELECT count(*) FROM cobros o WHERE o.cliente_id = ? AND o.aplicado <> coalesce((SELECT sum(importe) FROM imputaciones i WHERE i.cobro_id = o.cobro_id AND i.activa), 0))
       AS descuadres`,
      [clienteId, clienteId],
    )
    .then((r: { rows: { descuadres: number }[] }) => r.rows);
  return {
    saldo: c(saldo) / 100,
    suma: movimientos.reduce((s, m) => s + c(m.importe), 0) / 100,
    encadenados,
    ultimo: movimientos.length ? c(movimientos.at(-1)!.saldo) / 100 : 0,
    deudaMenosFavor: (c(deuda) - c(favor)) / 100,
    descuadres: Number(descuadres),
    /** A client never keeps both credit in favour and an open delivery. */
    favorYDeuda: c(favor) > 0 && c(deuda) > 0,
  };
}

/** A 1×1 PNG, as the phone's signature pad sends it. */
export const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const CONTRASENA_DE_PRUEBA = 'Reparto-Oeste-2026';

/** A new active user (an Empleado unless `datos` says otherwise) created by an Administrador's `token`, with an e-mail. */
export async function crearUsuario(app: TestServer, token: string, datos: Record<string, unknown> = {}) {
  const marca = unico('usuario');
  const res = await app.request('POST', '/usuarios', {
    token,
    body: {
      Nombre: 'Ramón',
      Apellido: marca,
      Telefono: '+54 11 4000-2222',
      Direccion: 'Av. Rivadavia 18000, Morón',
      Email: `${marca.toLowerCase()}@carbonsur.com.ar`,
      NombreUsuario: marca,
      Contrasena: CONTRASENA_DE_PRUEBA,
      Rol: 'Empleado',
      ...datos,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const usuario = res.body.data as { UsuarioID: number; NombreUsuario: string; Email: string; Chofer: boolean; Rol: string };
  return { ...usuario, id: usuario.UsuarioID };
}

/** A new active Empleado marked as a driver (created by an Administrador's `token`), signed in: its id and token. */
export async function crearChofer(app: TestApp, token: string): Promise<{ id: number; token: string }> {
  const chofer = await crearUsuario(app, token, { Chofer: true });
  expect(chofer.Chofer).toBe(true);
  return { id: chofer.id, token: await app.login(chofer.NombreUsuario, CONTRASENA_DE_PRUEBA) };
}
