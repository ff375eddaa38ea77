import { z } from 'zod';
import { emptyAsAbsent, instante, isoDate, oneOf, recordId, relatedId } from './campos';
import { aCentavos, comoImporte, IMPORTE_MAXIMO } from './dinero';
import { formatoImporte } from './formatos';

// Prices (issue 47, docs/decisiones.md 102): how an increase changes a price, with its rounding, the increase's
// fields and messages, and a product's price history as the API answers it. The server prices with these same
// functions (api/src/precios/), so the preview and what is applied are one computation.

/** Who may run "Actualizar precios", and undo one. */
export const ROLES_AUMENTO = ['Administrador', 'Supervisor'] as const;

/** What prices may be rounded to: cents (no rounding), or $1, $10, $50, $100. */
export const REDONDEOS = [0.01, 1, 10, 50, 100] as const;
export type Redondeo = (typeof REDONDEOS)[number];
export const nombreRedondeo = (r: number) => (r === 0.01 ? 'Sin redondeo (centavos)' : `A $${formatoImporte(r).replace(/,00$/, '')}`);

export const ALCANCES = ['todos', 'categoria', 'proveedor', 'seleccion'] as const;
export type Alcance = (typeof ALCANCES)[number];
export const NOMBRES_ALCANCE: Record<Alcance, string> = {
  todos: 'Todos los productos activos',
  categoria: 'Una categoría',
  proveedor: 'Los de un proveedor',
  seleccion: 'Una selección',
};

export const MODOS = ['porcentaje', 'monto'] as const;
export type Modo = (typeof MODOS)[number];
export const NOMBRES_MODO: Record<Modo, string> = { porcentaje: 'Porcentaje', monto: 'Monto fijo' };

export const ESTADOS_AUMENTO = ['Programado', 'Aplicado', 'Deshecho'] as const;
export type EstadoAumento = (typeof ESTADOS_AUMENTO)[number];

export const ORIGENES_PRECIO = {
  alta: 'Alta',
  edicion: 'Edición',
  importacion: 'Importación',
  aumento: 'Aumento',
  deshacer: 'Aumento deshecho',
} as const;
export type OrigenPrecio = keyof typeof ORIGENES_PRECIO;

/** How far a percentage may go: down to a tenth of the price, up to eleven times it. */
export const PORCENTAJE_MINIMO = -90;
export const PORCENTAJE_MAXIMO = 1000;
/** The products one selection may name. */
export const SELECCION_MAXIMA = 10_000;

export const MENSAJES_AUMENTO = {
  alcance: 'Elija a qué productos se aplica',
  categoria: 'Elija la categoría',
  proveedor: 'Elija el proveedor',
  seleccion: 'Elija al menos un producto',
  seleccionGrande: `Se pueden elegir hasta ${SELECCION_MAXIMA.toLocaleString('es-AR')} productos`,
  modo: 'Elija porcentaje o monto fijo',
  valor: 'Ingrese el porcentaje o el monto',
  porcentaje: `El porcentaje debe estar entre ${PORCENTAJE_MINIMO} y ${PORCENTAJE_MAXIMO}`,
  monto: 'El monto no puede ser cero',
  redondeo: 'Redondeo inválido',
  fecha: 'Elija desde qué día rige',
  fechaPasada: 'La fecha no puede ser anterior a hoy',
  sinProductos: 'Ningún producto activo coincide con lo elegido',
  sinCambios: 'El aumento no cambia ningún precio',
  soloElMismoDia: 'Solo se puede deshacer un aumento el mismo día en que se aplicó',
  yaDeshecho: 'El aumento ya fue deshecho',
  noEncontrado: 'Aumento no encontrado',
  soloQuienAumenta: 'Solo un supervisor o un administrador puede actualizar precios',
} as const;

export const precioNegativo = (nombre: string) => `El precio de ${nombre} quedaría negativo`;
export const cambiadoDespues = (nombres: string[], total: number) =>
  `${total === 1 ? 'El precio de' : `Los precios de ${total} productos`} ${nombres.join(', ')}${total > nombres.length ? '…' : ''} ` +
  `${total === 1 ? 'cambió' : 'cambiaron'} después del aumento: corríjalos a mano antes de deshacerlo`;

