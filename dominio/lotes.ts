import { z } from 'zod';
import { instante, isoDate, queryDay, recordId } from './campos';
import { ESTADOS_COMPROBANTE } from './facturacion';
import type { Rol } from './roles';

// A day's deliveries invoiced in one batch, and the retry of what ARCA left pending (issue 45, decision 98).

/** Who presses "Reintentar ahora": the Administrador, who also sees ARCA's state. */
export const ROLES_REINTENTAR: readonly Rol[] = ['Administrador'];

/** '2026-12-02' → '02/12/2026'. */
const escrito = (dia: string) => dia.split('-').reverse().join('/');

export const MENSAJES_LOTE = {
  fecha: 'Elija el día de las entregas a facturar',
  noEncontrado: 'Lote de facturación no encontrado',
  soloAdministrador: 'Solo el Administrador puede reintentar el envío a ARCA',
} as const;
export const loteEnCurso = (dia: string, id?: number) =>
  `Ya se están facturando las entregas del ${escrito(dia)}${id === undefined ? '' : ` (lote ${id})`}`;
export const sinEntregas = (dia: string) => `No hay entregas sin facturar del ${escrito(dia)}`;
/** '1 entrega', '3 entregas'. */
export const entregas = (n: number) => `${n} ${n === 1 ? 'entrega' : 'entregas'}`;

/** POST /comprobantes/lotes. */
export const loteCreateSchema = z.object({
  Fecha: isoDate(MENSAJES_LOTE.fecha).meta({ description: 'El día de negocio de las entregas (el pedido pasó a Completado ese día).' }),
});
export type LoteInput = z.infer<typeof loteCreateSchema>;

/** GET /comprobantes/lotes/previa. */
export const lotePreviaFilterSchema = z.object({ Fecha: queryDay });

export const lotePreviaSchema = z.object({
  Fecha: z.string(),
  Pedidos: z.int().meta({ description: 'Pedidos completados ese día y todavía sin factura: las facturas que haría el lote.' }),
  LoteEnCurso: recordId.nullable().meta({ description: 'El lote de ese día que se está enviando, si hay uno.' }),
});
export type LotePrevia = z.infer<typeof lotePreviaSchema>;

/** An order's result: its Factura's state, or Rechazado without a Factura when it could not be made. */
const resultadoSchema = z.object({
  PedidoID: recordId,
  ComprobanteID: recordId.nullable(),
  Estado: z.enum(ESTADOS_COMPROBANTE),
  Numero: z.int().nullable(),
  Comprobante: z.string().nullable().meta({ description: "'Factura B 0001-00000042', o null sin factura." }),
  Mensaje: z.string().nullable().meta({ description: 'Lo que respondió ARCA, o por qué no se hizo la factura.' }),
});

export const loteSchema = z
  .object({
    LoteID: recordId,
    Fecha: z.string(),
    Total: z.int(),
    Autorizados: z.int(),
    Pendientes: z.int(),
    Rechazados: z.int(),
    Terminado: z.boolean().meta({ description: 'El envío terminó; lo que quedó Pendiente de CAE lo manda el reintento periódico.' }),
    Resultados: z.array(resultadoSchema),
    createdAt: instante,
  })
  .meta({ id: 'LoteDeFacturacion' });
export type Lote = z.infer<typeof loteSchema>;

/** GET /comprobantes/estado-arca. */
export const estadoArcaSchema = z.object({
  Pendientes: z.int().meta({ description: 'Comprobantes Pendiente de CAE.' }),
  UltimoIntento: instante.nullable(),
  UltimoError: z.string().nullable().meta({ description: 'Por qué ARCA dejó pendientes en el último envío (null: respondió).' }),
  CadaSegundos: z.int().meta({ description: 'Cada cuánto los reenvía el servidor (ARCA_REINTENTO_SEGUNDOS).' }),
});
export type EstadoArca = z.infer<typeof estadoArcaSchema>;

/** POST /comprobantes/estado-arca/reintento: what the sending did with the pending comprobantes. */
export const reintentoSchema = z.object({
  Enviados: z.int(),
  Autorizados: z.int(),
  Rechazados: z.int(),
  Pendientes: z.int(),
  Error: z.string().nullable(),
});
export type Reintento = z.infer<typeof reintentoSchema>;
