import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { esComienzoDeImporte, importePositivo, leerImporte, MENSAJES_IMPORTE as M } from './dinero';

// How an amount typed by a person is read (issue 44): the one parser of the money fields of the admin, the
// driver's phone, the import and the API's schemas. Each row is an input and what it is read as.

// biome-ignore format: a table reads better one row per line
const LEIDOS: [string, number | undefined][] = [
  ['1500',            1500],
  ['1.500',           1500],       // a point followed by three digits groups thousands
  ['1.500,50',        1500.5],
  ['1.500,5',         1500.5],
  ['1500,5',          1500.5],
  ['1500,50',         1500.5],
  ['1500.5',          1500.5],     // a point followed by one or two digits is the decimal one
  ['1500.50',         1500.5],
  ['1.50',            1.5],
  ['12.34',           12.34],
  ['0,5',             0.5],
  [',5',              0.5],
  ['.5',              0.5],
  ['1500,',           1500],       // a separator with nothing after it adds nothing
  ['1500.',           1500],
  ['12.345',          12345],
  ['1.234.567',       1234567],
  ['1.234.567,89',    1234567.89],
  ['$ 1.500',         1500],
  ['$1.500,50',       1500.5],
  ['  $  1.500  ',    1500],
  ['\u00a01.500\u00a0', 1500],     // non-breaking spaces, as a copied amount brings them
  ['$\u00a01.500',    1500],
  ['1 500',           1500],       // a space between groups of three digits groups thousands too
  ['1\u202f500,50',   1500.5],
  ['1 234 567,89',    1234567.89],
  ['-1.500',          -1500],      // read with its sign: a field that takes no negatives says so itself
  ['-$ 1.500,50',     -1500.5],
  ['$ -1.500',        -1500],
  ['−20',             -20],        // the minus sign a phone's keyboard may type
  ['-0',              0],
  ['0',               0],
  ['007',             7],
  ['',                undefined],  // nothing typed: whether it may be blank is the field's rule
  ['   ',             undefined],
];

// biome-ignore format: a table reads better one row per line
const RECHAZADOS: [string, string][] = [
  ['1,500',           M.comaAmbigua],  // a thousand and a half, or one with fifty?
  ['0,500',           M.comaAmbigua],
  ['12,345',          M.comaAmbigua],
  ['1,5000',          M.decimales],
  ['1.5000',          M.decimales],
  ['1500.505',        M.decimales],
  ['1.500,505',       M.decimales],
  ['0.500',           M.decimales],    // no thousands start with 0: three decimals
  ['1234.500',        M.decimales],
  ['1.50.0',          M.miles],
  ['1.5.000',         M.miles],
  ['12.34.567',       M.miles],
  ['1.500.50',        M.miles],
  ['1.50,50',         M.miles],
  ['1 50',            M.miles],
  ['1 500.50',        M.miles],
  ['1,500.50',        M.orden],        // separators in the wrong order (as English writes it)
  ['1,500,000',       M.orden],
  ['1,5.0',           M.orden],
  ['1,50 0',          M.orden],
  ['diez',            M.noEsImporte],
  ['12a',             M.noEsImporte],
  ['1e3',             M.noEsImporte],
  ['0x10',            M.noEsImporte],
  ['Infinity',        M.noEsImporte],
  ['+1500',           M.noEsImporte],
  ['1500-',           M.noEsImporte],
  ['--5',             M.noEsImporte],
  ['$',               M.noEsImporte],
  [',',               M.noEsImporte],
  ['.',               M.noEsImporte],
  ['$ 1.500 $',       M.noEsImporte],
];

describe('leerImporte: amounts as people type them in Argentina', () => {
  it.each(LEIDOS)('reads %j as %s', (texto, importe) => {
    expect(leerImporte(texto)).toEqual({ importe });
  });

  it.each(RECHAZADOS)('refuses %j, saying how to write it: %s', (texto, error) => {
    expect(leerImporte(texto)).toEqual({ error });
  });
});

describe('esComienzoDeImporte: what the unit price box lets through, keystroke by keystroke', () => {
  it('takes an amount or the beginning of one', () => {
    for (const texto of ['', '0', '12', '12.', '12.5', '12.50', '12.500', '1.500,', '1.500,5', '.5', ',5', '$ 1', '1 5', '1.234.5']) {
      expect(esComienzoDeImporte(texto), texto).toBe(true);
    }
  });

  it('refuses what nothing typed after it can make readable', () => {
    for (const texto of ['12a', '12.5.', '1.2.3', '1,500', '1.5000', '1,5.', '1e', 'x']) expect(esComienzoDeImporte(texto), texto).toBe(false);
  });
});

describe('comoImporte: the schemas read text with the same rules', () => {
  const cobro = z.object({ Importe: importePositivo('Importe requerido', 'El importe debe ser mayor a 0') });
  const mensaje = (Importe: unknown) => cobro.safeParse({ Importe }).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes JSON numbers as before and text the Argentine way', () => {
    expect(cobro.parse({ Importe: 1500.5 })).toEqual({ Importe: 1500.5 });
    expect(cobro.parse({ Importe: '1.500' })).toEqual({ Importe: 1500 });
    expect(cobro.parse({ Importe: '$ 1.500,50' })).toEqual({ Importe: 1500.5 });
    expect(cobro.parse({ Importe: '2500.25' })).toEqual({ Importe: 2500.25 });
  });

  it("answers the parser's message for what it cannot read, and the field's for the rest", () => {
    expect(mensaje('1,500')).toEqual([['Importe', M.comaAmbigua]]);
    expect(mensaje('1.50.0')).toEqual([['Importe', M.miles]]);
    expect(mensaje('')).toEqual([['Importe', 'Importe requerido']]);
    expect(mensaje(null)).toEqual([['Importe', 'Importe requerido']]);
    expect(mensaje('-1.500')).toEqual([['Importe', 'El importe debe ser mayor a 0']]);
    expect(mensaje('0,0001')).toEqual([['Importe', M.decimales]]);
    expect(mensaje(0.001)).toEqual([['Importe', 'El importe debe ser mayor a 0']]);
    expect(mensaje('99.999.999.999')).toEqual([['Importe', 'El importe debe ser mayor a 0']]);
    expect(mensaje('9'.repeat(400))).toEqual([['Importe', 'El importe debe ser mayor a 0']]);
    expect(mensaje(true)).toEqual([['Importe', 'El importe debe ser mayor a 0']]);
  });
});
