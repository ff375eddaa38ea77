import { z } from 'zod';
import {
  activeFlag,
  camposDeRegistro,
  conVersion,
  emptyAsAbsent,
  queryDay,
  queryFilter,
  queryFlag,
  recordId,
  relatedId,
  requiredText,
} from './campos';
import { aCentavos, comoImporte, IMPORTE_MAXIMO } from './dinero';
import { formatoCantidad, formatoPorcentaje } from './formatos';
import { REDONDEOS, redondearCentavos } from './precios';
import type { Rol } from './roles';

// Price lists (issue 47, docs/decisiones.md 103): how a client's list prices a product for a quantity, and the discount
// each role may give. The order's create, its quote and the printed list price with these functions.

export const TIPOS_LISTA = ['porcentaje', 'precios'] as const;
export type TipoLista = (typeof TIPOS_LISTA)[number];
export const NOMBRES_TIPO_LISTA: Record<TipoLista, string> = {
  porcentaje: 'Porcentaje sobre la lista general',
  precios: 'Precios propios por producto',
};

/** Who may write lists and choose a client's list: those who set prices. */
export const ROLES_LISTAS = ['Administrador', 'Supervisor'] as const;

/** The largest discount a line may carry, by role, unless DESCUENTO_MAXIMO_* says otherwise (configuracion). */
export const DESCUENTO_MAXIMO_POR_DEFECTO: Record<Rol, number> = { Empleado: 5, Supervisor: 15, Administrador: 100 };

export const MENSAJES_LISTA = {
  nombre: 'Nombre requerido',
  tipo: 'Elija cómo fija los precios',
  porcentaje: 'El porcentaje debe estar entre -90 y 1000',
  redondeo: 'Redondeo inválido',
  producto: 'Elija el producto',
  precio: 'El precio debe ser un importe mayor a 0',
  productoRepetido: 'Ese producto ya está en la lista',
  desde: 'Desde debe ser una cantidad entera de 2 en adelante',
  reglaEscala: 'Indique el precio o el porcentaje de descuento, uno de los dos',
  porcentajeEscala: 'El descuento debe ser mayor a 0 y menor a 100',
  escalaRepetida: 'Ya hay una escala de ese producto desde esa cantidad',
  general: 'La lista general son los precios de los productos: solo se cambia su nombre y sus escalas',
  noEncontrada: 'Lista de precios no encontrada',
  descuento: 'El descuento debe estar entre 0 y 100',
  soloPrecios: 'Se programan solo los precios: el nombre y si está activa se cambian sin fecha',
  programadaNoEncontrada: 'Cambio programado no encontrado',
} as const;

/** What a scheduled change of a list holds: its prices (docs/decisiones.md 105). */
export const CAMPOS_PROGRAMABLES = ['Tipo', 'Porcentaje', 'Redondeo', 'Items', 'Escalas'] as const;

export const PRESENTACIONES = ['Unidad', 'Pack'] as const;
export type Presentacion = (typeof PRESENTACIONES)[number];
export const presentacionesDistintas = (producto: string) => `Las líneas de ${producto} van en presentaciones distintas: use una sola línea`;
export const sinPack = (producto: string) => `${producto} no se vende por pack`;
export const cantidadDePacks = (producto: string, unidades: number) =>
  `${producto} va por pack de ${formatoCantidad(unidades)} u.: la cantidad debe ser múltiplo de ${formatoCantidad(unidades)}`;
export const descuentosDistintos = (producto: string) => `Las líneas de ${producto} tienen descuentos distintos: use una sola línea`;
export const listaConClientes = (nombre: string, clientes: number) =>
  `La lista ${nombre} la ${clientes === 1 ? 'tiene 1 cliente' : `tienen ${clientes} clientes`}: asígneles otra antes de inactivarla`;
