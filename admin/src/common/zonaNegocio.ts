import { anioNegocio, diaNegocio, ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';

// The business time zone is the server's TZ_NEGOCIO, handed over by GET /api/configuracion before
// the admin renders (main.tsx); until then, and if that call fails, the same default as the server's.
let zona = ZONA_NEGOCIO_POR_DEFECTO;

export const zonaNegocio = (): string => zona;

export function usarZonaNegocio(nueva: string): void {
  zona = nueva;
}

/** The current day (YYYY-MM-DD) in the business time zone. */
export const hoyNegocio = (ahora: Date = new Date()): string => diaNegocio(ahora, zona);

/** The current year in the business time zone. */
export const anioActualNegocio = (ahora: Date = new Date()): number => anioNegocio(ahora, zona);
