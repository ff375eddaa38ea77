import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { registrarSaldoInicial } from '../api/src/cuentas/ledger.js';
import { loadConfig } from '../api/src/config.js';
import { sessionOf } from './05_proveedores.js';
import { SALDOS_INICIALES } from './06_cuentas.js';

// What the old debtors owed when their accounts came into the system: each one's first move (before the
// orders' deliveries), through the ledger, so balances stay the sum of the moves. Once.
export async function seed(knex: Knex): Promise<void> {
  if (await knex('movimientos_cuenta').where({ tipo: 'saldo_inicial' }).first('movimiento_id')) return;
  const administrador = await sessionOf(knex, 'Administrador');
  const activos: number[] = await knex('clientes').where({ active: true }).orderBy('cliente_id').pluck('cliente_id');
  if (!administrador) return;
  const hoy = DateTime.now().setZone(loadConfig().zonaNegocio).startOf('day');
  for (const { posicion, importe, dias } of SALDOS_INICIALES) {
    const clienteId = activos[posicion];
    if (clienteId === undefined) continue;
    await knex.transaction((trx) =>
      registrarSaldoInicial(trx, {
        clienteId,
        importe,
        fecha: hoy.minus({ days: dias }).set({ hour: 9 }).toJSDate(),
        usuarioId: administrador.UsuarioID,
        comentario: 'Deuda anterior a la cuenta corriente en el sistema',
      }),
    );
  }
}