export const listaRepetida = (nombre: string) => `Ya existe una lista llamada ${nombre}`;
export const descuentoNoPermitido = (rol: Rol, maximo: number) =>
  `Un ${rol} puede descontar hasta ${formatoPorcentaje(maximo)}: pida a un supervisor o a un administrador un descuento mayor`;

const importe = z
  .preprocess(comoImporte, z.number({ error: MENSAJES_LISTA.precio }))
  .pipe(z.number().gt(0, MENSAJES_LISTA.precio).max(IMPORTE_MAXIMO, MENSAJES_LISTA.precio));
const porcentaje = (mensaje: string, min: number, max: number) =>
  z.preprocess(comoImporte, z.number({ error: mensaje })).pipe(z.number().min(min, mensaje).max(max, mensaje));

export const itemListaSchema = z.object({
  ProductoID: relatedId(MENSAJES_LISTA.producto),
  Precio: importe,
  PrecioEnPack: z
    .preprocess(emptyAsAbsent, importe.nullish())
    .transform((v) => v ?? null)
    .meta({
      description: 'El precio de una unidad vendida por pack (el pack cuesta esto por sus unidades); null: el de la unidad, con sus escalas.',
    }),
});
export type ItemLista = z.infer<typeof itemListaSchema>;

export const escalaSchema = z
  .object({
    ProductoID: relatedId(MENSAJES_LISTA.producto),
    Desde: z.coerce
      .number({ error: MENSAJES_LISTA.desde })
      .int(MENSAJES_LISTA.desde)
      .min(2, MENSAJES_LISTA.desde)
      .max(1_000_000, MENSAJES_LISTA.desde),
    Precio: z.preprocess(emptyAsAbsent, importe.optional()),
    Porcentaje: z.preprocess(emptyAsAbsent, porcentaje(MENSAJES_LISTA.porcentajeEscala, 0.01, 99.99).optional()),
  })
  .refine((e) => (e.Precio === undefined) !== (e.Porcentaje === undefined), { message: MENSAJES_LISTA.reglaEscala, path: ['Precio'] });
export type Escala = z.infer<typeof escalaSchema>;

/** No two items of one product, no two breaks of one product from the same quantity. */
function sinRepetidos(l: { Items?: ItemLista[]; Escalas?: Escala[] }, ctx: z.RefinementCtx) {
  const vistos = new Set<number>();
  for (const [i, item] of (l.Items ?? []).entries()) {
    if (vistos.has(item.ProductoID))
      ctx.addIssue({ code: 'custom', path: ['Items', i, 'ProductoID'], message: MENSAJES_LISTA.productoRepetido });
    vistos.add(item.ProductoID);
  }
  const escalas = new Set<string>();
  for (const [i, e] of (l.Escalas ?? []).entries()) {
    const clave = `${e.ProductoID}:${e.Desde}`;
    if (escalas.has(clave)) ctx.addIssue({ code: 'custom', path: ['Escalas', i, 'Desde'], message: MENSAJES_LISTA.escalaRepetida });
    escalas.add(clave);
  }
}

const campos = {
  Nombre: requiredText(MENSAJES_LISTA.nombre, 80),
  Tipo: z.enum(TIPOS_LISTA, MENSAJES_LISTA.tipo),
  Porcentaje: porcentaje(MENSAJES_LISTA.porcentaje, -90, 1000),
  Redondeo: z.preprocess(
    (v) => (emptyAsAbsent(v) === undefined ? undefined : Number(v)),
    z.number().refine((r) => (REDONDEOS as readonly number[]).includes(r), MENSAJES_LISTA.redondeo),
  ),
  Items: z.array(itemListaSchema).max(20_000),
  Escalas: z.array(escalaSchema).max(20_000),
  Active: activeFlag,
};

export const listaCreateSchema = z
  .object({
    ...campos,
    Porcentaje: campos.Porcentaje.default(0),
    Redondeo: campos.Redondeo.default(0.01),
    Items: campos.Items.default([]),
    Escalas: campos.Escalas.default([]),
    Active: activeFlag.default(true),
  })
  .superRefine(sinRepetidos);