/** How an increase changes one price. */
export interface Cambio {
  Modo: Modo;
  /** A percentage (8 is 8 %) or an amount in pesos; negative lowers the price. */
  Valor: number;
  Redondeo: number;
}

/** Cents rounded to the nearest multiple of `redondeo` pesos (half away from zero). */
export function redondearCentavos(centavos: number, redondeo: number): number {
  const paso = aCentavos(redondeo);
  return Math.sign(centavos) * Math.round(Math.abs(centavos) / paso) * paso;
}

/**
 * The new price: the percentage or the amount over the old one, rounded. Integer cents throughout, with the
 * percentage in hundredths, so 1000 × 1.08 is exactly 1080 and never 1080.0000000000002.
 */
export function precioConAumento(precio: number, { Modo, Valor, Redondeo }: Cambio): number {
  const anterior = aCentavos(precio);
  const nuevo = Modo === 'porcentaje' ? (anterior * (10_000 + Math.round(Valor * 100))) / 10_000 : anterior + aCentavos(Valor);
  return redondearCentavos(Math.round(nuevo), Redondeo) / 100;
}

const camposDelCambio = {
  Alcance: oneOf(ALCANCES, MENSAJES_AUMENTO.alcance, MENSAJES_AUMENTO.alcance),
  CategoriaID: z.preprocess(emptyAsAbsent, relatedId(MENSAJES_AUMENTO.categoria).optional()),
  ProveedorID: z.preprocess(emptyAsAbsent, relatedId(MENSAJES_AUMENTO.proveedor).optional()),
  // A query string repeats the key or joins the ids with commas: both are read.
  ProductoIDs: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? undefined : v.split(',')) : v),
    z.array(relatedId(MENSAJES_AUMENTO.seleccion)).max(SELECCION_MAXIMA, MENSAJES_AUMENTO.seleccionGrande).optional(),
  ),
  Modo: oneOf(MODOS, MENSAJES_AUMENTO.modo, MENSAJES_AUMENTO.modo),
  Valor: z.preprocess(comoImporte, z.number({ error: MENSAJES_AUMENTO.valor })),
  Redondeo: z.preprocess(
    (v) => (emptyAsAbsent(v) === undefined ? 1 : Number(v)),
    z.number().refine((r) => (REDONDEOS as readonly number[]).includes(r), MENSAJES_AUMENTO.redondeo),
  ),
};

/** What is chosen must be named (the category, the supplier, the products), and the value within its bounds. */
function reglasDelCambio(c: z.infer<z.ZodObject<typeof camposDelCambio>>, ctx: z.RefinementCtx) {
  const falta = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (c.Alcance === 'categoria' && c.CategoriaID === undefined) falta('CategoriaID', MENSAJES_AUMENTO.categoria);
  if (c.Alcance === 'proveedor' && c.ProveedorID === undefined) falta('ProveedorID', MENSAJES_AUMENTO.proveedor);
  if (c.Alcance === 'seleccion' && !c.ProductoIDs?.length) falta('ProductoIDs', MENSAJES_AUMENTO.seleccion);
  if (c.Modo === 'porcentaje' && (c.Valor < PORCENTAJE_MINIMO || c.Valor > PORCENTAJE_MAXIMO)) falta('Valor', MENSAJES_AUMENTO.porcentaje);
  if (c.Modo === 'monto' && (aCentavos(c.Valor) === 0 || Math.abs(c.Valor) > IMPORTE_MAXIMO)) falta('Valor', MENSAJES_AUMENTO.monto);
}

/** The query of the preview (GET /aumentos-precio/vista-previa): what changes and how. */
export const cambioDePreciosSchema = z.object(camposDelCambio).superRefine(reglasDelCambio);
export type CambioDePrecios = z.infer<typeof cambioDePreciosSchema>;

/** POST /aumentos-precio: the change, and the business day it applies from (absent or today: at once). */
export const aumentoInputSchema = z
  .object({ ...camposDelCambio, VigenteDesde: isoDate(MENSAJES_AUMENTO.fecha).optional() })
  .superRefine(reglasDelCambio);
