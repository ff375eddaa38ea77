import type { AlertaDocumento, AlertaMantenimiento } from './alertas';

// GET /api/dashboard: every figure of the dashboard in one answer (spec core.md section 2).

/** The alert panels show this many items (spec core.md section 9). */
export const ALERTAS_EN_PANEL = 5;
/** The sales chart covers today and the days before it, this many in all. */
export const DIAS_VENTAS = 30;

export type PrimerasAlertas<T> = {
  /** The most urgent ones, at most ALERTAS_EN_PANEL. */
  items: T[];
  /** How many there are in all. */
  total: number;
};

export type VentaDia = {
  /** A business day, YYYY-MM-DD. */
  fecha: string;
  total: number;
};

export type PedidosEstado = {
  estado: string;
  cantidad: number;
};

export type DatosDashboard = {
  clientesActivos: number;
  productosActivos: number;
  pedidosHoy: number;
  vehiculosActivos: number;
  vehiculosDisponibles: number;
  proveedores: number;
  bajoStock: number;
  pendientes: number;
  completados: number;
  alertasMantenimiento: PrimerasAlertas<AlertaMantenimiento>;
  alertasDocumentos: PrimerasAlertas<AlertaDocumento>;
  /** Oldest first, DIAS_VENTAS days ending today, every day present. */
  ventasPorDia: VentaDia[];
  /** Every Estado in its lifecycle order, 0 when no order is in it. */
  pedidosPorEstado: PedidosEstado[];
  /** ISO 8601 UTC */
  generadoEn: string;
};
