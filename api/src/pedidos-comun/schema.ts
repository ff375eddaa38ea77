import { z } from 'zod';
import { optionalText, relatedId } from '#dominio/campos';

// What sales orders and supplier orders validate alike; each kind passes its own Estado values.

/** A user as nested records show them (creator of an order, author of a history entry). */
export interface UsuarioResumen {
  UsuarioID: number;
  Nombre: string;
  Apellido: string;
}

/** An Estado from a body, a query or a path: anything else is a 400. */
export const estadoSchemaDe = <const E extends readonly string[]>(estados: E) =>
  z.enum(estados, { error: (issue) => (issue.input === undefined ? 'Estado requerido' : 'Estado inválido') });

/** The body of a status change. */
export const cambioEstadoSchemaDe = <T extends z.ZodType>(estado: T) => z.object({ estado, comentario: optionalText(1000) });

const CANTIDAD = 'La cantidad debe ser mayor a 0';
const CANTIDAD_MAXIMA = 1_000_000;
const AGREGA_PRODUCTO = 'Agrega al menos un producto';

/** An order line: a product and a whole quantity (supplier orders add the unit price). */
export const lineaSchema = z.object({
  ProductoID: relatedId('Selecciona un producto'),
  Cantidad: z.coerce
    .number({ error: CANTIDAD })
    .int(CANTIDAD)
    .min(1, CANTIDAD)
    .max(CANTIDAD_MAXIMA, `La cantidad no puede superar ${CANTIDAD_MAXIMA}`),
});

/** An order's lines: at least one, at most 200. */
export const detallesSchema = <T extends z.ZodType>(linea: T) =>
  z.array(linea, { error: AGREGA_PRODUCTO }).min(1, AGREGA_PRODUCTO).max(200, 'Máximo 200 productos por pedido');
