import { describe, expect, it } from 'vitest';
import {
  CAMPOS_VENTAS_ALICUOTAS,
  CAMPOS_VENTAS_CBTE,
  type Campo,
  type ComprobanteLibroDigital,
  diasDelMes,
  largoDeLinea,
  leerLinea,
  lineaFija,
  mesAnterior,
  registrosLibroIvaDigital,
  textoLibroIvaDigital,
} from './libroIva';

describe('the Libro IVA Digital designs', () => {
  it('are 266 and 62 characters wide, each field where the design puts it', () => {
    expect(largoDeLinea(CAMPOS_VENTAS_CBTE)).toBe(266);
    expect(largoDeLinea(CAMPOS_VENTAS_ALICUOTAS)).toBe(62);
    // Positions (1-based, inclusive) of the design's table.
    const posiciones = (campos: readonly Campo[]) => {
      let desde = 1;
      return Object.fromEntries(
        campos.map(({ nombre, largo }) => {
          const posicion = [desde, desde + largo - 1];
          desde += largo;
          return [nombre, posicion];
        }),
      );
    };
    expect(posiciones(CAMPOS_VENTAS_CBTE)).toMatchObject({
      fecha: [1, 8],
      numero: [17, 36],
      nombre: [79, 108],
      total: [109, 123],
      exento: [154, 168],
      moneda: [229, 231],
      tipoDeCambio: [232, 241],
      cantidadAlicuotas: [242, 242],
      codigoOperacion: [243, 243],
      vencimientoPago: [259, 266],
    });
    expect(posiciones(CAMPOS_VENTAS_ALICUOTAS)).toMatchObject({ netoGravado: [29, 43], alicuota: [44, 47], iva: [48, 62] });
  });
});

describe('lineaFija', () => {
  const campos = [
    { nombre: 'numero', largo: 5, tipo: 'numero' },
    { nombre: 'importe', largo: 15, tipo: 'importe' },
    { nombre: 'fecha', largo: 8, tipo: 'fecha' },
    { nombre: 'texto', largo: 6, tipo: 'texto' },
  ] as const;
  it.each([
    [{ numero: 3, importe: 0.01, fecha: '2026-11-30', texto: 'Ana' }, '00003000000000000001' + '20261130' + 'Ana   '],
    [{ numero: 12345, importe: 1234567.89, fecha: '2026-01-01', texto: 'Ñandú SA' }, '12345000000123456789' + '20260101' + 'Ñandú '],
    // An amount is written without its sign: the comprobante's type says a credit note.
    [{ numero: 0, importe: -121, fecha: '2026-12-01', texto: '' }, '00000000000000012100' + '20261201' + '      '],
    // Two decimals, rounded to the cent as ARCA keeps them.
    [{ numero: 1, importe: 2999.995, fecha: '2026-12-01', texto: 'x' }, '00001000000000300000' + '20261201' + 'x     '],
  ])('writes %o as its fixed-width text', (valores, linea) => {
    expect(lineaFija(campos, valores)).toBe(linea);
    expect(leerLinea(campos, linea)).toEqual({
      numero: linea.slice(0, 5),
      importe: linea.slice(5, 20),
      fecha: linea.slice(20, 28),
      texto: linea.slice(28),
    });
  });
  it('refuses a value that does not fit its field, rather than write a wrong file', () => {
    expect(() => lineaFija(campos, { numero: 123456, importe: 0, fecha: '2026-11-30', texto: '' })).toThrow('numero');
    expect(() => lineaFija(campos, { numero: 1, importe: 1e13, fecha: '2026-11-30', texto: '' })).toThrow('importe');
    expect(() => lineaFija(campos, { numero: 1.5, importe: 0, fecha: '2026-11-30', texto: '' })).toThrow('numero');
  });
});

