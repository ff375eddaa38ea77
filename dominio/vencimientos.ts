// The one wording of how far a maintenance or a document is from being due, in km or in days, for
// every screen (alert pages, dashboard, vehicle detail) and for the API should it ever say it.

export type Unidad = 'km' | 'días';

const miles = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** A mileage as people read it here: '185.400'. */
export function formatKm(valor: unknown): string {
  const numero = Number(valor ?? 0);
  return miles.format(Number.isFinite(numero) ? numero : 0);
}

const cantidad = (n: number, unidad: Unidad): string => {
  if (unidad === 'km') return `${formatKm(n)} km`;
  return n === 1 ? '1 día' : `${formatKm(n)} días`;
};

/**
 * 'Faltan 300 km' / 'Vence en 5 días' while ahead; 'Vence ahora' / 'Vence hoy' when due;
 * 'Vencido hace 1.200 km' / 'Vencido hace 3 días' once past. `restante` is negative once past.
 */
export function textoVencimiento(restante: number, unidad: Unidad): string {
  if (restante < 0) return `Vencido hace ${cantidad(-restante, unidad)}`;
  if (restante === 0) return unidad === 'km' ? 'Vence ahora' : 'Vence hoy';
  if (unidad === 'días') return `Vence en ${cantidad(restante, unidad)}`;
  return `${restante === 1 ? 'Falta' : 'Faltan'} ${cantidad(restante, unidad)}`;
}

/** The document alert's chip (docs/funcional.md, Alertas): 'Vencido' at 0 or less, else '1 día' / '{n} días'. */
export function etiquetaDias(dias: number): string {
  return dias <= 0 ? 'Vencido' : cantidad(dias, 'días');
}
