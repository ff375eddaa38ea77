import { z } from 'zod';
import { clienteCreateSchema } from './clientes';
import { productoCreateSchema } from './productos';
import { proveedorCreateSchema } from './proveedores';
import { recordId } from './campos';

// Imports of clients, products and suppliers from a spreadsheet (issue 38; docs/funcional.md, Importar):
// the admin reads the file and sends its rows with the API's field names; each row is checked with the
// resource's create schema, and either all of them are written or none.

export const MAX_FILAS_IMPORTACION = 10_000;

const MB = 1024 * 1024;
/** The largest body of an import the API reads (10,000 rows of clients are about 3 MB); larger is a 413. */
export const IMPORTACION_MB_MAXIMO = 10;
export const IMPORTACION_BYTES_MAXIMO = IMPORTACION_MB_MAXIMO * MB;
const POR_VEZ = `se pueden importar hasta ${IMPORTACION_MB_MAXIMO} MB por vez: divídalo en partes`;

/** Why the admin does not send a file or its rows: over the limit, said before anything is sent. */
export function problemaDeTamano(bytes: number, de: 'archivo' | 'filas'): string | undefined {
  if (bytes <= IMPORTACION_BYTES_MAXIMO) return undefined;
  const megas = (Math.ceil((bytes / MB) * 10) / 10).toLocaleString('es-AR');
  return de === 'archivo' ? `El archivo pesa ${megas} MB y ${POR_VEZ}` : `Las filas del archivo ocupan ${megas} MB y ${POR_VEZ}`;
}

/** How a cell becomes the value a field takes: text as it is, a number (decimal comma too), Sí/No. */
export type TipoDeCampo = 'texto' | 'numero' | 'booleano';

/**
 * The fields an import fills, per resource: exactly the fields of its create schema (a field added
 * there fails to compile here until it says its type), in the template's order.
 */
const campos = <S extends z.ZodObject>(_schema: S, tipos: Record<keyof z.input<S> & string, TipoDeCampo>) => tipos;

export const IMPORTABLES = {
  clientes: {
    singular: 'cliente',
    plural: 'clientes',
    campos: campos(clienteCreateSchema, {
      Nombre: 'texto',
      Apellido: 'texto',
      Telefono: 'texto',
      Direccion: 'texto',
      Email: 'texto',
      CUIT: 'texto',
      CondicionIVA: 'texto',
      LimiteCredito: 'numero',
      DiasCredito: 'numero',
      ListaPrecioID: 'numero',
      RecordatoriosDeuda: 'booleano',
      Active: 'booleano',
    }),
  },
  productos: {
    singular: 'producto',
    plural: 'productos',
    campos: campos(productoCreateSchema, {
      Nombre: 'texto',
      Descripcion: 'texto',
      Precio: 'numero',
      Stock: 'numero',
      StockMinimo: 'numero',
      PesoKg: 'numero',
      UnidadesPorPack: 'numero',
      CostoInicial: 'numero',
      AlicuotaIVA: 'texto',
      ProveedorPreferidoID: 'numero',
      CategoriaID: 'numero',
      Active: 'booleano',
    }),
  },
  proveedores: {
    singular: 'proveedor',
    plural: 'proveedores',
    campos: campos(proveedorCreateSchema, {
      Nombre: 'texto',
      Telefono: 'texto',
      Direccion: 'texto',
      Email: 'texto',
      CUIT: 'texto',
      CondicionIVA: 'texto',
      Active: 'booleano',
    }),
  },
} as const;

export type RecursoImportable = keyof typeof IMPORTABLES;
export const RECURSOS_IMPORTABLES = Object.keys(IMPORTABLES) as RecursoImportable[];

const FILAS_MAXIMAS = `Se pueden importar hasta ${MAX_FILAS_IMPORTACION.toLocaleString('es-AR')} filas por vez`;

/** POST /importaciones/{recurso}: the rows (the resource's fields, as for its POST) and where each was in the file. */
export const importacionSchema = z
  .object({
    filas: z
      .array(z.record(z.string(), z.unknown()), { error: 'filas debe ser una lista de filas' })
      .min(1, 'El archivo no tiene filas para importar')
      .max(MAX_FILAS_IMPORTACION, FILAS_MAXIMAS)
      .meta({ description: 'Cada fila con los campos del alta del recurso (los mismos nombres que su POST).' }),
    numerosDeFila: z
      .array(z.int().min(1))
      .optional()
      .meta({ description: 'El número de cada fila en el archivo (contando el encabezado); sin él, 2, 3, 4...' }),
    archivo: z.string().trim().max(200).optional().meta({ description: 'El nombre del archivo, para la auditoría.' }),
  })
  .refine((b) => !b.numerosDeFila || b.numerosDeFila.length === b.filas.length, {
    message: 'numerosDeFila debe tener un número por fila',
    path: ['numerosDeFila'],
  });
export type Importacion = z.infer<typeof importacionSchema>;

export const importacionQuerySchema = z.object({
  validar: z
    .enum(['1', 'true', '0', 'false'], 'validar debe ser 1 o 0')
    .optional()
    .transform((v) => v === '1' || v === 'true')
    .meta({ description: '1: solo valida, no escribe nada.' }),
});

/** One error of a row: where it is in the file, which field (as the API names it; '_' for the whole row) and why. */
export const errorDeFilaSchema = z.object({ Fila: z.int(), Campo: z.string(), Mensaje: z.string() }).meta({ id: 'ErrorDeImportacion' });
export type ErrorDeFila = z.infer<typeof errorDeFilaSchema>;

/** At most this many errors are answered (the count says how many rows failed). */
export const MAX_ERRORES_LISTADOS = 500;

export const resultadoImportacionSchema = z
  .object({
    Filas: z.int().meta({ description: 'Las filas válidas (al validar) o importadas.' }),
    IDs: z.array(recordId).optional().meta({ description: 'Los ids creados, en el orden de las filas (no al validar).' }),
  })
  .meta({ id: 'ResultadoImportacion' });

export const erroresImportacionSchema = z.object({
  FilasConErrores: z.int(),
  Errores: z.array(errorDeFilaSchema),
});

/** The messages of the whole import. */
export const mensajeImportacion = (filas: number, plural: string, validar: boolean) =>
  validar ? `Las ${filas} filas son válidas` : `Se importaron ${filas} ${plural}`;
export const mensajeConErrores = (filasConErrores: number) =>
  `${filasConErrores === 1 ? 'Hay errores en 1 fila' : `Hay errores en ${filasConErrores} filas`}: no se importó nada`;
