import { z } from 'zod';
import { emptyAsAbsent, integer, isoDate, optionalText, recordId } from './campos';
import { comoImporte } from './dinero';
import { redondearACentavos } from './lineas';
import { KM_DEMASIADO_ALTO, KM_INVALIDO, KM_MAXIMO, OBLIGATORIOS } from './vehiculos';

// A vehicle's fuel log (issue 15, item 3): the loads, their consumption by the full-to-full
// method, and the flag on a consumption far from the vehicle's usual one.

/** A truck's tank holds a few hundred litres: anything above this is a typing error. */
export const LITROS_MAXIMO = 1000;
/** Far above any load at any price seen, yet well inside the numeric(12,2) column. */
export const IMPORTE_MAXIMO = 10_000_000;
/** A consumption more than this fraction above or below the vehicle's median is flagged. */
export const DESVIO_ATIPICO = 0.3;

export const LITROS_INVALIDOS = 'Los litros deben ser un número mayor a 0';
export const LITROS_DEMASIADOS = 'Los litros no pueden superar los 1.000';
export const IMPORTE_INVALIDO = 'El importe debe ser un número mayor a 0';
export const IMPORTE_DEMASIADO_ALTO = 'El importe no puede superar $ 10.000.000';

/** A positive amount with two decimals, at most `maximo` (typed text read as amounts are: '45,5', '62.100'). */
const positivo = (invalido: string, demasiado: string, maximo: number) =>
  z.preprocess(
    comoImporte,
    z
      .number({ error: (iss) => (iss.input === undefined ? OBLIGATORIOS : invalido) })
      .positive(invalido)
      .max(maximo, demasiado)
      .transform(redondearACentavos)
      .refine((v) => v > 0, invalido),
  );

/** POST /vehiculos/{id}/combustible */
export const cargaCombustibleSchema = z.object({
  // Absent means today in the business time zone, which the API knows.
  Fecha: z.preprocess(emptyAsAbsent, isoDate(OBLIGATORIOS).optional()),
  Kilometraje: integer(KM_INVALIDO, KM_INVALIDO, 1).refine((v) => v <= KM_MAXIMO, KM_DEMASIADO_ALTO),
  Litros: positivo(LITROS_INVALIDOS, LITROS_DEMASIADOS, LITROS_MAXIMO),
  Importe: positivo(IMPORTE_INVALIDO, IMPORTE_DEMASIADO_ALTO, IMPORTE_MAXIMO),
  TanqueLleno: z.boolean({ error: 'Tanque lleno debe ser verdadero o falso' }).default(true),
  Estacion: optionalText(150),
});

export type CargaCombustibleInput = z.infer<typeof cargaCombustibleSchema>;

export const cargaCombustibleRespuestaSchema = z
  .object({
    CargaID: recordId,
    VehiculoID: recordId,
    Fecha: z.iso.date(),
    Kilometraje: z.int(),
    Litros: z.number(),
    Importe: z.number(),
    TanqueLleno: z.boolean(),
    Estacion: z.string().nullable(),
    ConsumoL100km: z
      .number()
      .nullable()
      .meta({ description: 'L/100 km desde el tanque lleno anterior; null si esta carga no llena el tanque o no hubo uno lleno antes.' }),
    Atipico: z.boolean().meta({ description: 'El consumo se aparta más de un 30% de la mediana del vehículo.' }),
    Usuario: z.object({ Nombre: z.string(), Apellido: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CargaCombustible' });
export type CargaCombustible = z.infer<typeof cargaCombustibleRespuestaSchema>;

export interface Carga {
  Kilometraje: number;
  Litros: number;
  TanqueLleno: boolean;
}

/**
 * The full-to-full consumption of each load, in the order given (ascending km): for a full load,
 * the litres of every load after the previous full one up to and including this one, divided by
 * the km between the two full loads, times 100, to two decimals. Null for a partial load, for
 * the first full load, and when the km did not grow.
 */
export function consumos(cargas: Carga[]): (number | null)[] {
  let anteriorLleno: Carga | undefined;
  let litros = 0;
  return cargas.map((carga) => {
    litros += carga.Litros;
    if (!carga.TanqueLleno) return null;
    const km = anteriorLleno ? carga.Kilometraje - anteriorLleno.Kilometraje : 0;
    const consumo = anteriorLleno && km > 0 ? Math.round((litros / km) * 100 * 100) / 100 : null;
    anteriorLleno = carga;
    litros = 0;
    return consumo;
  });
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function mediana(valores: number[]): number | null {
  if (valores.length === 0) return null;
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2 === 1 ? orden[medio] : (orden[medio - 1] + orden[medio]) / 2;
}

/** More than DESVIO_ATIPICO away from the median, above or below. */
export function esAtipico(consumo: number | null, mediana: number | null): boolean {
  if (consumo === null || mediana === null || mediana <= 0) return false;
  return Math.abs(consumo - mediana) > DESVIO_ATIPICO * mediana;
}
