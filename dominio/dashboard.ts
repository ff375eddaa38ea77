import { z } from 'zod';
import { alertaDocumentoSchema, alertaMantenimientoSchema } from './alertas';
import { ESTADOS_HOJA } from './hojasDeRuta';
import { avisoRespaldoSchema } from './respaldos';

// GET /api/dashboard: every figure of the dashboard in one answer (docs/funcional.md, Dashboard).

export { ALERTAS_EN_PANEL, DIAS_VENTAS, HOJAS_EN_PANEL } from './limites';

export type PrimerasAlertas<T> = {
  /** The most urgent ones, at most ALERTAS_EN_PANEL. */
  items: T[];
  /** How many there are in all. */
  total: number;
};
const primerasAlertas = <T extends z.ZodType>(alerta: T) => z.object({ items: z.array(alerta), total: z.int() });

const ventaDiaSchema = z.object({
  /** A business day, YYYY-MM-DD. */
  fecha: z.iso.date(),
  total: z.number(),
});
export type VentaDia = z.infer<typeof ventaDiaSchema>;

const pedidosEstadoSchema = z.object({ estado: z.string(), cantidad: z.int() });
export type PedidosEstado = z.infer<typeof pedidosEstadoSchema>;

/** A route sheet of today and how far its round went. */
const hojaDeHoySchema = z.object({
  HojaID: z.int(),
  Estado: z.enum(ESTADOS_HOJA),
  Vehiculo: z.object({ Patente: z.string(), Marca: z.string(), Modelo: z.string() }),
  Chofer: z.object({ Nombre: z.string(), Apellido: z.string() }),
  Paradas: z.int(),
  /** Stops with an outcome (delivered, partial or failed). */
  Resueltas: z.int(),
});
export type HojaDeHoy = z.infer<typeof hojaDeHoySchema>;

export const datosDashboardSchema = z
  .object({
    clientesActivos: z.int(),
    productosActivos: z.int(),
    pedidosHoy: z.int(),
    vehiculosActivos: z.int(),
    vehiculosDisponibles: z.int(),
    proveedores: z.int(),
    bajoStock: z.int(),
    pendientes: z.int(),
    completados: z.int(),
    /** What every open delivery still owes (GET /cuentas-a-cobrar/totales, ACobrar). */
    aCobrar: z.number(),
    /** Of it, what was delivered more than 30 days ago (VencidoMas30). */
    vencidoMas30: z.number(),
    alertasMantenimiento: primerasAlertas(alertaMantenimientoSchema),
    alertasDocumentos: primerasAlertas(alertaDocumentoSchema),
    /** Oldest first, DIAS_VENTAS days ending today, every day present. */
    ventasPorDia: z.array(ventaDiaSchema),
    /** Every Estado in its lifecycle order, 0 when no order is in it. */
    pedidosPorEstado: z.array(pedidosEstadoSchema),
    /** Today's route sheets (business day), in the order they were planned, at most HOJAS_EN_PANEL. */
    hojasDeHoy: z.array(hojaDeHoySchema),
    generadoEn: z.iso.datetime(),
    /** Only for an Administrador, and only while the backups need attention (docs/funcional.md, Respaldos). */
    avisoRespaldo: avisoRespaldoSchema.optional(),
  })
  .meta({ id: 'Dashboard' });
export type DatosDashboard = z.infer<typeof datosDashboardSchema>;
