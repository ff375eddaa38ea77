import { describe, expect, it } from 'vitest';
import {
  ALICUOTAS_IVA,
  type AlicuotaIVA,
  alicuotaIvaSchema,
  CBTE_TIPO,
  CONDICIONES_IVA_RECEPTOR,
  condicionIvaReceptorId,
  documentoReceptor,
  erroresDeImportes,
  ID_ALICUOTA_ARCA,
  importesComprobante,
  letraComprobante,
  MONTO_MAXIMO_SIN_IDENTIFICAR,
  SIN_DOCUMENTO_EN_FACTURA_A,
} from './facturacion';
import { aCentavos } from './dinero';

const lineas = (importe: number, alicuota: AlicuotaIVA, cuantas: number) => Array.from({ length: cuantas }, () => ({ importe, alicuota }));

describe('IVA rate of a product', () => {
  it('takes only the known rates, as typed or read from a spreadsheet', () => {
    expect([10.5, '10,5', '21 %', ' exento ', 0].map((a) => alicuotaIvaSchema.parse(a))).toEqual(['10.5', '10.5', '21', 'Exento', '0']);
    expect(ALICUOTAS_IVA.map((a) => alicuotaIvaSchema.parse(a))).toEqual([...ALICUOTAS_IVA]);
    expect(alicuotaIvaSchema.safeParse('19').error?.issues[0].message).toBe('Alícuota de IVA inválida: 21, 10.5, 27, 5, 2.5, 0 o Exento');
  });

  it("carries ARCA's ids; exento has none", () => {
    expect(ID_ALICUOTA_ARCA).toEqual({ '0': 3, '10.5': 4, '21': 5, '27': 6, '5': 8, '2.5': 9 });
    expect('Exento' in ID_ALICUOTA_ARCA).toBe(false);
  });
});

describe('letter and type', () => {
  it.each([
    ['Responsable Inscripto', 'Responsable Inscripto', 'A'],
    ['Responsable Inscripto', 'Monotributista', 'A'],
    ['Responsable Inscripto', 'Exento', 'B'],
    ['Responsable Inscripto', 'Consumidor Final', 'B'],
    ['Responsable Inscripto', null, 'B'],
    ['Monotributista', 'Responsable Inscripto', 'C'],
    ['Monotributista', 'Monotributista', 'C'],
    ['Monotributista', 'Exento', 'C'],
    ['Monotributista', 'Consumidor Final', 'C'],
    ['Monotributista', null, 'C'],
  ] as const)('%s to %s is %s', (emisor, receptor, letra) => {
    expect(letraComprobante(emisor, receptor)).toBe(letra);
    // The receptor's condition ARCA is told admits that letter.
    const id = condicionIvaReceptorId(receptor);
    expect(CONDICIONES_IVA_RECEPTOR.find((c) => c.id === id)?.letras).toContain(letra);
  });

  it("has WSFEv1's CbteTipo codes", () => {
    expect(CBTE_TIPO).toEqual({
      Factura: { A: 1, B: 6, C: 11 },
      'Nota de débito': { A: 2, B: 7, C: 12 },
      'Nota de crédito': { A: 3, B: 8, C: 13 },
    });
  });

  it('maps the client condition to CondicionIVAReceptorId (none known: consumidor final)', () => {
    expect(
      ['Responsable Inscripto', 'Monotributista', 'Exento', 'Consumidor Final', null].map((c) => condicionIvaReceptorId(c as never)),
    ).toEqual([1, 6, 4, 5, 5]);
  });
});

describe("the receptor's document", () => {
  it.each([
    [{ cuit: '20123456786' }, 'A', 1000, { DocTipo: 80, DocNro: 20123456786 }],
    [{ cuit: '20123456786', dni: '12345678' }, 'B', 1000, { DocTipo: 80, DocNro: 20123456786 }],
    [{ dni: '12345678' }, 'B', MONTO_MAXIMO_SIN_IDENTIFICAR + 1, { DocTipo: 96, DocNro: 12345678 }],
    [{}, 'B', MONTO_MAXIMO_SIN_IDENTIFICAR, { DocTipo: 99, DocNro: 0 }],
    [{ cuit: null }, 'C', 500, { DocTipo: 99, DocNro: 0 }],
    [{}, 'A', 500, { error: SIN_DOCUMENTO_EN_FACTURA_A }],
    [{ dni: '12345678' }, 'A', 500, { error: SIN_DOCUMENTO_EN_FACTURA_A }],
    [
      {},
      'B',
      MONTO_MAXIMO_SIN_IDENTIFICAR + 0.01,
      { error: 'Un comprobante de más de $ 10.000.000 necesita el CUIT o el DNI del cliente (DocTipo 80 o 96)' },
    ],
  ] as const)('%o on %s for %d', (receptor, letra, total, documento) => {
    expect(documentoReceptor(receptor, letra, total)).toEqual(documento);
  });
});

