import type { AlertaMantenimiento } from '#dominio/alertas';
import { formatKm, textoVencimiento } from '#dominio/vencimientos';
import { formatFecha, formatMoneda } from '../common/format';

// The wording of the fleet's reminders by date, fuel log and costs (issue 15), in one place: how far
// something is from being due is said by #dominio/vencimientos, as for km and documents.

/** A date that comes due, as the document alerts say it: 'Vence en 5 días (15 mar 2026)', 'Vencido hace 3 días (…)'. */
export function textoPorFecha(fecha: string, diasRestantes: number): string {
  return `${textoVencimiento(diasRestantes, 'días')} (${formatFecha(fecha)})`;
}

/** What makes a maintenance alert: its km, its date, or both, whichever apply. */
export function detalleAlertaMantenimiento(alerta: AlertaMantenimiento): string {
  const partes: string[] = [];
  if (alerta.kmFaltantes !== undefined) partes.push(textoVencimiento(alerta.kmFaltantes, 'km'));
  if (alerta.fechaProxima !== undefined && alerta.diasRestantes !== undefined) {
    partes.push(textoPorFecha(alerta.fechaProxima, alerta.diasRestantes));
  }
  return partes.join(' · ');
}

/** A km figure of an alert, or a dash where the reminder has no km (the general service). */
export const kmOGuion = (km: number | undefined) => (km === undefined ? '—' : `${formatKm(km)} km`);

const decimales = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const corto = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A chart axis figure: '9', '12,5'. */
export const formatNumero = (valor: number) => corto.format(valor);

/** '12,35 L/100 km'; a dash for a load without a full-to-full consumption. */
export const formatConsumo = (consumo: number | null) => (consumo === null ? '—' : `${decimales.format(consumo)} L/100 km`);

export const formatLitros = (litros: number) => `${decimales.format(litros)} L`;

/** '$ 70,17/km'; no km driven, no cost per km. */
export const formatCostoPorKm = (costo: number | null) => (costo === null ? 'Sin km recorridos' : `${formatMoneda(costo)}/km`);

export const TEXTOS_FLOTA = {
  consumoAtipico: 'Consumo atípico',
  tanqueLleno: 'Tanque lleno',
  cargaParcial: 'Parcial',
  sinCargas: 'No hay cargas de combustible registradas',
  registrarCarga: 'Registrar carga',
  cargaRegistrada: 'Carga de combustible registrada correctamente',
  errorCarga: 'Error al registrar la carga de combustible',
  tendencia: 'Tendencia de consumo',
  sinConsumos: 'Hacen falta dos cargas de tanque lleno para calcular el consumo',
  mantenimiento: 'Mantenimiento',
  combustible: 'Combustible',
  costoPorMes: 'Costo por mes',
  costoPorTipo: 'Costo de mantenimiento por tipo',
  errorCostos: 'Error al cargar los costos',
  costosDeFlota: 'Costos de flota',
  porFecha: 'Por fecha',
  recordatoriosPorFecha: 'Recordatorios por fecha',
  proximoService: 'Próximo service general',
} as const;

/** A reminder's month interval: 'Cada 1 mes', 'Cada 6 meses'. */
export const textoCadaMeses = (meses: number) => `Cada ${meses} ${meses === 1 ? 'mes' : 'meses'}`;

/** Under the general service card: 'Último service: 01 jun 2025'. */
export const textoUltimoService = (fecha: string) => `Último service: ${formatFecha(fecha)}`;
