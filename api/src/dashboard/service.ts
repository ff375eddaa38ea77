import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { ALERTAS_EN_PANEL, DIAS_VENTAS, type DatosDashboard, HOJAS_EN_PANEL, type HojaDeHoy } from '#dominio/dashboard';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';
import type { Mapper } from '../db/mapper.js';
import { ESTADOS_PEDIDO, type EstadoPedido } from '#dominio/pedidos';
import { atajosDe } from '../db/rapido/atajos.js';
import { claveDe, contarFilas } from '../db/rapido/conteos.js';
import { lecturaCompartida } from '../lecturaCompartida.js';
import { cuentasACobrarService } from '../cuentas-a-cobrar/service.js';
import type { Sesion } from '../nucleo/sesion.js';
import { respaldosService } from '../respaldos/service.js';
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
  'clientesActivos' | 'productosActivos' | 'vehiculosActivos' | 'vehiculosDisponibles' | 'proveedores' | 'bajoStock'
> & { zonaDeVentas: string | null };

/** The first page of an alert list, in the alert pages' own order (most urgent first). */
function primeras(mapper: Mapper<Record<string, unknown>>, orden: { sort: string; order: 'asc' | 'desc' }) {
  return parseListQuery({ page: '1', limit: String(ALERTAS_EN_PANEL) }, mapper, orden);
}

/**
 * Every figure of the dashboard in a fixed number of queries, whatever the data size: one for
 * the counts (sub-selects), one per chart, and the first page of each alert list of the fleet area
 * (which counts its total in the same statement). Counts and sales come from the kept counters and
 * the per-day sales of the business zone, which the writes keep up to date, never from scans of the
 * orders. Each figure uses the same condition as the screen its card links to (docs/decisiones.md,
 * Dashboard).
 */
