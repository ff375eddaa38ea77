import { z } from 'zod';
import { instante, recordId } from './campos';
import { MOTIVOS_NO_ENTREGA, RESULTADOS_PARADA } from './hojasDeRuta';

// The proof of delivery of a sales order (issue 34): how its last stop on a route sheet ended, read by
// whoever may read the order (GET /pedidos/{id}/entrega); its signature and photo are images of that stop.

/** Why an image of a stop is not there (404). */
export const MENSAJES_ENTREGA = {
  sinFirma: 'La parada no tiene firma',
  sinFoto: 'La parada no tiene foto',
} as const;

const resultados = Object.keys(RESULTADOS_PARADA) as [keyof typeof RESULTADOS_PARADA, ...(keyof typeof RESULTADOS_PARADA)[]];
const motivos = Object.keys(MOTIVOS_NO_ENTREGA) as [keyof typeof MOTIVOS_NO_ENTREGA, ...(keyof typeof MOTIVOS_NO_ENTREGA)[]];

/** One line of the order: what was ordered and what was delivered of it (0 when the stop failed). */
const lineaEntregadaSchema = z.object({
  DetalleID: recordId,
  Producto: z.string(),
  Pedida: z.int(),
  Entregada: z.int(),
});
export type LineaEntregada = z.infer<typeof lineaEntregadaSchema>;

export const entregaPedidoSchema = z
  .object({
    HojaID: recordId,
    ParadaID: recordId,
    /** The sheet's day. */
    Fecha: z.iso.date(),
    Resultado: z.enum(resultados),
    MotivoFalla: z.enum(motivos).nullable(),
    Comentario: z.string().nullable(),
    ResueltaEn: instante,
    Chofer: z.object({ UsuarioID: recordId, Nombre: z.string(), Apellido: z.string() }),
    Vehiculo: z.object({ VehiculoID: recordId, Patente: z.string() }),
    Cobrado: z.number().nullable().meta({ description: 'Efectivo cobrado en la puerta (su cobro: CobroID), aunque luego se anulara.' }),
    CobroID: recordId.nullable(),
    CobroAnulado: z.boolean().meta({ description: 'Si ese cobro se anuló después: lo cobrado ya no cuenta.' }),
    TieneFirma: z.boolean(),
    TieneFoto: z.boolean(),
    Lineas: z.array(lineaEntregadaSchema),
  })
  .meta({ id: 'EntregaPedido' });
export type EntregaPedido = z.infer<typeof entregaPedidoSchema>;

/** Whether some line was delivered short of what was ordered. */
export const hayDiferencias = (entrega: Pick<EntregaPedido, 'Lineas'>) => entrega.Lineas.some((l) => l.Entregada !== l.Pedida);
