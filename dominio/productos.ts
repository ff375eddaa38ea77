import { z } from 'zod';
import { activeFlag, camposDeRegistro, conVersion, emptyAsAbsent, queryFlag, recordId, relatedId, requiredText } from './campos';
import { comoImporte, IMPORTE_MAXIMO } from './dinero';
import { formatoCantidad } from './formatos';
import { ALICUOTA_IVA_POR_DEFECTO, ALICUOTAS_IVA, alicuotaIvaSchema } from './facturacion';

// Products (docs/funcional.md, Productos y stock): the low-stock rule, the form's fields with their messages, and
// the record the API answers.

/**
 * A product is low on stock below its StockMinimo (active products only). New products get 10, so
 * the spec's "Stock < 10" holds for every product that keeps the default.
 */
export const STOCK_MINIMO_POR_DEFECTO = 10;

export const esBajoStock = ({ Stock, StockMinimo }: { Stock: unknown; StockMinimo?: unknown }) =>
  Number(Stock) < Number(StockMinimo ?? STOCK_MINIMO_POR_DEFECTO);

export const MENSAJES_PRODUCTO = {
  nombre: 'Nombre requerido',
  precio: 'Precio requerido',
  precioNegativo: 'El precio no puede ser negativo',
  stock: 'Stock requerido',
  stockEntero: 'Debe ser un número entero',
  stockNegativo: 'El stock no puede ser negativo',
  stockMinimo: 'El stock mínimo debe ser un número entero mayor o igual a 0',
  proveedor: 'Proveedor inválido',
  categoria: 'Categoría inválida',
  pesoKg: 'El peso debe ser un número mayor o igual a 0',
  unidadesPorPack: 'Un pack debe tener de 2 a 10.000 unidades',
  costoInicial: 'El costo inicial debe ser un importe mayor o igual a 0',
} as const;

/** How a pack of the product is named where it is offered: 'Pack de 40 u.'. */
export const nombrePack = (unidades: number) => `Pack de ${formatoCantidad(unidades)} u.`;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A number field whose absence (or blank) gets `requerido` and anything else not a number `invalido`. */
const numberField = (requerido: string, invalido: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.number({ error: (issue) => (issue.input === undefined ? requerido : invalido) }),
  );

// The numeric(12,2) column keeps cents, rounding the decimal text it gets (10.005 becomes 10.01),
// which rounding the binary float here would not always do. Typed text is read as every amount is
// ('1.500,50': dominio/dinero.ts).
const precio = z
  .preprocess(comoImporte, z.number({ error: MENSAJES_PRODUCTO.precio }))
  .pipe(z.number().min(0, MENSAJES_PRODUCTO.precioNegativo).max(IMPORTE_MAXIMO, 'El precio es demasiado alto'));

const stock = numberField(MENSAJES_PRODUCTO.stock, MENSAJES_PRODUCTO.stockEntero).pipe(
  z.number().int(MENSAJES_PRODUCTO.stockEntero).min(0, MENSAJES_PRODUCTO.stockNegativo).max(2_147_483_647, 'El stock es demasiado alto'),
);

