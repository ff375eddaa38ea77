import type { EstadoHoja } from '#dominio/hojasDeRuta';

/** The sheet's states, as lists filter them and chips colour them. */
export const ESTADOS_HOJA_OPCIONES = (['Planificada', 'En curso', 'Cerrada'] satisfies EstadoHoja[]).map((e) => ({ id: e, name: e }));
export const COLOR_ESTADO_HOJA: Record<EstadoHoja, 'warning' | 'info' | 'success'> = {
  Planificada: 'warning',
  'En curso': 'info',
  Cerrada: 'success',
};
