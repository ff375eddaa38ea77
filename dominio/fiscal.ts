import { z } from 'zod';
import { emptyAsAbsent } from './campos';

// Tax identity of clients and suppliers (issue 35): the CUIT, checked by its verification digit, and
// the VAT condition, as the forms and the API validate them and the papers print them.

export const CUIT_INVALIDO = 'CUIT inválido';
export const CONDICION_IVA_INVALIDA = 'Condición frente al IVA inválida';

export const CONDICIONES_IVA = ['Responsable Inscripto', 'Monotributista', 'Exento', 'Consumidor Final'] as const;
export type CondicionIVA = (typeof CONDICIONES_IVA)[number];

const PESOS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * The verification digit of the first ten digits (AFIP's mod 11): 11 - sum % 11, where 11 is 0 and 10
 * has no valid digit (AFIP then changes the prefix; kept simple: undefined, so no CUIT ends that way).
 */
export function digitoVerificadorCuit(diez: string): number | undefined {
  const suma = PESOS.reduce((total, peso, i) => total + peso * Number(diez[i]), 0);
  const digito = 11 - (suma % 11);
  if (digito === 11) return 0;
  return digito === 10 ? undefined : digito;
}

/** The 11 digits of a CUIT typed with or without dashes, spaces or dots. */
export const digitosCuit = (texto: string) => texto.replace(/[-\s.]/g, '');

/** Whether the text is a CUIT: 11 digits (dashes allowed) whose last one checks the first ten. */
export function esCuitValido(texto: string): boolean {
  const digitos = digitosCuit(texto);
  return /^\d{11}$/.test(digitos) && digitoVerificadorCuit(digitos.slice(0, 10)) === Number(digitos[10]);
}

/** A CUIT as it is shown and printed: 20-12345678-6 (anything that is not 11 digits, as it is). */
export function formatoCuit(cuit: string | null | undefined): string {
  if (!cuit) return '';
  const d = digitosCuit(cuit);
  return /^\d{11}$/.test(d) ? `${d.slice(0, 2)}-${d.slice(2, 10)}-${d[10]}` : cuit;
}

/** The 409 of a CUIT another client (or supplier) has: 'Ya existe un cliente con el CUIT 20-12345678-6'. */
export const cuitRepetido = (quien: 'cliente' | 'proveedor', cuit: string | undefined) =>
  cuit ? `Ya existe un ${quien} con el CUIT ${formatoCuit(cuit)}` : `Ya existe un ${quien} con ese CUIT`;

/** The optional CUIT of a body: blank or null is none; kept as its 11 digits. */
export const cuitSchema = z.preprocess(
  (v) => emptyAsAbsent(typeof v === 'string' ? v.trim() : v) ?? null,
  z.string({ error: CUIT_INVALIDO }).refine(esCuitValido, CUIT_INVALIDO).transform(digitosCuit).nullable(),
);

/** The optional VAT condition of a body: blank or null is none. */
export const condicionIvaSchema = z.preprocess((v) => emptyAsAbsent(v) ?? null, z.enum(CONDICIONES_IVA, CONDICION_IVA_INVALIDA).nullable());

/** The body fields of both clients and suppliers. */
export const camposFiscales = { CUIT: cuitSchema.optional(), CondicionIVA: condicionIvaSchema.optional() };

/** As a response carries them. */
export const fiscalRespuesta = {
  CUIT: z.string().nullable().meta({ description: 'Los 11 dígitos, sin guiones (se muestra 20-12345678-6).' }),
  CondicionIVA: z.enum(CONDICIONES_IVA).nullable(),
};
