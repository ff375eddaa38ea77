import { type Agrupacion, CLAVE_OTROS, POR_PERIODO } from '#dominio/reportes';
import { formatDiaMes, formatFecha, MESES_LARGOS } from '../common/format';

const mayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/**
 * A row's name: a period's from its first day ('Noviembre 2026', 'Semana del 02 nov 2026', '09 nov 2026'), short
 * under a chart's column ('nov 26', '2 nov'); a client's, product's or category's as the API gives it.
 */
export function etiquetaDeFila(fila: { Clave: string; Etiqueta: string }, agrupar: Agrupacion, corta = false): string {
  if (!POR_PERIODO.includes(agrupar) || fila.Clave === CLAVE_OTROS) return fila.Etiqueta;
  const [anio, mes] = fila.Clave.split('-').map(Number);
  if (agrupar === 'mes')
    return corta ? `${MESES_LARGOS[mes - 1].slice(0, 3)} ${String(anio).slice(2)}` : `${mayuscula(MESES_LARGOS[mes - 1])} ${anio}`;
  if (corta) return formatDiaMes(fila.Clave);
  return agrupar === 'semana' ? `Semana del ${formatFecha(fila.Clave)}` : formatFecha(fila.Clave);
}

/** '01 ene 2026 al 03 dic 2026'. */
export const textoRango = (rango: { Desde: string; Hasta: string }) => `${formatFecha(rango.Desde)} al ${formatFecha(rango.Hasta)}`;
