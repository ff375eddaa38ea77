import type { Knex } from 'knex';
import { type AvisoRespaldo, DIAS_SIN_RESPALDO, type ProgramaRespaldos, type Respaldo } from '#dominio/respaldos';
import { dosCifras } from '#dominio/fechas';
import { fetchPage } from '../db/queries.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { aplicarRetencion, escribirRespaldo, motorDe, nombreDeRespaldo } from './archivos.js';
import type { EntornoDeRespaldos } from './configuracion.js';
import { respaldoMapper } from './mapper.js';
import { volcarPglite, volcarPostgres } from './volcado.js';

type Origen = Respaldo['Origen'];

const DIA_MS = 86_400_000;
// The migration that made backups exist: a database never warns of a backup missing from before it.
const MIGRACION = '20261202_033_respaldos';
// pg_try_advisory_xact_lock's key: held by the one process of several that takes a night's backup.
const CERROJO_PROGRAMADO = 440_330_044;

// One backup at a time per database in this process: two dumps of PGlite would each hold its one connection and its memory.
const enCurso = new WeakMap<Knex, Promise<unknown>>();

function deAUno<T>(db: Knex, tarea: () => Promise<T>): Promise<T> {
  const anterior = enCurso.get(db) ?? Promise.resolve();
  const esta = anterior.then(tarea, tarea);
  enCurso.set(
    db,
    esta.catch(() => undefined),
  );
  return esta;
}

const mensajeDe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The backups of a database (issue 44): take one and record the attempt, ok or failed, then keep only the newest
 * RESPALDO_CONSERVAR files; the night's one, taken once whatever the number of server processes; the list, the
 * schedule and the dashboard's warning. Used by the server and by `npm run respaldo` (comandos.ts).
 */
