import type { Knex } from 'knex';
import { importesComprobante } from '#dominio/facturacion';
import { alicuotaDelConcepto, facturaNoAutorizadaParaDebito, MENSAJES_NOTA_DEBITO, type NotaDebitoInput } from '#dominio/notasDeDebito';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { Facturacion } from './autorizacion.js';
import { escribirNota, facturaDeLaNota } from './notas.js';

// A debit note against an authorized Factura (issue 45, decision 100), written pending its CAE: concepts the client owes
// beyond the invoice, each one unit of its final amount at its rate, no product and no order. The account moves when
// ARCA authorizes it (alAutorizar.ts); no goods ever move.

/** Writes the debit note of invoice `facturaId`, pending its CAE, in `trx` (an Idempotency-Key's) or its own. Answers its id. */
export function crearNotaDeDebito(
  db: Knex,
  f: Facturacion,
  sesion: Sesion,
  nota: { facturaId: number; input: NotaDebitoInput; dia: string },
  trx?: Knex.Transaction,
): Promise<number> {
  return enTransaccion(db, trx, async (trx) => {
    const factura = await facturaDeLaNota(trx, nota.facturaId, {
      noEsFactura: MENSAJES_NOTA_DEBITO.noEsFactura,
      noAutorizada: facturaNoAutorizadaParaDebito,
    });
    const conceptos = nota.input.Lineas.map((c) => ({ ...c, alicuota: alicuotaDelConcepto(c) }));
    return escribirNota(trx, f, sesion, {
      tipo: 'Nota de débito',
      factura,
      dia: nota.dia,
      importes: importesComprobante(
        conceptos.map((c) => ({ importe: c.Importe, alicuota: c.alicuota })),
        factura.letra,
      ),
      motivo: nota.input.Motivo,
      renglones: conceptos.map((c) => ({
        renglon_asociado: null,
        pedido_id: null,
        producto_id: null,
        descripcion: c.Descripcion,
        cantidad: 1,
        precio_unitario: c.Importe,
        importe: c.Importe,
        alicuota_iva: c.alicuota,
      })),
    });
  });
}
