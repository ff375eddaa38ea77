import { z } from 'zod';
import { asNumber } from './campos';

// Money of the accounts (issue 35): amounts in numeric(14,2) columns, added and split in whole cents so
// every sum is exact (as an order's total is: dominio/lineas.ts).

/** The largest amount a form or a body takes (the security review's bound on money). */
export const IMPORTE_MAXIMO = 9_999_999_999.99;

/** An amount in whole cents. */
export const aCentavos = (monto: number | string) => Math.round(Number(monto) * 100);

/** Cents as the decimal text a numeric column takes exactly ('1234.50'). */
export const deCentavos = (centavos: number) => {
  const signo = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${signo}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A positive amount of a body, rounded to cents first (so 0.001 is "not above 0"). */
export const importePositivo = (requerido: string, invalido: string) =>
  z.preprocess(
    asNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? requerido : invalido) })
      .transform((n) => aCentavos(n) / 100)
      .pipe(z.number().gt(0, invalido).max(IMPORTE_MAXIMO, invalido)),
  );
