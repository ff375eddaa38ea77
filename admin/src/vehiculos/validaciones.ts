import type { z } from 'zod';
import {
  anioMaximo,
  correccionKilometrajeSchema,
  documentoCreateSchema,
  kilometrajeSchema,
  mantenimientoCreateSchema,
  mantenimientoUpdateSchema,
  vehiculoCreateSchema,
  vehiculoUpdateSchema,
} from '#dominio/vehiculos';
import { cargaCombustibleSchema } from '#dominio/combustible';
import { validarCon } from '../common/validarCon';
import { anioActualNegocio } from '../common/zonaNegocio';

// The fleet's forms check their values with the API's schemas (dominio/vehiculos.ts), so they
// refuse what the server refuses with the same messages, and send only the fields those know.

type Valores = Record<string, unknown>;

/** The last year a vehicle may have: next year of the business time zone, as the server counts it. */
export const ultimoAnio = (ahora?: Date) => anioMaximo(anioActualNegocio(ahora));

/** The form values the schema knows: a record's derived fields and child lists stay behind. */
const soloCampos = (schema: z.ZodObject, values: Valores): Valores =>
  Object.fromEntries(
    Object.keys(schema.shape)
      .filter((campo) => campo in values)
      .map((campo) => [campo, values[campo]]),
  );

// The year bound is taken when the form is checked, like the server's at each request.
export const validarVehiculo = (values: Valores) => validarCon(vehiculoCreateSchema(ultimoAnio()))(values);
export const cuerpoVehiculo = (values: Valores) => soloCampos(vehiculoUpdateSchema(ultimoAnio()), values);

export const validarDocumento = validarCon(documentoCreateSchema);

/** A new reading is sent as an integer (docs/funcional.md, Kilometraje), so that is what is checked. */
export const cuerpoKilometraje = (values: Valores) => ({ kilometraje: Math.trunc(Number(values.kilometraje)) });
export const validarKilometraje = (values: Valores) => validarCon(kilometrajeSchema)(cuerpoKilometraje(values));

export const validarCorreccionKilometraje = validarCon(correccionKilometrajeSchema);

export const validarMantenimiento = validarCon(mantenimientoCreateSchema);
export const cuerpoMantenimiento = (values: Valores) => soloCampos(mantenimientoUpdateSchema, values);

export const validarCargaCombustible = validarCon(cargaCombustibleSchema);
