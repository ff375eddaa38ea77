import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { CONDICIONES_IVA, digitoVerificadorCuit } from '#dominio/fiscal';
import type { MetodoCobro } from '#dominio/cuentas';
import { aCentavos } from '#dominio/dinero';
import { cobrosService } from '../api/src/cobros/service.js';
import { loadConfig } from '../api/src/config.js';
import { sessionOf } from './05_proveedores.js';

// Client accounts of the demo (issue 35): tax identities, credit terms, a month of payments (one cheque
// voided), and a few clients above their limit, so the account tab, the receivables and the credit check
// show something real. The debt over 90 days is the old debtors' opening balances (SALDOS_INICIALES): the
// contract's 60 orders are all of the last 90 days. Everything goes through the services, so the ledger
// follows its rules; it runs once (while there are no payments of its month).

/** A CUIT whose check digit exists: prefix and a document number, moved on until AFIP's digit is not 10. */
function cuitDe(prefijo: string, numero: number): string {
  for (let n = numero; ; n++) {
    const diez = `${prefijo}${String(n).padStart(8, '0')}`;
    const digito = digitoVerificadorCuit(diez);
    if (digito !== undefined) return `${diez}${digito}`;
  }
}

/**
 * Opening balances (seeds/03_saldos_iniciales, before any order): what the old debtors (active clients, by
 * position) owed, and how many days ago. Their limits below are less than that.
 */
export const SALDOS_INICIALES = [
  { posicion: 0, importe: 186_400, dias: 124 },
  { posicion: 1, importe: 97_350.5, dias: 112 },
  { posicion: 9, importe: 48_900, dias: 96 },
];
/** Clients (by position) who do not pay this month: the old debtors and one more. */
const SIN_PAGOS = new Set([...SALDOS_INICIALES.map((s) => s.posicion), 4]);
/** Credit terms: limit (null: none) and days, by position; the debtors' limits are below what they owe. */
// biome-ignore format: one record per line, read as a table
const CREDITO: Record<number, { limite: number | null; dias: number }> = {
  0: { limite: 20000, dias: 30 },
  1: { limite: 15000, dias: 15 },
  2: { limite: 500000, dias: 60 },
  3: { limite: 250000, dias: 30 },
  4: { limite: 10000, dias: 30 },
  6: { limite: null, dias: 45 },
  9: { limite: 5000, dias: 15 },
};
/** The days of the month of payments below (a payment is never older). */
export const MES_DE_COBROS = 31;
const METODOS: MetodoCobro[] = ['efectivo', 'transferencia', 'efectivo', 'cheque', 'transferencia', 'otro'];

/** The n-th payment's method, in turn, with what each method names: a cheque its number, a transfer its code. */
export function medioDePago(n: number) {
  const Metodo = METODOS[n % METODOS.length];
  return {
    Metodo,
    Referencia: Metodo === 'cheque' ? `Cheque Banco Nación N° ${40_118_200 + n}` : Metodo === 'transferencia' ? `TRF ${900_000 + n * 37}` : null,
    Comentario: Metodo === 'otro' ? 'Pago con Mercado Pago' : null,
  };
}

export async function seed(knex: Knex): Promise<void> {
  const zona = loadConfig().zonaNegocio;
  const hoy = DateTime.now().setZone(zona).startOf('day');
  // The payments before this month are seeds/04_historia's.
  const desde = hoy.minus({ days: MES_DE_COBROS }).toISODate()!;
  if (await knex('cobros').where('fecha', '>', desde).first('cobro_id')) return;
  const supervisor = await sessionOf(knex, 'Supervisor');
  const administrador = await sessionOf(knex, 'Administrador');
  const clientes: { cliente_id: number; active: boolean }[] = await knex('clientes').orderBy('cliente_id').select('cliente_id', 'active');
  if (!supervisor || !administrador || clientes.length === 0) return;

  // Tax identity: most clients have one (a few final consumers do not), every supplier is a company.
  for (const [i, c] of clientes.entries()) {
    if (i % 5 === 4) continue;
    await knex('clientes')
      .where({ cliente_id: c.cliente_id, cuit: null })
      .update({
        cuit: cuitDe(i % 2 ? '27' : '20', 20_000_000 + c.cliente_id * 731_519),
        condicion_iva: CONDICIONES_IVA[i % CONDICIONES_IVA.length],
      });
  }
  const proveedores: number[] = await knex('proveedores').orderBy('proveedor_id').pluck('proveedor_id');
  for (const [i, id] of proveedores.entries()) {
    await knex('proveedores')
      .where({ proveedor_id: id, cuit: null })
      .update({ cuit: cuitDe('30', 50_000_000 + id * 1_234_567), condicion_iva: i % 4 === 3 ? 'Monotributista' : 'Responsable Inscripto' });
  }

  const activos = clientes.filter((c) => c.active).map((c) => c.cliente_id);
  let instante = new Date();
  const config = { now: () => instante, zonaNegocio: zona };

  // A month of payments: each client who pays settles its two oldest open deliveries a week or two after
  // each (older ones within the last month); every third payment is a round sum, which leaves a little in favour.
  const cobros = cobrosService(knex, config);
  let n = 0;
  for (const [i, clienteId] of activos.entries()) {
    if (SIN_PAGOS.has(i)) continue;
    const abiertas = await knex('entregas')
      .where({ cliente_id: clienteId, anulada: false })
      .whereRaw('cobrado < importe')
      .orderBy(['fecha', 'entrega_id'])
      .select('fecha', 'importe', 'cobrado');
    for (const entrega of abiertas.slice(0, 2)) {
      const dia = DateTime.max(
        DateTime.fromJSDate(entrega.fecha)
          .setZone(zona)
          .plus({ days: 7 + (n % 8) }),
        hoy.minus({ days: 30 - (n % 9) }),
      );
      if (dia > hoy.endOf('day')) continue;
      instante = DateTime.min(dia.set({ hour: 10 + (n % 7) }), DateTime.now()).toJSDate();
      const pendiente = (aCentavos(entrega.importe) - aCentavos(entrega.cobrado)) / 100;
      await cobros.crear(
        {
          Fecha: dia.toISODate()!,
          ClienteID: clienteId,
          Importe: n % 3 === 2 ? Math.ceil(pendiente / 1000) * 1000 : pendiente,
          ...medioDePago(n),
        },
        n % 4 === 0 ? administrador : supervisor,
      );
      n++;
    }
  }

  // A cheque that bounced: recorded, then voided by the administrator the next day.
  const cheque = await knex('cobros').where({ metodo: 'cheque' }).where('fecha', '>', desde).orderBy('cobro_id').first('cobro_id', 'fecha');
  if (cheque) {
    instante = DateTime.min(DateTime.fromISO(cheque.fecha, { zone: zona }).plus({ days: 1, hours: 11 }), DateTime.now()).toJSDate();
    await cobros.anular(cheque.cobro_id, { Motivo: 'Cheque rechazado por falta de fondos' }, administrador, undefined);
  }

  for (const [posicion, { limite, dias }] of Object.entries(CREDITO)) {
    const clienteId = activos[Number(posicion)];
    if (clienteId) await knex('clientes').where({ cliente_id: clienteId }).update({ limite_credito: limite, dias_credito: dias });
  }
}