export const listaUpdateSchema = z
  .object({
    ...campos,
    ...conVersion,
    VigenteDesde: z.preprocess(emptyAsAbsent, queryDay.optional()).meta({
      description:
        'Un día futuro: los precios enviados (Tipo, Porcentaje, Redondeo, Items, Escalas) se programan y rigen desde el comienzo de ese día; sin él, hoy o antes: rigen ya.',
    }),
  })
  .partial()
  .superRefine(sinRepetidos);
export const listaFilterSchema = z.object({ active: queryFlag.optional() });

export type ListaInput = z.infer<typeof listaCreateSchema>;
export type ListaUpdate = z.infer<typeof listaUpdateSchema>;
export type ListaFilter = z.infer<typeof listaFilterSchema>;

export const listaSchema = z
  .object({
    ListaID: recordId,
    Nombre: z.string(),
    Tipo: z.enum(TIPOS_LISTA),
    Porcentaje: z
      .number()
      .meta({ description: 'Sobre (o bajo, si es negativo) el precio de cada producto; 0 en una lista de precios propios.' }),
    Redondeo: z.number(),
    EsGeneral: z.boolean().meta({ description: 'La lista de los clientes sin una: los precios de los productos.' }),
    Items: z
      .array(itemListaSchema)
      .meta({ description: 'Los precios propios (lista de precios): un producto que no nombra lleva su precio. Solo al leer una lista.' }),
    Escalas: z
      .array(z.object({ ProductoID: recordId, Desde: z.int(), Precio: z.number().nullable(), Porcentaje: z.number().nullable() }))
      .meta({ description: 'Las escalas por cantidad. Solo al leer una lista.' }),
    Clientes: z.int().meta({ description: 'Cuántos clientes la tienen. Solo al leer una lista.' }),
    Programadas: z
      .array(z.object({ ProgramadaID: recordId, VigenteDesde: z.string(), Usuario: z.string().nullable(), Resumen: z.string() }))
      .meta({ description: 'Los cambios de precios programados que aún no rigen, por día. Solo al leer una lista.' }),
    ...camposDeRegistro,
  })
  .meta({ id: 'ListaPrecio' });
export type Lista = z.infer<typeof listaSchema>;
/** A list as the lists answer it: without its items, breaks and clients (GET /listas-precio/{id} has them). */
export const listaEnListaSchema = listaSchema
  .omit({ Items: true, Escalas: true, Clientes: true, Programadas: true })
  .meta({ id: 'ListaPrecioResumen' });

// ------------------------------------------------------------------ pricing

/** A list as pricing reads it. */
export interface ReglasDeLista {
  Tipo: TipoLista;
  Porcentaje: number;
  Redondeo: number;
}

/** The list's price of one unit: its own price for the product, or the base price moved by its percentage, rounded. */
export function precioDeLista(base: number, lista: ReglasDeLista, propio?: number): number {
  if (lista.Tipo === 'precios') return propio ?? base;
  const centavos = Math.round((aCentavos(base) * (10_000 + Math.round(lista.Porcentaje * 100))) / 10_000);
  return redondearCentavos(centavos, lista.Redondeo) / 100;
}

/** The break a quantity reaches: the one from the most units not above it (none below the first). */
export function escalaPara<E extends { Desde: number }>(escalas: readonly E[], cantidad: number): E | undefined {
  let elegida: E | undefined;
  for (const e of escalas) if (e.Desde <= cantidad && (!elegida || e.Desde > elegida.Desde)) elegida = e;
  return elegida;
}

/** The unit price with the break: its own price, or the list's price that much less, rounded as the list rounds. */
export function precioConEscala(
  precioLista: number,
  escala: { Precio: number | null; Porcentaje: number | null } | undefined,
  redondeo: number,
): number {
  if (!escala) return precioLista;
  if (escala.Precio != null) return escala.Precio;
  const centavos = Math.round((aCentavos(precioLista) * (10_000 - Math.round((escala.Porcentaje ?? 0) * 100))) / 10_000);
  return redondearCentavos(centavos, redondeo) / 100;
}

