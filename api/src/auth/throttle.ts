import type { Knex } from 'knex';
import { periodicSweep } from '../db/sweep.js';
import { tooManyRequests } from '../errores.js';

/**
 * How one kind of counter slows its key: the first `libres` attempts pass at once; from then on each
 * counted attempt makes the next one wait `primeraEsperaS` seconds, doubled every time, up to
 * `esperaMaximaS`. A counter untouched for `olvidoS` seconds starts again from zero.
 */
export interface Limite {
  libres: number;
  primeraEsperaS: number;
  esperaMaximaS: number;
  olvidoS: number;
}

// Failed sign-ins of one account (or unknown name) from one address, or from one browser it signed in
// from before (its device cookie): this never slows the account from elsewhere, so nobody can lock
// anyone out. Also failed current-password checks of one account (its own password change).
export const POR_CUENTA: Limite = { libres: 3, primeraEsperaS: 1, esperaMaximaS: 60, olvidoS: 15 * 60 };
// Failed sign-ins from one address, whatever the account: looser, against guessing across many accounts.
// A browser with the device cookie of the account it signs in to is not counted here.
export const POR_DIRECCION: Limite = { libres: 20, primeraEsperaS: 1, esperaMaximaS: 5 * 60, olvidoS: 60 * 60 };
// Registrations from one address, successful or not.
export const REGISTROS_POR_DIRECCION: Limite = { libres: 10, primeraEsperaS: 1, esperaMaximaS: 15 * 60, olvidoS: 15 * 60 };

export interface Contador {
  clave: string;
  limite: Limite;
  usuarioId?: number;
}

/** The counters of sign-ins: of an account (or a typed name) from an address, of an address, of an account from a device. */
export const claveDeCuentaYDireccion = (cuenta: string, direccion: string) => `ingreso:${cuenta}@${direccion}`;
export const claveDeDireccion = (direccion: string) => `ingreso@${direccion}`;
export const claveDeCuentaYDispositivo = (cuenta: string, dispositivo: string) => `ingreso:${cuenta}#${dispositivo}`;
// The address in a known account's account-and-address key.
const DIRECCION_DE_LA_CUENTA = /^ingreso:usuario:\d+@(.+)$/;

// Expired counters are deleted at most this often per process: one indexed delete, off the hot path.
const BARRIDO_MS = 60_000;

function espera(limite: Limite, cantidad: number): number {
  if (cantidad < limite.libres) return 0;
  return Math.min(limite.primeraEsperaS * 2 ** (cantidad - limite.libres), limite.esperaMaximaS);
}

function cuando(segundos: number): string {
  if (segundos < 120) return segundos === 1 ? '1 segundo' : `${segundos} segundos`;
  return `${Math.ceil(segundos / 60)} minutos`;
}

/**
 * Attempt counters kept in the database (table intentos), so several server processes share them.
 * An attempt is counted before its outcome is known, in one transaction that locks its counters,
 * so attempts sent in parallel or to other processes cannot all pass before any is counted.
 */
export function throttle(db: Knex, now: () => Date) {
  const barrer = periodicSweep(BARRIDO_MS, (ahora) => db('intentos').where('expira', '<=', ahora).delete());

  return {
    /**
     * Counts one attempt on every counter given, or throws 429 (with the seconds to wait) while any
     * of them is still waiting; a refused attempt is not counted.
     */
    async attempt(contadores: Contador[], mensaje: string): Promise<void> {
      const ahora = now();
      await barrer(ahora);
      // Always locked in the same (locale-free) order, so two attempts sharing counters cannot deadlock.
      const ordenados = [...contadores].sort((a, b) => (a.clave < b.clave ? -1 : 1));
      await db.transaction(async (trx) => {
        const filas = [];
        for (const { clave, usuarioId } of ordenados) {
          // The upsert creates the counter or locks the existing one until the transaction ends.
          const [fila] = await trx('intentos')
            .insert({ clave, usuario_id: usuarioId ?? null, cantidad: 0, expira: ahora })
            .onConflict('clave')
            .merge(['clave'])
            .returning(['cantidad', 'bloqueado_hasta', 'expira']);
          const vigente = new Date(fila.expira) > ahora;
          filas.push({
            cantidad: vigente ? fila.cantidad : 0,
            hasta: vigente && fila.bloqueado_hasta ? new Date(fila.bloqueado_hasta) : undefined,
          });
        }
        const esperaMs = Math.max(0, ...filas.map((f) => (f.hasta ? f.hasta.getTime() - ahora.getTime() : 0)));
        if (esperaMs > 0) {
          const segundos = Math.ceil(esperaMs / 1000);
          throw tooManyRequests(`${mensaje}. Intente nuevamente en ${cuando(segundos)}`, segundos);
        }
        for (const [i, { clave, limite }] of ordenados.entries()) {
          const cantidad = filas[i].cantidad + 1;
          const segundos = espera(limite, cantidad);
          await trx('intentos')
            .where({ clave })
            .update({
              cantidad,
              bloqueado_hasta: segundos > 0 ? new Date(ahora.getTime() + segundos * 1000) : null,
              expira: new Date(ahora.getTime() + limite.olvidoS * 1000),
            });
        }
      });
    },

    /** Forgets the counter of a success (a correct password resets its account-and-address pair). */
    async reset(clave: string): Promise<void> {
      await db('intentos').where({ clave }).delete();
    },

    /**
     * Takes back one attempt counted on a counter that keeps counting after a success (the address's
     * failures): a correct password is not a failure.
     */
    async uncount({ clave, limite }: Contador): Promise<void> {
      await db.transaction(async (trx) => {
        const fila = await trx('intentos').where({ clave }).forUpdate().first('cantidad', 'bloqueado_hasta');
        if (!fila) return;
        const cantidad = Math.max(0, fila.cantidad - 1);
        // Below the free attempts nothing waits; above, the wait earlier failures set stays.
        await trx('intentos')
          .where({ clave })
          .update({ cantidad, bloqueado_hasta: espera(limite, cantidad) > 0 ? fila.bloqueado_hasta : null });
      });
    },

    /**
     * An administrator's "unlock", in the transaction `trx` given: clears every counter of the account
     * (sign-ins from each address and device, password checks) and the address counters of the addresses
     * it failed from, which someone else's failures there may be holding shut.
     */
    async clearAccount(usuarioId: number, trx: Knex = db): Promise<void> {
      const claves: string[] = await trx('intentos').where({ usuario_id: usuarioId }).pluck('clave');
      const direcciones = claves.flatMap((clave) => {
        const direccion = DIRECCION_DE_LA_CUENTA.exec(clave)?.[1];
        return direccion ? [claveDeDireccion(direccion)] : [];
      });
      await trx('intentos').where({ usuario_id: usuarioId }).orWhereIn('clave', direcciones).delete();
    },
  };
}
