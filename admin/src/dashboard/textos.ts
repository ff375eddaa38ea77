import type { AvisoRespaldo } from '#dominio/respaldos';
import { formatFecha, MESES_LARGOS, partesNegocio } from '../common/format';
import { zonaNegocio } from '../common/zonaNegocio';

// The dashboard's wording, in one place and tested (docs/funcional.md, Dashboard).

export function subtituloBajoStock(cantidad: number): string {
  return cantidad > 0 ? 'Necesita atención' : 'Todo en orden';
}

export function subtituloDisponibles(cantidad: number): string {
  return cantidad === 1 ? '1 disponible' : `${cantidad} disponibles`;
}

/** Why the backups' card is there (docs/funcional.md, Respaldos). */
export function subtituloRespaldo({ Motivo }: AvisoRespaldo): string {
  if (Motivo === 'fallido') return 'Falló el último respaldo';
  return Motivo === 'viejo' ? 'Ningún respaldo reciente' : 'Nunca se hizo un respaldo';
}

/** How long ago, in whole days: 'hoy', 'ayer', 'hace 3 días'. */
export function haceDias(dias: number): string {
  if (dias === 0) return 'hoy';
  return dias === 1 ? 'ayer' : `hace ${dias} días`;
}

/** The link under a panel to the alerts it does not show; none when it shows them all. */
export function textoVerMas(total: number, mostradas: number): string | undefined {
  const resto = total - mostradas;
  if (resto <= 0) return undefined;
  return resto === 1 ? 'Ver 1 alerta más' : `Ver ${resto} alertas más`;
}

/** A list screen opened on one tab: react-admin reads its filter from the URL. */
export function listaFiltrada(path: string, filtro: Record<string, string>): string {
  return `${path}?filter=${encodeURIComponent(JSON.stringify(filtro))}`;
}

/** When the figures were computed, to the second (a refresh within the same minute shows). */
export function horaActualizacion(iso: string): string {
  return formatFecha(iso, 'segundos');
}

/** The business day at `ahora` in words: 'lunes 23 de noviembre de 2026'. */
export function fechaEnPalabras(ahora: Date = new Date()): string {
  const { dia, mes, anio } = partesNegocio(ahora)!;
  const diaDeLaSemana = new Intl.DateTimeFormat('es', { weekday: 'long', timeZone: zonaNegocio() }).format(ahora);
  return `${diaDeLaSemana} ${dia} de ${MESES_LARGOS[mes - 1]} de ${anio}`;
}