export type AumentoInput = z.infer<typeof aumentoInputSchema>;

/** One row of the preview: a product with its price now and after the increase. */
export const precioPrevistoSchema = z
  .object({
    ProductoID: recordId,
    Nombre: z.string(),
    Categoria: z.string().nullable(),
    PrecioActual: z.number(),
    PrecioNuevo: z.number(),
    Diferencia: z.number(),
  })
  .meta({ id: 'PrecioPrevisto' });
export type PrecioPrevisto = z.infer<typeof precioPrevistoSchema>;

const usuarioResumen = z.object({ UsuarioID: recordId, Nombre: z.string(), Apellido: z.string() });

/** An increase as the API answers it. */
export const aumentoSchema = z
  .object({
    AumentoID: recordId,
    Alcance: z.enum(ALCANCES),
    CategoriaID: recordId.nullable(),
    ProveedorID: recordId.nullable(),
    ProductoIDs: z.array(recordId).nullable(),
    Descripcion: z.string().meta({ description: 'Lo que cubre y cómo cambia los precios, en palabras: "Carbón: +8 %, a $10".' }),
    Modo: z.enum(MODOS),
    Valor: z.number(),
    Redondeo: z.number(),
    VigenteDesde: z.string().meta({ description: 'El día del negocio desde el que rige (AAAA-MM-DD).' }),
    Estado: z.enum(ESTADOS_AUMENTO),
    Productos: z.int().nullable().meta({ description: 'Cuántos precios cambió (null mientras está programado).' }),
    Usuario: usuarioResumen,
    CreadoAt: instante,
    AplicadoAt: instante.nullable(),
    DeshechoAt: instante.nullable(),
    Version: z.int().positive(),
  })
  .meta({ id: 'AumentoPrecio' });
export type Aumento = z.infer<typeof aumentoSchema>;

/** One entry of a product's price history. */
export const precioHistorialSchema = z
  .object({
    HistorialID: recordId,
    ProductoID: recordId,
    PrecioAnterior: z.number().nullable(),
    PrecioNuevo: z.number(),
    Origen: z.enum(Object.keys(ORIGENES_PRECIO) as [OrigenPrecio, ...OrigenPrecio[]]),
    OrigenTexto: z.string(),
    AumentoID: recordId.nullable(),
    Usuario: usuarioResumen.nullable(),
    Fecha: instante,
  })
  .meta({ id: 'PrecioHistorial' });
export type PrecioHistorial = z.infer<typeof precioHistorialSchema>;

/** The names an increase's scope is told by: its category's, its supplier's, or how many products were chosen. */
export interface NombresDelAlcance {
  categoria?: string | null;
  proveedor?: string | null;
  elegidos?: number;
}

/** An increase in words, its scope and its change: "Categoría Carbón: +8 %, redondeado a $10". */
export function descripcionDelAumento(alcance: Alcance, nombres: NombresDelAlcance, cambio: Cambio): string {
  const elegidos = nombres.elegidos ?? 0;
  const aQuien =
    alcance === 'categoria'
      ? `Categoría ${nombres.categoria}`
      : alcance === 'proveedor'
        ? `Proveedor ${nombres.proveedor}`
        : alcance === 'seleccion'
          ? `${elegidos} ${elegidos === 1 ? 'producto elegido' : 'productos elegidos'}`
          : NOMBRES_ALCANCE.todos;
  return `${aQuien}: ${textoDelCambio(cambio)}`;
}

/** What an increase does to prices, in words: "+8 %, redondeado a $10". */
export function textoDelCambio({ Modo, Valor, Redondeo }: Cambio): string {
  const signo = Valor > 0 ? '+' : '−';
  const cuanto =
    Modo === 'porcentaje' ? `${signo}${formatoImporte(Math.abs(Valor)).replace(/,00$/, '')} %` : `${signo}$${formatoImporte(Math.abs(Valor))}`;
  return Redondeo === 0.01 ? cuanto : `${cuanto}, redondeado a $${formatoImporte(Redondeo).replace(/,00$/, '')}`;
}