export function dashboardService(db: Knex, config: Config) {
  const alertasMantenimiento = alertasMantenimientoService(db, config);
  const alertasDocumentos = alertasDocumentosService(db, config);
  const cuentasACobrar = cuentasACobrarService(db, config);
  const respaldos = respaldosService(db, config);
  const count = (query: Knex.QueryBuilder) => query.count('*');
  // A kept counter (migrations/20261123_006_conteos), the sum of its franjas; count(*) with RAPIDO_CONTEOS=0.
  const contado = (tabla: string, valores: Record<string, unknown>) => contarFilas(db, tabla, valores);
  const zona = config.zonaNegocio;

  // Counts and sums come back as numbers on both drivers (type parsers in db/connection.ts).
  async function conteos(): Promise<Conteos> {
    return db
      .select({
        clientesActivos: contado('clientes', { active: true }),
        productosActivos: contado('productos', { active: true }),
        // Exact, as the low-stock tab's total: a count over the few product rows (no index reads stock, migration 016).
        bajoStock: count(db('productos').where({ active: true }).whereRaw('stock < stock_minimo')),
        proveedores: contado('proveedores', { active: true }),
        vehiculosActivos: contado('vehiculos', { active: true }),
        vehiculosDisponibles: contado('vehiculos', { active: true, disponible: true }),
        // Null until this zone's days are built (migration 018).
        zonaDeVentas: db('zonas_de_ventas').where({ zona }).select('zona'),
      })
      .first();
  }

  /** Every Estado, in its lifecycle order, with 0 when no order is in it. */
  async function pedidosPorEstado(): Promise<{ estado: EstadoPedido; cantidad: number }[]> {
    if (!atajosDe(db).conteos) {
      const contados: { estado: EstadoPedido; cantidad: number }[] = await db('pedidos')
        .select('estado')
        .count({ cantidad: '*' })
        .groupBy('estado');
      const porEstado = new Map(contados.map((r) => [r.estado, r.cantidad]));
      return ESTADOS_PEDIDO.map((estado) => ({ estado, cantidad: porEstado.get(estado) ?? 0 }));
    }
    const claves = new Map(ESTADOS_PEDIDO.map((estado) => [claveDe({ estado }), estado]));
    const rows: { clave: string; cantidad: number }[] = await db('conteos')
      .where({ tabla: 'pedidos' })
      .whereIn('clave', [...claves.keys()])
      .select('clave')
      .sum({ cantidad: 'n' })
      .groupBy('clave');
    const porEstado = new Map(rows.map((r) => [claves.get(r.clave), r.cantidad]));
    return ESTADOS_PEDIDO.map((estado) => ({ estado, cantidad: porEstado.get(estado) ?? 0 }));
  }

  /**
   * Sales (PrecioTotal of orders not Cancelado) per business day, oldest first, every day present,
   * and the orders created today.
   */
  async function ventas(hoy: string): Promise<{ ventasPorDia: DatosDashboard['ventasPorDia']; pedidosHoy: number }> {
    const ultimo = DateTime.fromISO(hoy);
    const dias = Array.from({ length: DIAS_VENTAS }, (_, i) => ultimo.minus({ days: DIAS_VENTAS - 1 - i }).toISODate()!);
    const rows: { fecha: string; pedidos: number; total: number }[] = await db('ventas_por_dia')
      .where({ zona })
      .whereBetween('dia', [dias[0], hoy])
      .select({ fecha: 'dia' })
      .sum({ pedidos: 'pedidos', total: 'ventas' })
      .groupBy('dia');
    const porDia = new Map(rows.map((r) => [r.fecha, r]));
    return {
      ventasPorDia: dias.map((fecha) => ({ fecha, total: porDia.get(fecha)?.total ?? 0 })),
      pedidosHoy: porDia.get(hoy)?.pedidos ?? 0,
    };
  }

  /**
   * Today's route sheets with their stops and those resolved: one statement over the few sheets of a day
   * (index hojas_de_ruta_fecha), each counting its stops by paradas_hoja_posicion.
   */
  async function hojasDeHoy(hoy: string): Promise<HojaDeHoy[]> {
    const filas: Record<string, unknown>[] = await db('hojas_de_ruta as h')
      .join('vehiculos as v', 'v.vehiculo_id', 'h.vehiculo_id')
      .join('usuarios as u', 'u.usuario_id', 'h.chofer_id')
      .joinRaw(
        'CROSS JOIN LATERAL (SELECT count(*)::int AS paradas, count(pa.resultado)::int AS resueltas FROM paradas pa WHERE pa.hoja_id = h.hoja_id) c',
      )
      .where('h.fecha', hoy)
      .orderBy('h.hoja_id')
      .limit(HOJAS_EN_PANEL)
      .select('h.hoja_id', 'h.estado', 'v.patente', 'v.marca', 'v.modelo', 'u.nombre', 'u.apellido', 'c.paradas', 'c.resueltas');
    return filas.map((f) => ({
      HojaID: f.hoja_id as number,
      Estado: f.estado as HojaDeHoy['Estado'],
      Vehiculo: { Patente: f.patente as string, Marca: f.marca as string, Modelo: f.modelo as string },
      Chofer: { Nombre: f.nombre as string, Apellido: f.apellido as string },
      Paradas: f.paradas as number,
      Resueltas: f.resueltas as number,
    }));
  }

  async function resumen(): Promise<DatosDashboard> {
    const generadoEn = config.now();
    const hoy = diaNegocio(generadoEn, zona);
    const [{ zonaDeVentas, ...cuentas }, porEstado, { ventasPorDia, pedidosHoy }, mantenimiento, documentos, aCobrar, hojas] = await Promise.all(
      [
        conteos(),
        pedidosPorEstado(),
        ventas(hoy),
        alertasMantenimiento.listar(primeras(alertaMantenimientoMapper, ORDEN_ALERTAS_MANTENIMIENTO), generadoEn),
        alertasDocumentos.listar(primeras(alertaDocumentoMapper, ORDEN_ALERTAS_DOCUMENTOS), generadoEn),
        // The same totals as the receivables screen, so its cards and that screen agree.
        cuentasACobrar.totales(),
        hojasDeHoy(hoy),
      ],
    );
    if (!zonaDeVentas) {
      // The first dashboard of this zone: its days are built from the orders, once, and read again.
      await db.raw('SELECT registrar_zona_de_ventas(?)', [zona]);
      return resumen();
    }
    const cantidad = (estado: EstadoPedido) => porEstado.find((e) => e.estado === estado)!.cantidad;
    return {
      ...cuentas,
      pedidosHoy,
      // From the same query as the chart, so the cards and the chart always agree.
      pendientes: cantidad('Pendiente'),
      completados: cantidad('Completado'),
      aCobrar: aCobrar.ACobrar,
      vencidoMas30: aCobrar.VencidoMas30,
      alertasMantenimiento: { items: mantenimiento.data, total: mantenimiento.total },
      alertasDocumentos: { items: documentos.data, total: documentos.total },
      ventasPorDia,
      pedidosPorEstado: porEstado,
      hojasDeHoy: hojas,
      generadoEn: generadoEn.toISOString(),
    };
  }

  // Everyone lands on the dashboard: requests that arrive together share one computation, each still
  // at least as fresh as its request (lecturaCompartida.ts).
  const compartido = lecturaCompartida(resumen);

  /**
   * The figures as `sesion` sees them. Every role sees the same ones (an Empleado sees the supplier count too:
   * reading suppliers is open to every role, docs/funcional.md); the backups' warning is an Administrador's only.
   */
  async function tableroDe(sesion: Sesion): Promise<DatosDashboard> {
    const administrador = sesion.Rol === 'Administrador';
    const [datos, avisoRespaldo] = await Promise.all([compartido(), administrador ? respaldos.aviso() : undefined]);
    return avisoRespaldo ? { ...datos, avisoRespaldo } : datos;
  }

  return { resumen: compartido, tableroDe };
}
