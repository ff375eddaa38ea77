import { z } from 'zod';
import { emptyAsAbsent } from './campos';

// Money of the accounts (issue 35): amounts in numeric(14,2) columns, added and split in whole cents so
// every sum is exact (as an order's total is: dominio/lineas.ts). Amounts typed by people are read the
// Argentine way (issue 44): '.' groups thousands, ',' separates the cents.

/** The largest amount a form or a body takes (the security review's bound on money). */
export const IMPORTE_MAXIMO = 9_999_999_999.99;

/**
 * The largest balance a client's account may reach, owed or in favour: a tenth of its numeric(14,2) column
 * (clientes.saldo, movimientos_cuenta.saldo), so no sum of bounded amounts gets near the column's limit.
 */
export const SALDO_MAXIMO = 99_999_999_999.99;

/** An amount in whole cents. */
export const aCentavos = (monto: number | string) => Math.round(Number(monto) * 100);

/** Cents as the decimal text a numeric column takes exactly ('1234.50'). */
export const deCentavos = (centavos: number) => {
  const signo = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${signo}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

// ---------------------------------------------------------------- amounts as people type them

/** Why a typed amount cannot be read: each message says how to write it. */
export const MENSAJES_IMPORTE = {
  noEsImporte: 'Escriba el importe con números, por ejemplo 1.500 o 1.500,50',
  comaAmbigua: 'La coma separa los centavos (hasta 2 cifras): escriba 1.500 para mil quinientos o 1,50 para uno con cincuenta',
  decimales: 'Hasta 2 decimales, después de la coma: por ejemplo 1.500,50',
  miles: 'El punto separa los miles de a 3 cifras: por ejemplo 1.500 o 1.234.567,89',
  orden: 'Use el punto para los miles y la coma para los decimales: por ejemplo 1.500,50',
} as const;

/** What leerImporte answers: the amount (undefined when nothing was typed), or why it cannot be read. */
export type ImporteLeido = { importe: number | undefined } | { error: string };

/** Thousands in groups of three after a first group of one to three digits that is not a zero: '1.500', '1 234 567'. */
const MILES_CON_PUNTO = /^[1-9]\d{0,2}(\.\d{3})+$/;
const MILES_CON_ESPACIO = /^[1-9]\d{0,2}( \d{3})+$/;
const CIFRAS = /^\d*$/;

/**
 * The integer part and the decimals (without separators) of what follows the sign and the '$', or the
 * message of why they cannot be told apart. The decimal separator is the comma, or a point followed by one or
 * two digits; a point followed by three digits groups thousands, as a space between digit groups does.
 */
function partes(numero: string): { entera: string; decimales: string } | { error: string } {
  const comas = numero.split(',').length - 1;
  if (comas > 1) return { error: MENSAJES_IMPORTE.orden };
  if (comas === 1) {
    const [entera, decimales] = numero.split(',');
    if (decimales.includes('.') || decimales.includes(' ')) return { error: MENSAJES_IMPORTE.orden };
    if (!CIFRAS.test(decimales)) return { error: MENSAJES_IMPORTE.noEsImporte };
    if (decimales.length === 3 && CIFRAS.test(entera)) return { error: MENSAJES_IMPORTE.comaAmbigua };
    if (decimales.length > 2) return { error: MENSAJES_IMPORTE.decimales };
    if (CIFRAS.test(entera)) return { entera, decimales };
    return MILES_CON_PUNTO.test(entera) || MILES_CON_ESPACIO.test(entera)
      ? { entera: entera.replace(/[. ]/g, ''), decimales }
      : { error: MENSAJES_IMPORTE.miles };
  }
  if (MILES_CON_PUNTO.test(numero) || MILES_CON_ESPACIO.test(numero)) return { entera: numero.replace(/[. ]/g, ''), decimales: '' };
  const puntos = numero.split('.').length - 1;
  const [entera, decimales = ''] = numero.split('.');
  if (puntos > 1 || !CIFRAS.test(entera)) return { error: MENSAJES_IMPORTE.miles };
  if (decimales.length > 2) return { error: MENSAJES_IMPORTE.decimales };
  return { entera, decimales };
}

/**
 * An amount as people type it (the rules are the table of dinero.test.ts): '1.500' is 1500, '1.500,50' and
 * '1500,5' are 1500.5, '1500.5' too (a point followed by one or two digits is the decimal one), '$ 1.500' and
 * '-1.500' are read, spaces of any kind are dropped around the sign and the '$'. What could be read in two
 * ways ('1,500') or breaks the rules ('1.50.0', '1,5000', '1,500.50') is refused with a message that says how
 * to write it, never scaled. Blank is undefined: whether it may be blank, or negative, is the field's rule.
 */
export function leerImporte(texto: string): ImporteLeido {
  const limpio = texto.replace(/\s+/g, ' ').trim();
  if (limpio === '') return { importe: undefined };
  const prefijo = /^([-−]\s?)?(\$\s?)?([-−]\s?)?/.exec(limpio)?.[0] ?? '';
  const signos = prefijo.match(/[-−]/g)?.length ?? 0;
  const numero = limpio.slice(prefijo.length);
  if (signos > 1 || !/\d/.test(numero) || !/^[\d., ]+$/.test(numero)) return { error: MENSAJES_IMPORTE.noEsImporte };
  const leidas = partes(numero);
  if ('error' in leidas) return leidas;
  const importe = Number(`${signos ? '-' : ''}${leidas.entera || '0'}.${leidas.decimales || '0'}`);
  return { importe: importe === 0 ? 0 : importe };
}

/**
 * Whether `texto` is an amount or the beginning of one (nothing typed after it can make '12a' or '1.5.'
 * readable): the keystroke filter of the supplier order's unit price (docs/funcional.md, Pedidos a proveedores).
 */
export const esComienzoDeImporte = (texto: string) => ['', '0', '00', '000'].some((resto) => !('error' in leerImporte(texto + resto)));

/**
 * The preprocess of every amount of a body or a form: a JSON number stays as it is, a text is read with
 * leerImporte and, if it cannot be read, refused with its message; '' and null are absent (the field's own
 * rule says whether that is allowed).
 */
export function comoImporte(valor: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof valor !== 'string') return emptyAsAbsent(valor);
  const leido = leerImporte(valor);
  if ('importe' in leido) return leido.importe;
  ctx.addIssue({ code: 'custom', message: leido.error, input: valor });
  return z.NEVER;
}

/** A positive amount of a body, rounded to cents first (so 0.001 is "not above 0"). */
export const importePositivo = (requerido: string, invalido: string) =>
  z.preprocess(
    comoImporte,
    z
      .number({ error: (iss) => (iss.input === undefined ? requerido : invalido) })
      .transform((n) => aCentavos(n) / 100)
      .pipe(z.number().gt(0, invalido).max(IMPORTE_MAXIMO, invalido)),
  );
