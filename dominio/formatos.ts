// Numbers as they are written in Argentina: '.' groups thousands, ',' separates the decimals.

const conCentavos = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const entero = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const kilos = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const porcentaje = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** An amount with its two decimals: '1.234,50'. */
export const formatoImporte = (monto: number): string => conCentavos.format(monto);

/**
 * Money, on the screens and the papers alike: '$ 1.234,50', and a debt or a credit with its sign before
 * the symbol, as Argentina writes it: '-$ 400,00' (never '$ -400,00'). An amount that rounds to zero has no sign.
 */
export const formatoMoneda = (monto: number): string => {
  const centavos = Math.round(monto * 100);
  return `${centavos < 0 ? '-' : ''}$ ${formatoImporte(Math.abs(centavos) / 100)}`;
};

/** A whole quantity: '1.250'. */
export const formatoCantidad = (cantidad: number): string => entero.format(cantidad);

/** A percentage as typed, with its decimals if any: '7,5 %', '15 %', '-8 %'. */
export const formatoPorcentaje = (valor: number): string => `${porcentaje.format(valor)} %`;

/** Days, to a tenth: '12,5 días', '1 día'. */
export const formatoDias = (dias: number): string => `${kilos.format(dias)} ${dias === 1 ? 'día' : 'días'}`;

/** A weight, to a tenth of a kilo: '1.234,5 kg'. */
export const formatoKg = (kg: number): string => `${kilos.format(kg)} kg`;

const UNIDADES = ['bytes', 'kB', 'MB', 'GB'] as const;

/** A file's size, in the unit that reads best (1 kB = 1000 bytes): '845 bytes', '12,3 MB'. */
export function formatoTamano(bytes: number): string {
  let valor = bytes;
  let unidad = 0;
  while (valor >= 1000 && unidad < UNIDADES.length - 1) {
    valor /= 1000;
    unidad += 1;
  }
  return `${unidad === 0 ? entero.format(valor) : kilos.format(valor)} ${UNIDADES[unidad]}`;
}
