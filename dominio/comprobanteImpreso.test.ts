import { describe, expect, it } from 'vitest';
import {
  archivoComprobante,
  type ComprobanteAutorizado,
  condicionReceptor,
  datosQr,
  documentoImpreso,
  lineaSinIva,
  URL_QR_ARCA,
  urlQr,
} from './comprobanteImpreso';

const facturaB: ComprobanteAutorizado = {
  Tipo: 'Factura',
  Letra: 'B',
  CbteTipo: 6,
  PuntoDeVenta: 3,
  Numero: 42,
  Fecha: '2026-12-02',
  ImpTotal: 17999.94,
  DocTipo: 99,
  DocNro: 0,
  CAE: '76123456789012',
};

describe('the QR of RG 4892', () => {
  it.each([
    [
      'a Factura B to a consumidor final not identified',
      facturaB,
      '20-12345678-6',
      {
        fecha: '2026-12-02',
        cuit: 20123456786,
        ptoVta: 3,
        tipoCmp: 6,
        nroCmp: 42,
        importe: 17999.94,
        tipoDocRec: 99,
        nroDocRec: 0,
        codAut: 76123456789012,
      },
    ],
    [
      'a Factura A to a CUIT',
      { ...facturaB, Letra: 'A', CbteTipo: 1, Numero: 7, ImpTotal: 1210, DocTipo: 80, DocNro: 30712345678 },
      '20123456786',
      {
        fecha: '2026-12-02',
        cuit: 20123456786,
        ptoVta: 3,
        tipoCmp: 1,
        nroCmp: 7,
        importe: 1210,
        tipoDocRec: 80,
        nroDocRec: 30712345678,
        codAut: 76123456789012,
      },
    ],
    [
      'a Nota de crédito C to a DNI',
      { ...facturaB, Tipo: 'Nota de crédito', Letra: 'C', CbteTipo: 13, Numero: 1, ImpTotal: 0.01, DocTipo: 96, DocNro: 30123456 },
      '27-23456789-3',
      {
        fecha: '2026-12-02',
        cuit: 27234567893,
        ptoVta: 3,
        tipoCmp: 13,
        nroCmp: 1,
        importe: 0.01,
        tipoDocRec: 96,
        nroDocRec: 30123456,
        codAut: 76123456789012,
      },
    ],
  ] as const)('carries %s with its fields as numbers', (_, comprobante, cuit, esperado) => {
    expect(datosQr(comprobante, cuit)).toEqual({ ver: 1, moneda: 'PES', ctz: 1, tipoCodAut: 'E', ...esperado });
  });

  it('has nothing to say of a comprobante without CAE or number', () => {
    expect(datosQr({ ...facturaB, CAE: null }, '20123456786')).toBeUndefined();
    expect(datosQr({ ...facturaB, Numero: null }, '20123456786')).toBeUndefined();
  });

  it("is ARCA's address with the JSON in base64, read back as it was written", () => {
    const datos = datosQr(facturaB, '20123456786')!;
    const url = urlQr(datos);
    expect(url.startsWith(URL_QR_ARCA)).toBe(true);
    const json = Buffer.from(url.slice(URL_QR_ARCA.length), 'base64').toString('utf8');
    expect(json).toBe(
      '{"ver":1,"fecha":"2026-12-02","cuit":20123456786,"ptoVta":3,"tipoCmp":6,"nroCmp":42,"importe":17999.94,"moneda":"PES","ctz":1,' +
        '"tipoDocRec":99,"nroDocRec":0,"tipoCodAut":"E","codAut":76123456789012}',
    );
  });
});

describe('what the paper says', () => {
  it.each([
    [facturaB, 'Factura-B-0003-00000042.pdf'],
    [{ ...facturaB, Tipo: 'Nota de crédito', Letra: 'A', Numero: 7 }, 'Nota-de-credito-A-0003-00000007.pdf'],
    [{ ...facturaB, Tipo: 'Nota de débito', Letra: 'C', PuntoDeVenta: 12345, Numero: 12345678 }, 'Nota-de-debito-C-12345-12345678.pdf'],
  ] as const)('names the file of %o %s', (comprobante, nombre) => {
    expect(archivoComprobante(comprobante)).toBe(nombre);
  });

  it.each([
    [80, 20123456786, ['CUIT', '20-12345678-6']],
    [96, 30123456, ['DNI', '30123456']],
    [99, 0, undefined],
  ] as const)('prints DocTipo %i as %o', (DocTipo, DocNro, impreso) => {
    expect(documentoImpreso({ DocTipo, DocNro })).toEqual(impreso);
  });

  it("names the receptor's condition as ARCA does", () => {
    expect([1, 4, 5, 6].map(condicionReceptor)).toEqual([
      'IVA Responsable Inscripto',
      'IVA Sujeto Exento',
      'Consumidor Final',
      'Responsable Monotributo',
    ]);
  });

  it.each([
    [
      { PrecioUnitario: 1210, Importe: 2420, AlicuotaIVA: '21' },
      { PrecioUnitario: 1000, Importe: 2000 },
    ],
    [
      { PrecioUnitario: 2999.99, Importe: 8999.97, AlicuotaIVA: '10.5' },
      { PrecioUnitario: 2714.92, Importe: 8144.77 },
    ],
    [
      { PrecioUnitario: 500, Importe: 1500, AlicuotaIVA: 'Exento' },
      { PrecioUnitario: 500, Importe: 1500 },
    ],
    [
      { PrecioUnitario: 99.99, Importe: 99.99, AlicuotaIVA: '0' },
      { PrecioUnitario: 99.99, Importe: 99.99 },
    ],
  ] as const)('takes the IVA out of a line of an A: %o', (linea, sinIva) => {
    expect(lineaSinIva(linea)).toEqual(sinIva);
  });
});