const campos = {
  Nombre: requiredText(MENSAJES_PRODUCTO.nombre, 150),
  Descripcion: z
    .string({ error: 'Debe ser un texto' })
    .trim()
    .max(2000, 'Máximo 2000 caracteres')
    .nullish()
    .transform((v) => v ?? ''),
  Precio: precio,
  Stock: stock,
  StockMinimo: numberField(MENSAJES_PRODUCTO.stockMinimo, MENSAJES_PRODUCTO.stockMinimo).pipe(
    z.number().int(MENSAJES_PRODUCTO.stockMinimo).min(0, MENSAJES_PRODUCTO.stockMinimo).max(2_147_483_647, MENSAJES_PRODUCTO.stockMinimo),
  ),
  // Cleared in the form ('' or null): the product has no preferred supplier.
  ProveedorPreferidoID: z.preprocess((v) => emptyAsAbsent(v) ?? null, relatedId(MENSAJES_PRODUCTO.proveedor).nullable()),
  // Cleared in the form: the product has no category (an increase by category leaves it out).
  CategoriaID: z.preprocess((v) => emptyAsAbsent(v) ?? null, relatedId(MENSAJES_PRODUCTO.categoria).nullable()),
  // The weight of one unit, which a route sheet's load adds up (numeric(10,3): grams).
  PesoKg: numberField(MENSAJES_PRODUCTO.pesoKg, MENSAJES_PRODUCTO.pesoKg).pipe(
    z.number().min(0, MENSAJES_PRODUCTO.pesoKg).max(9_999_999, MENSAJES_PRODUCTO.pesoKg),
  ),
  // Cleared in the form: sold by the unit only. Otherwise also by a pack of this many units (issue 47, decision 104).
  UnidadesPorPack: z.preprocess(
    (v) => emptyAsAbsent(v) ?? null,
    z.coerce
      .number({ error: MENSAJES_PRODUCTO.unidadesPorPack })
      .int(MENSAJES_PRODUCTO.unidadesPorPack)
      .min(2, MENSAJES_PRODUCTO.unidadesPorPack)
      .max(10_000, MENSAJES_PRODUCTO.unidadesPorPack)
      .nullable(),
  ),
  // The rate its sales are invoiced at (issue 45); the price stays final, IVA included.
  AlicuotaIVA: alicuotaIvaSchema,
  Active: activeFlag,
};

// What a unit of the opening stock cost, without IVA (issue 48, decision 107): the product's first average cost, so the
// margins of what it sells before its first reception are known. Create only; a Supervisor's or an Administrador's.
const costoInicial = z
  .preprocess(comoImporte, z.number({ error: MENSAJES_PRODUCTO.costoInicial }))
  .pipe(z.number().min(0, MENSAJES_PRODUCTO.costoInicial).max(IMPORTE_MAXIMO, MENSAJES_PRODUCTO.costoInicial))
  .optional()
  .meta({ description: 'Costo sin IVA de una unidad del stock inicial: el primer costo promedio. Solo Supervisor o Administrador.' });

export const productoCreateSchema = z.object({
  ...campos,
  CostoInicial: costoInicial,
  StockMinimo: campos.StockMinimo.default(STOCK_MINIMO_POR_DEFECTO),
  ProveedorPreferidoID: campos.ProveedorPreferidoID.default(null),
  CategoriaID: campos.CategoriaID.default(null),
  PesoKg: campos.PesoKg.default(0),
  UnidadesPorPack: campos.UnidadesPorPack.default(null),
  AlicuotaIVA: campos.AlicuotaIVA.default(ALICUOTA_IVA_POR_DEFECTO),
  Active: activeFlag.default(true),
});

// PUT takes any subset of the fields; a Stock that differs from the current one is an adjustment
// (Supervisor and Administrador), made only if the stock is still the one the form showed: StockAnterior.
export const productoUpdateSchema = z
  .object({
    ...campos,
    StockAnterior: stock.meta({
      description:
        'El stock que mostraba el formulario: si ya no es el actual, 409 y no cambia nada. Sin él, con versión, vale el Stock enviado.',
    }),
    ...conVersion,
  })
  .partial();

export const productoFilterSchema = z.object({ active: queryFlag.optional() });

export type ProductoInput = z.infer<typeof productoCreateSchema>;
export type ProductoUpdate = z.infer<typeof productoUpdateSchema>;

/** A product as the API answers it. */
export const productoSchema = z
  .object({
    ProductoID: recordId,
    Nombre: z.string(),
    Descripcion: z.string(),
    Precio: z.number(),
    Stock: z.int(),
    StockMinimo: z.int(),
    ProveedorPreferidoID: recordId.nullable(),
    CategoriaID: recordId.nullable().meta({ description: 'La categoría (Carbón, Leña...): lo que elige un aumento de precios.' }),
    PesoKg: z.number().meta({ description: 'Kilos de una unidad (0: sin cargar).' }),
    UnidadesPorPack: z
      .int()
      .nullable()
      .meta({ description: 'Se vende también por pack de tantas unidades (un pallet de 40 bolsas); null: solo por unidad.' }),
    AlicuotaIVA: z.enum(ALICUOTAS_IVA).meta({ description: 'La alícuota de IVA con que se factura; el precio la incluye.' }),
    ...camposDeRegistro,
  })
  .meta({ id: 'Producto' });
export type Producto = z.infer<typeof productoSchema>;
