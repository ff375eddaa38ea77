import type { AlertaDocumento, AlertaMantenimiento } from '../vehiculos/tipos';

// GET /api/dashboard as the screen reads it (api/src/dashboard/service.ts).

export interface PrimerasAlertas<T> {
  /** The most urgent ones, at most ALERTAS_EN_PANEL. */
  items: T[];
  /** How many there are in all. */
  total: number;
}

export interface VentaDia {
  /** A business day, YYYY-MM-DD. */
  fecha: string;
  total: number;
}

export interface PedidosEstado {
  estado: string;
  cantidad: number;
}

export interface DatosDashboard {
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
  ventasPorDia: VentaDia[];
  pedidosPorEstado: PedidosEstado[];
  generadoEn: string;
}
