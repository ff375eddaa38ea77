import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { ALERTAS_EN_PANEL, DIAS_VENTAS, type DatosDashboard } from '#dominio/dashboard';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';
import type { Mapper } from '../db/mapper.js';
import { UMBRAL_BAJO_STOCK } from '#dominio/productos';
import { ESTADOS_PEDIDO, type EstadoPedido } from '#dominio/pedidos';
import { whereDays } from '../db/queries.js';
import { parseListQuery } from '../http/paging.js';
import { alertaDocumentoMapper, alertaMantenimientoMapper } from '../vehiculos/alertas/mapper.js';
import {
  ORDEN_ALERTAS_DOCUMENTOS,
  ORDEN_ALERTAS_MANTENIMIENTO,
  alertasDocumentosService,
  alertasMantenimientoService,
} from '../vehiculos/alertas/service.js';

type Conteos = Pick<
  DatosDashboard,
  'clientesActivos' | 'productosActivos' | 'pedidosHoy' | 'vehiculosActivos' | 'vehiculosDisponibles' | 'proveedores' | 'bajoStock'
>;

/** The first page of an alert list, in the alert pages' own order (most urgent first). */
function primeras(mapper: Mapper<Record<string, unknown>>, orden: { sort: string; order: 'asc' | 'desc' }) {
  return parseListQuery({ page: '1', limit: String(ALERTAS_EN_PANEL) }, mapper, orden);
}

/**
 * Every figure of the dashboard in a fixed number of queries, whatever the data size: one for
 * the counts (sub-selects), one per chart, and the two alert computations of the fleet area
 * (page + total each). Each figure uses the same condition as the screen its card links to
 * (docs/decisiones.md, Dashboard).
 */
export function dashboardService(db: Knex, config: Config) {
  const alertasMantenimiento = alertasMantenimientoService(db);
  const alertasDocumentos = alertasDocumentosService(db, config);
  const count = (query: Knex.QueryBuilder) => query.count('*');

  // Counts and sums come back as numbers on both drivers (type parsers in db/connection.ts).
  async function conteos(hoy: string): Promise<Conteos> {
    const pedidosHoy = whereDays(db('pedidos'), 'fecha_pedido', config.zonaNegocio, { desde: hoy, hasta: hoy });
    return db
      .select({
        clientesActivos: count(db('clientes').where({ active: true })),
        productosActivos: count(db('productos').where({ active: true })),
        bajoStock: count(db('productos').where({ active: true }).where('stock', '<', UMBRAL_BAJO_STOCK)),
        proveedores: count(db('proveedores').where({ active: true })),
        vehiculosActivos: count(db('vehiculos').where({ active: true })),
        vehiculosDisponibles: count(db('vehiculos').where({ active: true, disponible: true })),
        pedidosHoy: count(pedidosHoy),
      })
      .first();
  }

  /** Every Estado, in its lifecycle order, with 0 when no order is in it. */
  async function pedidosPorEstado(): Promise<{ estado: EstadoPedido; cantidad: number }[]> {
    const rows: { estado: EstadoPedido; cantidad: number }[] = await db('pedidos').select('estado').count({ cantidad: '*' }).groupBy('estado');
    const porEstado = new Map(rows.map((r) => [r.estado, r.cantidad]));
    return ESTADOS_PEDIDO.map((estado) => ({ estado, cantidad: porEstado.get(estado) ?? 0 }));
  }

  /** Sales (PrecioTotal of orders not Cancelado) per business day, oldest first, every day present. */
  async function ventasPorDia(hoy: string): Promise<DatosDashboard['ventasPorDia']> {
    const ultimo = DateTime.fromISO(hoy);
    const dias = Array.from({ length: DIAS_VENTAS }, (_, i) => ultimo.minus({ days: DIAS_VENTAS - 1 - i }).toISODate()!);
    const query = db('pedidos')
      .whereNot('estado', 'Cancelado')
      .select(db.raw('(fecha_pedido AT TIME ZONE ?)::date AS fecha', [config.zonaNegocio]))
      .sum({ total: 'precio_total' })
      .groupBy('fecha');
    const rows: { fecha: string; total: number }[] = await whereDays(query, 'fecha_pedido', config.zonaNegocio, {
      desde: dias[0],
      hasta: hoy,
    });
    const porDia = new Map(rows.map((r) => [r.fecha, r.total]));
    return dias.map((fecha) => ({ fecha, total: porDia.get(fecha) ?? 0 }));
  }

  async function resumen(): Promise<DatosDashboard> {
    const generadoEn = config.now();
    const hoy = diaNegocio(generadoEn, config.zonaNegocio);
    const [cuentas, porEstado, ventas, mantenimiento, documentos] = await Promise.all([
      conteos(hoy),
      pedidosPorEstado(),
      ventasPorDia(hoy),
      alertasMantenimiento.list(primeras(alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO)),
      alertasDocumentos.list(primeras(alertaDocumentoMapper, ORDEN_ALERTAS_DOCUMENTOS), generadoEn),
    ]);
    const cantidad = (estado: EstadoPedido) => porEstado.find((e) => e.estado === estado)!.cantidad;
    return {
      ...cuentas,
      // From the same query as the chart, so the cards and the chart always agree.
      pendientes: cantidad('Pendiente'),
      completados: cantidad('Completado'),
      alertasMantenimiento: { items: mantenimiento.data, total: mantenimiento.total },
      alertasDocumentos: { items: documentos.data, total: documentos.total },
      ventasPorDia: ventas,
      pedidosPorEstado: porEstado,
      generadoEn: generadoEn.toISOString(),
    };
  }

  return { resumen };
}
