import { describe, expect, it } from 'vitest';
import { facturaQueRetiene, importeAcreditado, notaCreditoCreateSchema, restantes } from './notasDeCredito';

// What is left of an invoice line after its credit notes, and what a new note's line may credit (decision 97).

const LINEA = { Renglon: 1, Descripcion: 'Carbón 5 kg', Cantidad: 5, PrecioUnitario: 100, Importe: 500 };

describe('restantes and importeAcreditado', () => {
  it('a return lowers quantity and amount; a price correction only the amount', () => {
    const [r] = restantes(
      [LINEA],
      [
        { RenglonAsociado: 1, Cantidad: 2, Importe: 200 },
        { RenglonAsociado: 1, Cantidad: 0, Importe: 50.5 },
        { RenglonAsociado: 2, Cantidad: 1, Importe: 999 },
      ],
    );
    expect(r).toMatchObject({ Cantidad: 3, Importe: 249.5 });
    // Part of what is left goes at the line's price; all of it closes the line at the amount left.
    expect(importeAcreditado(r, { Cantidad: 2 })).toBe(200);
    expect(importeAcreditado(r, { Cantidad: 3 })).toBe(249.5);
    expect(importeAcreditado(r, { Cantidad: 4 })).toBeUndefined();
    expect(importeAcreditado(r, { Importe: 249.5 })).toBe(249.5);
    expect(importeAcreditado(r, { Importe: 249.51 })).toBeUndefined();
  });

  it('after a price correction, refuses a part of a return worth more than the amount left, and takes all of it for that amount', () => {
    const [r] = restantes([LINEA], [{ RenglonAsociado: 1, Cantidad: 0, Importe: 450 }]);
    expect(importeAcreditado(r, { Cantidad: 1 })).toBeUndefined();
    expect(importeAcreditado(r, { Cantidad: 5 })).toBe(50);
  });
});

describe('notaCreditoCreateSchema', () => {
  it.each([
    [{ Clase: 'Devolución', Motivo: 'x' }, 'Indique al menos una línea con lo que acredita'],
    [
      { Clase: 'Devolución', Motivo: 'x', Completa: true, Lineas: [{ Renglon: 1, Cantidad: 1 }] },
      'Elija la factura completa o las líneas a acreditar, no ambas',
    ],
    [
      { Clase: 'Corrección de precio', Motivo: 'x', Lineas: [{ Renglon: 1, Cantidad: 1 }] },
      'Una corrección de precio acredita importes, no cantidades',
    ],
    [
      {
        Clase: 'Devolución',
        Motivo: 'x',
        Lineas: [
          { Renglon: 1, Cantidad: 1 },
          { Renglon: 1, Cantidad: 2 },
        ],
      },
      'Una línea de la factura se eligió dos veces',
    ],
  ])('refuses %j', (cuerpo, mensaje) => {
    const resultado = notaCreditoCreateSchema.safeParse(cuerpo);
    expect(resultado.success).toBe(false);
    expect(resultado.error?.issues.map((i) => i.message)).toContain(mensaje);
  });
});

describe('facturaQueRetiene', () => {
  const factura = (ComprobanteID: number, Estado = 'Autorizado', ImpTotal = 300) => ({ ComprobanteID, Tipo: 'Factura', Estado, ImpTotal });
  const nota = (ComprobanteAsociadoID: number, ImpTotal: number, Estado = 'Autorizado') => ({
    ComprobanteID: 100 + ImpTotal,
    Tipo: 'Nota de crédito',
    Estado,
    ImpTotal,
    ComprobanteAsociadoID,
  });
  it.each([
    ['no comprobante', [], undefined],
    ['an authorized invoice', [factura(1)], 1],
    ['a pending invoice', [factura(1, 'Pendiente de CAE')], 1],
    ['a rejected invoice', [factura(1, 'Rechazado')], undefined],
    ['an invoice credited in part', [factura(1), nota(1, 100.1)], 1],
    ['an invoice credited whole by two notes', [factura(1), nota(1, 100.1), nota(1, 199.9)], undefined],
    ['an invoice whose whole note is pending', [factura(1), nota(1, 300, 'Pendiente de CAE')], 1],
    ['a rejected invoice, then another one', [factura(1, 'Rechazado'), factura(2)], 2],
    ['an invoice with a debit note of its whole amount', [factura(1), { ...nota(1, 300), Tipo: 'Nota de débito' }], 1],
  ])('%s', (_caso, comprobantes, retiene) => {
    expect(facturaQueRetiene(comprobantes)?.ComprobanteID).toBe(retiene);
  });
});