describe('registrosLibroIvaDigital', () => {
  const base: ComprobanteLibroDigital = {
    Fecha: '2026-11-30',
    Letra: 'A',
    CbteTipo: 1,
    PuntoDeVenta: 3,
    Numero: 42,
    DocTipo: 80,
    DocNro: 20123456786,
    Nombre: 'Carbones del Sur SRL',
    ImpTotal: 4025,
    ImpOpEx: 500,
    Iva: [
      { Id: 4, BaseImp: 1000, Importe: 105 },
      { Id: 5, BaseImp: 2000, Importe: 420 },
    ],
  };
  const leer = (c: ComprobanteLibroDigital) => {
    const { comprobantes, alicuotas } = registrosLibroIvaDigital([c]);
    return { cbte: leerLinea(CAMPOS_VENTAS_CBTE, comprobantes[0]), alicuotas: alicuotas.map((l) => leerLinea(CAMPOS_VENTAS_ALICUOTAS, l)) };
  };

  it.each([
    [
      'an A with two rates and something exempt',
      base,
      '2',
      'E',
      [
        ['0004', '000000000100000', '000000000010500'],
        ['0005', '000000000200000', '000000000042000'],
      ],
    ],
    [
      'a B all taxed',
      { ...base, Letra: 'B', CbteTipo: 6, ImpOpEx: 0 },
      '2',
      ' ',
      [
        ['0004', '000000000100000', '000000000010500'],
        ['0005', '000000000200000', '000000000042000'],
      ],
    ],
    [
      'a B all exempt: one line at 0 %',
      { ...base, Letra: 'B', CbteTipo: 6, ImpTotal: 500, Iva: [] },
      '1',
      'E',
      [['0003', '0'.repeat(15), '0'.repeat(15)]],
    ],
    ['a C: no IVA discriminated, no line', { ...base, Letra: 'C', CbteTipo: 11, ImpOpEx: 0, Iva: [] }, '0', ' ', []],
  ] as const)('%s', (_, comprobante, cantidad, operacion, lineas) => {
    const { cbte, alicuotas } = leer(comprobante as ComprobanteLibroDigital);
    expect(cbte.cantidadAlicuotas).toBe(cantidad);
    expect(cbte.codigoOperacion).toBe(operacion);
    expect(alicuotas.map((a) => [a.alicuota, a.netoGravado, a.iva])).toEqual(lineas);
    for (const a of alicuotas)
      expect([a.tipoComprobante, a.puntoDeVenta, a.numero]).toEqual([cbte.tipoComprobante, cbte.puntoDeVenta, cbte.numero]);
  });

  it("writes the comprobante's identity, document and totals at their places", () => {
    expect(leer(base).cbte).toMatchObject({
      fecha: '20261130',
      tipoComprobante: '001',
      puntoDeVenta: '00003',
      numero: `${'0'.repeat(18)}42`,
      numeroHasta: `${'0'.repeat(18)}42`,
      codigoDocumento: '80',
      numeroDocumento: '00000000020123456786',
      nombre: 'Carbones del Sur SRL          ',
      total: '000000000402500',
      exento: '000000000050000',
      moneda: 'PES',
      tipoDeCambio: '0001000000',
      vencimientoPago: '20261130',
    });
    // A consumidor final without a document: 99 and zeros; a long name cut at 30.
    expect(leer({ ...base, DocTipo: 99, DocNro: 0, Nombre: 'Distribuidora de Carbón Vegetal del Litoral' }).cbte).toMatchObject({
      codigoDocumento: '99',
      numeroDocumento: '0'.repeat(20),
      nombre: 'Distribuidora de Carbón Vegeta',
    });
  });
});

describe('textoLibroIvaDigital', () => {
  it('ends every line with CRLF and keeps one byte per character: what Windows-1252 lacks becomes ?', () => {
    expect(textoLibroIvaDigital(['Ñandú', 'a😀b', 'x'])).toBe('Ñandú\r\na??b\r\nx\r\n');
  });
});

describe('the month', () => {
  it.each([
    ['2026-11', '2026-11-01', '2026-12-01'],
    ['2026-12', '2026-12-01', '2027-01-01'],
    ['2028-02', '2028-02-01', '2028-03-01'],
  ])('%s runs from %s to the day before %s', (mes, desde, hasta) => {
    expect(diasDelMes(mes)).toEqual({ desde, hasta });
  });
  it.each([
    ['2026-12-02', '2026-11'],
    ['2027-01-31', '2026-12'],
  ])('the month before %s is %s', (dia, mes) => {
    expect(mesAnterior(dia)).toBe(mes);
  });
});
