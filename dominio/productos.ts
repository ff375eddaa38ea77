import { z } from 'zod';
import { activeFlag, queryFlag, requiredText, type Instante } from './campos';

// Products (core.md): the low-stock rule, the form's fields with the messages of section 5, and
// the record the API answers.

/** A product is low on stock below this many units (active products only). */
export const UMBRAL_BAJO_STOCK = 10;

export const esBajoStock = (stock: unknown) => Number(stock) < UMBRAL_BAJO_STOCK;

export const MENSAJES_PRODUCTO = {
  nombre: 'Nombre requerido',
  precio: 'Precio requerido',
  precioNegativo: 'El precio no puede ser negativo',
  stock: 'Stock requerido',
  stockEntero: 'Debe ser un número entero',
  stockNegativo: 'El stock no puede ser negativo',
} as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A number field whose absence (or blank) gets `requerido` and anything else not a number `invalido`. */
const numberField = (requerido: string, invalido: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.number({ error: (issue) => (issue.input === undefined ? requerido : invalido) }),
  );

// The numeric(12,2) column keeps cents, rounding the decimal text it gets (10.005 becomes 10.01),
// which rounding the binary float here would not always do.
const precio = numberField(MENSAJES_PRODUCTO.precio, MENSAJES_PRODUCTO.precio).pipe(
  z.number().min(0, MENSAJES_PRODUCTO.precioNegativo).max(9_999_999_999.99, 'El precio es demasiado alto'),
);

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
  Active: activeFlag,
};

export const productoCreateSchema = z.object({ ...campos, Active: activeFlag.default(true) });

// PUT takes any subset of the fields; a Stock that differs from the current one is an adjustment.
export const productoUpdateSchema = z.object(campos).partial();

export const productoFilterSchema = z.object({ active: queryFlag.optional() });

export type ProductoInput = z.infer<typeof productoCreateSchema>;
export type ProductoUpdate = z.infer<typeof productoUpdateSchema>;

export type Producto = {
  ProductoID: number;
  Nombre: string;
  Descripcion: string;
  Precio: number;
  Stock: number;
  Active: boolean;
  createdAt: Instante;
  updatedAt: Instante;
};