/** The final unit price: the discount off, to the cent. */
export const precioConDescuento = (precio: number, descuento: number) =>
  Math.round((aCentavos(precio) * (10_000 - Math.round(descuento * 100))) / 10_000) / 100;

/** What a line may be discounted (percent, 0 to 100, two decimals). */
export const descuentoSchema = z.preprocess(
  (v) => (emptyAsAbsent(v) === undefined ? 0 : v),
  z
    .preprocess(comoImporte, z.number({ error: MENSAJES_LISTA.descuento }))
    .pipe(z.number().min(0, MENSAJES_LISTA.descuento).max(100, MENSAJES_LISTA.descuento)),
);

/** The break as the order shows it: 'desde 50 u.: 5 % menos' or 'desde 50 u.: $ 5.000,00'. */
export const textoEscala = (e: { Desde: number; Precio: number | null; Porcentaje: number | null }, moneda: (n: number) => string) =>
  `desde ${formatoCantidad(e.Desde)} u.: ${e.Precio != null ? moneda(e.Precio) : `${formatoPorcentaje(e.Porcentaje ?? 0)} menos`}`;

/** A break as the pricing reads it. */
export interface EscalaDeLista {
  Desde: number;
  Precio: number | null;
  Porcentaje: number | null;
}

/** What the client's list says of the products of an order: its own prices and its breaks, by product. */
export interface ListaDelCliente {
  ListaID: number;
  Nombre: string;
  reglas: ReglasDeLista;
  propios: Map<number, number>;
  /** The price of a unit sold by pack, where the list sets one. */
  propiosEnPack: Map<number, number>;
  escalas: Map<number, EscalaDeLista[]>;
}

/**
 * How one line is priced: the list's price for the quantity, then the line's discount. A line sold by pack
 * (`unidadesPorPack`) takes the list's price of a unit in a pack where it sets one (no break on top); otherwise its
 * units are priced as any units, breaks included.
 */
export function cotizarLinea(
  lista: ListaDelCliente,
  producto: { ProductoID: number; Precio: number },
  cantidad: number,
  descuento: number,
  unidadesPorPack: number | null = null,
) {
  const enPack = unidadesPorPack === null ? undefined : lista.propiosEnPack.get(producto.ProductoID);
  const base = precioDeLista(producto.Precio, lista.reglas, lista.propios.get(producto.ProductoID));
  const escala = enPack === undefined ? escalaPara(lista.escalas.get(producto.ProductoID) ?? [], cantidad) : undefined;
  const PrecioLista = enPack ?? precioConEscala(base, escala, lista.reglas.Redondeo);
  return {
    PrecioLista,
    Escala: escala ?? null,
    Descuento: descuento,
    PrecioUnitario: precioConDescuento(PrecioLista, descuento),
    UnidadesPorPack: unidadesPorPack,
  };
}

// ------------------------------------------------------------------ the printed list

/** GET /listas-precio/{id}/precios and its PDF: the list's prices from a business day on (today if none). */
export const vigenteDesdeSchema = z.object({ desde: queryFilter(queryDay) });

/** One product of a printed list: its price on the list from that day, and its breaks in words. */
export const precioDeListaSchema = z
  .object({
    ProductoID: recordId,
    Nombre: z.string(),
    Categoria: z.string().nullable(),
    Precio: z.number(),
    Escalas: z.string().meta({
      description: 'El pack y las escalas del producto en palabras: "Pack de 40 u.: $ 440.000,00; desde 50 u.: 6 % menos".',
    }),
  })
  .meta({ id: 'PrecioDeLista' });
export type PrecioDeLista = z.infer<typeof precioDeListaSchema>;
