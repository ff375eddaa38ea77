import { z } from 'zod';
import { activeFlag, queryFlag, requiredText } from '#dominio/campos';
import { createMapper } from '../db/mapper.js';

/** A product is low on stock below this many units (active products only). */
export const UMBRAL_BAJO_STOCK = 10;

export interface Producto extends Record<string, unknown> {
  ProductoID: number;
  Nombre: string;
  Descripcion: string;
  Precio: number;
  Stock: number;
  Active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const productoMapper = createMapper<Producto>({
  ProductoID: 'producto_id',
  Nombre: 'nombre',
  Descripcion: 'descripcion',
  Precio: 'precio',
  Stock: 'stock',
  Active: 'active',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
});

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A number field whose absence (or blank) gets `requerido` and anything else not a number `invalido`. */
const numberField = (requerido: string, invalido: string) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.number({ error: (issue) => (issue.input === undefined ? requerido : invalido) }),
  );

// The numeric(12,2) column keeps cents, rounding the decimal text it gets (10.005 becomes 10.01),
// which rounding the binary float here would not always do.
const precio = numberField('Precio requerido', 'Precio requerido').pipe(
  z.number().min(0, 'El precio no puede ser negativo').max(9_999_999_999.99, 'El precio es demasiado alto'),
);

const stock = numberField('Stock requerido', 'Debe ser un número entero').pipe(
  z.number().int('Debe ser un número entero').min(0, 'El stock no puede ser negativo').max(2_147_483_647, 'El stock es demasiado alto'),
);

export const productoCreateSchema = z.object({
  Nombre: requiredText('Nombre requerido', 150),
  Descripcion: z
    .string({ error: 'Debe ser un texto' })
    .trim()
    .max(2000, 'Máximo 2000 caracteres')
    .nullish()
    .transform((v) => v ?? ''),
  Precio: precio,
  Stock: stock,
  Active: activeFlag.default(true),
});

// PUT takes any subset of the fields; a Stock that differs from the current one is an adjustment.
export const productoUpdateSchema = z.object({
  Nombre: productoCreateSchema.shape.Nombre.optional(),
  Descripcion: productoCreateSchema.shape.Descripcion.optional(),
  Precio: precio.optional(),
  Stock: stock.optional(),
  Active: activeFlag.optional(),
});

export const productoFilterSchema = z.object({ active: queryFlag.optional() });

export type ProductoInput = z.infer<typeof productoCreateSchema>;
export type ProductoUpdate = z.infer<typeof productoUpdateSchema>;
