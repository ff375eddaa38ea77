import { z } from 'zod';
import {
  erroresImportacionSchema,
  IMPORTABLES,
  IMPORTACION_MB_MAXIMO,
  importacionQuerySchema,
  importacionSchema,
  MAX_ERRORES_LISTADOS,
  RECURSOS_IMPORTABLES,
  resultadoImportacionSchema,
} from '#dominio/importaciones';
import { conMayuscula, errorSchema, escrito, type Operacion, type Recurso } from '../openapi/operacion.js';
import { IMPORTACIONES } from './recursos.js';

/** The 400 of an import with errors: the envelope plus every row's errors in data. */
const errorDeImportacionSchema = z.object({ ...errorSchema.shape, data: erroresImportacionSchema.optional() });

export const importacionesDoc: Recurso = {
  etiqueta: 'Importaciones',
  descripcion: `Altas en bloque desde una planilla (.xlsx o .csv, leída por el admin): hasta 10.000 filas y ${IMPORTACION_MB_MAXIMO} MB por vez, todas o ninguna.`,
  operaciones: RECURSOS_IMPORTABLES.map(
    (recurso): Operacion => ({
      metodo: 'post',
      ruta: `/importaciones/${recurso}`,
      operationId: `importar${conMayuscula(recurso)}`,
      resumen: `Importar ${IMPORTABLES[recurso].plural}`,
      descripcion: `Cada fila se valida con el mismo esquema y las mismas reglas de rol que POST /${recurso}; además, ${IMPORTACIONES[
        recurso
      ].claves
        .map((c) => c.campo)
        .join(
          ' y ',
        )} no pueden repetirse en el archivo ni con un registro existente.${(IMPORTACIONES[recurso].porNombre ?? []).map((r) => ` ${r.campo} también puede venir como el nombre.`).join('')} Con algún error: 400 con los errores por fila (data.Errores, hasta ${MAX_ERRORES_LISTADOS}) y no se escribe nada. Sin errores: todas las filas en una transacción y una sola entrada de auditoría (accion importar) con su cantidad. validar=1 solo valida (200) y no toma la clave Idempotency-Key.`,
      acceso: IMPORTACIONES[recurso].roles,
      filtros: importacionQuerySchema,
      cuerpo: importacionSchema,
      respuesta: { estado: 201, descripcion: 'Las filas importadas (200 al validar)', schema: escrito(resultadoImportacionSchema) },
      errores: [413],
      idempotente: 'opcional',
      errorConDatos: { estado: 400, schema: errorDeImportacionSchema },
    }),
  ),
};