export function respaldosService(db: Knex, config: EntornoDeRespaldos) {
  const motor = motorDe(config.databaseUrl);
  const { directorio, conservar } = config.respaldos;
  let hayTabla: Promise<boolean> | undefined;

  const volcar = (destino: string) => (config.databaseUrl ? volcarPostgres(config.databaseUrl, destino) : volcarPglite(db, destino));

  /** The attempt's row, and the files the retention deleted marked so; nothing on a database from before migration 033. */
  async function registrar(trx: Knex, fila: Record<string, unknown>, borrados: string[]): Promise<Record<string, unknown> | undefined> {
    hayTabla ??= db.schema.hasTable('respaldos');
    if (!(await hayTabla)) return undefined;
    if (borrados.length > 0) {
      await trx('respaldos').whereIn('archivo', borrados).whereNull('borrado_en').update({ borrado_en: config.now() });
    }
    const [registrada] = await trx('respaldos').insert(fila).returning(respaldoMapper.columns);
    return registrada;
  }

  /** Takes a backup into BACKUP_DIR and records the attempt; after a good one, deletes the oldest beyond RESPALDO_CONSERVAR. */
  async function tomar(origen: Origen, trx: Knex = db, programadoPara?: Date): Promise<Respaldo> {
    const fecha = config.now();
    const inicio = performance.now();
    let resultado: Pick<Respaldo, 'Resultado' | 'Archivo' | 'Tamano' | 'Error'>;
    let borrados: string[] = [];
    try {
      const { archivo, tamano } = await escribirRespaldo(directorio, nombreDeRespaldo(fecha, config.zonaNegocio, motor), volcar);
      resultado = { Resultado: 'ok', Archivo: archivo, Tamano: tamano, Error: null };
    } catch (error) {
      resultado = { Resultado: 'fallido', Archivo: null, Tamano: null, Error: mensajeDe(error) };
    }
    try {
      if (resultado.Resultado === 'ok') borrados = aplicarRetencion(directorio, conservar);
    } catch (error) {
      // The backup is good all the same.
      resultado.Error = `no se pudieron borrar los respaldos más viejos: ${mensajeDe(error)}`;
    }
    const fila = respaldoMapper.toRow({ Fecha: fecha, Origen: origen, ...resultado });
    const registrada = await registrar(
      trx,
      { ...fila, duracion_ms: Math.round(performance.now() - inicio), programado_para: programadoPara ?? null },
      borrados,
    );
    return registrada ? respaldoMapper.toApi(registrada) : { RespaldoID: 0, Fecha: fecha, Origen: origen, ...resultado, Borrado: null };
  }

  /** `npm run respaldo`: one now (with the server running on PGlite, the server takes it: canal.ts). */
  function manual(): Promise<Respaldo> {
    return deAUno(db, () => tomar('manual'));
  }

  /**
   * The backup of the nightly slot `horario`, unless it was already taken (by this process or another) or the slot
   * is older than the backups themselves. Of several processes on PostgreSQL, the one holding the advisory lock
   * takes it while the others skip; its row, written before the lock is let go, tells later ones it is done.
   */
  function programado(horario: Date): Promise<Respaldo | undefined> {
    const tomarSiFalta = async (trx: Knex) => {
      if (await trx('respaldos').where({ programado_para: horario }).first('respaldo_id')) return undefined;
      if (horario < (await desde(trx))) return undefined;
      return tomar('programado', trx, horario);
    };
    if (!config.databaseUrl) return deAUno(db, () => tomarSiFalta(db));
    return deAUno(db, () =>
      db.transaction(async (trx) => {
        const { rows } = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS libre', [CERROJO_PROGRAMADO]);
        return rows[0].libre ? tomarSiFalta(trx) : undefined;
      }),
    );
  }

  async function desde(trx: Knex): Promise<Date> {
    const fila = await trx('knex_migrations').where({ name: MIGRACION }).first('migration_time');
    return fila ? new Date(fila.migration_time) : new Date(0);
  }

  /** GET /respaldos: one page of attempts, newest first. */
  async function listar(listQuery: ListQuery) {
    const { rows, total } = await fetchPage(db('respaldos').select(respaldoMapper.columns), listQuery, 'respaldo_id');
    return { data: rows.map((row) => respaldoMapper.toApi(row)), total };
  }

  /** GET /respaldos/programa. */
  function programa(): ProgramaRespaldos {
    const { automatico, hora } = config.respaldos;
    return { Automatico: automatico, Hora: `${dosCifras(hora.hora)}:${dosCifras(hora.minuto)}`, Conservar: conservar, Directorio: directorio };
  }

  /**
   * The dashboard's warning, for an Administrador: with the nightly backup on, when the last attempt failed, or the
   * last good one (or, if none, the start of backups) is older than DIAS_SIN_RESPALDO days. One statement.
   */
  async function aviso(): Promise<AvisoRespaldo | undefined> {
    if (!config.respaldos.automatico) return undefined;
    const { ultimo, bueno, inicio } = await db
      .select({
        ultimo: db('respaldos')
          .orderBy([
            { column: 'fecha', order: 'desc' },
            { column: 'respaldo_id', order: 'desc' },
          ])
          .limit(1)
          .select('resultado'),
        bueno: db('respaldos').where({ resultado: 'ok' }).max('fecha'),
        inicio: db('knex_migrations').where({ name: MIGRACION }).select('migration_time'),
      })
      .first();
    const transcurrido = Math.max(0, config.now().getTime() - new Date(bueno ?? inicio ?? 0).getTime());
    const Dias = bueno ? Math.floor(transcurrido / DIA_MS) : null;
    if (ultimo === 'fallido') return { Motivo: 'fallido', Dias };
    if (transcurrido > DIAS_SIN_RESPALDO * DIA_MS) return { Motivo: bueno ? 'viejo' : 'nunca', Dias };
    return undefined;
  }

  /** Resolves once the backups started so far have ended: the server waits for them before closing the database. */
  const terminados = () => enCurso.get(db) ?? Promise.resolve();

  return { manual, programado, listar, programa, aviso, terminados };
}

export type RespaldosService = ReturnType<typeof respaldosService>;