describe('amounts of a comprobante from final prices', () => {
  it('splits one line of each rate; exento goes to ImpOpEx, in id order', () => {
    const importes = importesComprobante(
      [
        { importe: 121, alicuota: '21' },
        { importe: 110.5, alicuota: '10.5' },
        { importe: 127, alicuota: '27' },
        { importe: 105, alicuota: '5' },
        { importe: 102.5, alicuota: '2.5' },
        { importe: 100, alicuota: '0' },
        { importe: 50, alicuota: 'Exento' },
      ],
      'B',
    );
    expect(importes).toEqual({
      ImpTotal: 716,
      ImpTotConc: 0,
      ImpNeto: 600,
      ImpOpEx: 50,
      ImpIVA: 66,
      ImpTrib: 0,
      Iva: [
        { Id: 3, BaseImp: 100, Importe: 0 },
        { Id: 4, BaseImp: 100, Importe: 10.5 },
        { Id: 5, BaseImp: 100, Importe: 21 },
        { Id: 6, BaseImp: 100, Importe: 27 },
        { Id: 8, BaseImp: 100, Importe: 5 },
        { Id: 9, BaseImp: 100, Importe: 2.5 },
      ],
    });
    expect(erroresDeImportes(importes)).toEqual([]);
  });

  it("the issue's case: three lines of $ 2.999,99 at 10.5 % and three at 21 %", () => {
    const importes = importesComprobante([...lineas(2999.99, '10.5', 3), ...lineas(2999.99, '21', 3)], 'A');
    expect(importes.ImpTotal).toBe(17999.94);
    expect(importes.Iva).toEqual([
      { Id: 4, BaseImp: 8144.77, Importe: 855.2 },
      { Id: 5, BaseImp: 7437.99, Importe: 1561.98 },
    ]);
    expect(erroresDeImportes(importes)).toEqual([]);
  });

  // Each case broke a naive rounding: the split per line adds each line's half cent (20 × $ 1,99 at 21 %: the IVA
  // per line is 0,35 × 20 = 7,00 against a base of 32,80 × 21 % = 6,888), and net and IVA rounded apart lose the
  // total (3 × $ 1,99: 1,64 + 0,34 is 1,98).
  it.each([
    ['20 × 1,99 at 21 %', lineas(1.99, '21', 20)],
    ['20 × 0,99 at 10.5 %', lineas(0.99, '10.5', 20)],
    ['20 × 9,99 at 21 % and 20 × 4,99 at 10.5 %', [...lineas(9.99, '21', 20), ...lineas(4.99, '10.5', 20)]],
    [
      '3 × 1,99 at 21 %, 7 × 0,01 at 27 % and one exempt',
      [...lineas(1.99, '21', 3), ...lineas(0.01, '27', 7), { importe: 3.33, alicuota: 'Exento' as const }],
    ],
    ['the five rates, 13 lines each of 12,50', (['21', '10.5', '27', '5', '2.5'] as const).flatMap((a) => lineas(12.5, a, 13))],
  ])('%s: total kept, ARCA checks pass', (_caso, lineasDelCaso) => {
    const importes = importesComprobante(lineasDelCaso, 'B');
    expect(aCentavos(importes.ImpTotal)).toBe(lineasDelCaso.reduce((suma, { importe }) => suma + aCentavos(importe), 0));
    expect(erroresDeImportes(importes)).toEqual([]);
  });

  it('the checks catch what the per-line split sends', () => {
    // 20 × 1,99 split per line: base 20 × 1,64 = 32,80, IVA 20 × 0,35 = 7,00.
    const porLinea = {
      ImpTotal: 39.8,
      ImpTotConc: 0,
      ImpNeto: 32.8,
      ImpOpEx: 0,
      ImpIVA: 7,
      ImpTrib: 0,
      Iva: [{ Id: 5, BaseImp: 32.8, Importe: 7 }],
    };
    expect(erroresDeImportes(porLinea)).toEqual(['El IVA al 21 % (7) no es su base (32.8) por la alícuota']);
    expect(erroresDeImportes({ ...porLinea, ImpIVA: 6.89, Iva: [{ Id: 5, BaseImp: 32.8, Importe: 6.89 }] })).toEqual([
      'ImpTotal no es ImpNeto + ImpIVA + ImpOpEx + ImpTotConc + ImpTrib',
    ]);
  });

  it('a C discriminates no IVA: everything is ImpNeto', () => {
    expect(importesComprobante([...lineas(2999.99, '21', 3), { importe: 10, alicuota: 'Exento' }], 'C')).toEqual({
      ImpTotal: 9009.97,
      ImpTotConc: 0,
      ImpNeto: 9009.97,
      ImpOpEx: 0,
      ImpIVA: 0,
      ImpTrib: 0,
      Iva: [],
    });
  });
});
