import type { Knex } from 'knex';
import type { Entrega, EntregaParcial, NoEntrega } from '#dominio/hojasDeRuta';
import type { Config } from '../config.js';
import { pedidosService } from '../pedidos/service.js';
import type { Sesion } from '../nucleo/sesion.js';
import { entregarParada } from './entregarParada.js';
import { lecturasDeHojas } from './lecturas.js';
import { planificacionDeHojas } from './planificacion.js';

/**
 * Route sheets, as the routes call them: the reads (lecturas.ts), planning and the sheet's state changes
 * (planificacion.ts), and the delivery of a stop (entregarParada.ts), each stop action one kind of it run in
 * its Idempotency-Key's transaction (api/src/idempotencia/): applied once per key.
 */
export function hojasDeRutaService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio' | 'cobroPuertaMargen' | 'descuentosMaximos'>) {
  const pedidos = pedidosService(db, config);
  const reparto = { config, pedidos };
  type Trx = Knex.Transaction;

  return {
    ...lecturasDeHojas(db, config),
    ...planificacionDeHojas(db, config, pedidos),
    entregar: (trx: Trx, hojaId: number, paradaId: number, datos: Entrega, sesion: Sesion) =>
      entregarParada(trx, reparto, hojaId, paradaId, { tipo: 'entregado', datos }, sesion),
    entregaParcial: (trx: Trx, hojaId: number, paradaId: number, datos: EntregaParcial, sesion: Sesion) =>
      entregarParada(trx, reparto, hojaId, paradaId, { tipo: 'parcial', datos }, sesion),
    noEntregado: (trx: Trx, hojaId: number, paradaId: number, datos: NoEntrega, sesion: Sesion) =>
      entregarParada(trx, reparto, hojaId, paradaId, { tipo: 'no_entregado', datos }, sesion),
  };
}
