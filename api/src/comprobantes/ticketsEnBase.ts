import type { Knex } from 'knex';
import type { AlmacenDeTickets, TicketDeAcceso } from '../arca/wsaa.js';

// WSAA's access ticket in arca_tickets (issue 45, decision 98): one per service for every server process, renewed by
// one of them. WSAA refuses a second LoginCms while a ticket is valid ("El CEE ya posee un TA valido"), so two
// processes that each asked for their own would leave one without a ticket for up to twelve hours.

interface Fila {
  token: string;
  sign: string;
  vence: Date | string;
}

const leer = (fila: Fila | undefined): TicketDeAcceso | undefined => fila && { token: fila.token, sign: fila.sign, vence: new Date(fila.vence) };

// PGlite's single process: the renewal in course per database, which the next caller waits for.
const renovando = new WeakMap<Knex, Promise<unknown>>();

/**
 * On PostgreSQL (`variosProcesos`) the renewal runs under an advisory lock held by a transaction, so a second process
 * waits and then reads the ticket the first stored. PGlite is one process: its callers take turns in it, with no
 * transaction held over the call to WSAA (it would hold PGlite's only connection).
 */
export function ticketsEnBase(db: Knex, { variosProcesos }: { variosProcesos: boolean }): AlmacenDeTickets {
  return {
    compartido(servicio, vale, pedir) {
      const renovar = async (q: Knex) => {
        const guardado = leer(await q('arca_tickets').where({ servicio }).first());
        if (guardado && vale(guardado)) return guardado;
        const nuevo = await pedir();
        await q('arca_tickets').insert({ servicio, token: nuevo.token, sign: nuevo.sign, vence: nuevo.vence }).onConflict('servicio').merge();
        return nuevo;
      };
      if (!variosProcesos) {
        const turno = (renovando.get(db) ?? Promise.resolve()).catch(() => undefined).then(() => renovar(db));
        renovando.set(db, turno);
        return turno;
      }
      return db.transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`arca_tickets ${servicio}`]);
        return renovar(trx);
      });
    },
  };
}
