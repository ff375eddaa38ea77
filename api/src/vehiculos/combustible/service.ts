import type { Knex } from 'knex';
import { type CargaCombustible, type CargaCombustibleInput, consumos, esAtipico, mediana } from '#dominio/combustible';
import { diaNegocio } from '#dominio/fechas';
import { formatoCantidad } from '#dominio/formatos';
import { auditar } from '../../auditoria/registro.js';
import type { Config } from '../../config.js';
import { enTransaccion } from '../../idempotencia/claves.js';
import { fetchPage } from '../../db/queries.js';
import type { ListQuery } from '../../nucleo/listQuery.js';
import type { Sesion } from '../../nucleo/sesion.js';
import { registrarKilometraje } from '../kilometraje/service.js';
import { asegurarVehiculo, bloquearVehiculo, cambiosDelVehiculo } from '../vehiculo/consultas.js';
import { cargaMapper } from './mapper.js';

// The fuel log. A load is also a mileage reading, with the same rule (never below the current
// mileage) in the same transaction; so every new load is the latest by km, and its full-to-full
// consumption is fixed when it is written.

export const ORDEN_CARGAS = { sort: 'Kilometraje', order: 'desc' } as const;

/** The vehicle's median consumption, which a load's is compared with. */
async function medianaDe(db: Knex, vehiculoId: number): Promise<number | null> {
  const valores: number[] = await db('cargas_combustible')
    .where({ vehiculo_id: vehiculoId })
    .whereNotNull('consumo_l100km')
    .pluck('consumo_l100km');
  return mediana(valores);
}

function toApi(row: Record<string, unknown>, medianaVehiculo: number | null): CargaCombustible {
  const carga = cargaMapper.toApi(row);
  return {
    ...carga,
    Atipico: esAtipico(carga.ConsumoL100km, medianaVehiculo),
    Usuario: row.usuario_nombre == null ? null : { Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
  };
}

const litros = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** How the vehicle's audit trail names a load: '40,5 L a 125.000 km', and where ('en YPF Ruta 3'). */
const nombreCarga = (carga: CargaCombustibleInput) =>
  `${litros.format(carga.Litros)} L a ${formatoCantidad(carga.Kilometraje)} km${carga.Estacion ? ` en ${carga.Estacion}` : ''}`;

/** The consumption of a new load: the loads from the last full tank on, then this one. */
async function consumoDe(trx: Knex, vehiculoId: number, nueva: CargaCombustibleInput): Promise<number | null> {
  const ultimoLleno = trx('cargas_combustible').where({ vehiculo_id: vehiculoId, tanque_lleno: true }).max('kilometraje');
  const previas = await trx('cargas_combustible')
    .where({ vehiculo_id: vehiculoId })
    .where('kilometraje', '>=', ultimoLleno)
    .orderBy([{ column: 'kilometraje' }, { column: 'carga_id' }])
    .select('kilometraje', 'litros', 'tanque_lleno');
  const cargas = previas.map((c) => ({ Kilometraje: c.kilometraje, Litros: c.litros, TanqueLleno: c.tanque_lleno }));
  return consumos([...cargas, nueva]).at(-1) ?? null;
}

export function combustibleService(db: Knex, config: Config) {
  /** A vehicle's loads (highest km first by default), each with its consumption and flag. */
  async function listar(vehiculoId: number, listQuery: ListQuery): Promise<{ data: CargaCombustible[]; total: number }> {
    await asegurarVehiculo(db, vehiculoId);
    const medianaVehiculo = await medianaDe(db, vehiculoId);
    const query = db('cargas_combustible as c')
      .leftJoin('usuarios as u', 'u.usuario_id', 'c.usuario_id')
      .where('c.vehiculo_id', vehiculoId)
      .select('c.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
    const { rows, total } = await fetchPage(query, listQuery, 'carga_id');
    return { data: rows.map((row) => toApi(row, medianaVehiculo)), total };
  }

  /** POST /vehiculos/:id/combustible: the load and its mileage reading, or neither. */
  async function registrar(vehiculoId: number, input: CargaCombustibleInput, sesion: Sesion, trx?: Knex.Transaction): Promise<CargaCombustible> {
    return enTransaccion(db, trx, async (trx) => {
      const vehiculo = await bloquearVehiculo(trx, vehiculoId);
      const now = config.now();
      await registrarKilometraje(trx, { vehiculoId, kilometraje: input.Kilometraje, usuarioId: sesion.UsuarioID, fecha: now }, 'Kilometraje');
      const [row] = await trx('cargas_combustible')
        .insert({
          ...cargaMapper.toRow(input),
          fecha: input.Fecha ?? diaNegocio(now, config.zonaNegocio),
          consumo_l100km: await consumoDe(trx, vehiculoId, input),
          vehiculo_id: vehiculoId,
          usuario_id: sesion.UsuarioID,
          created_at: now,
        })
        .returning('*');
      // The load's reading is part of it: the mileage it moved goes in the load's one row.
      await auditar(trx, sesion, {
        entidad: 'vehiculos',
        id: vehiculoId,
        accion: 'crear',
        parte: { tipo: 'combustible', id: row.carga_id },
        resumen: nombreCarga(input),
        despues: cargaMapper.toApi(row),
        cambios: await cambiosDelVehiculo(trx, vehiculo),
      });
      return toApi({ ...row, usuario_nombre: sesion.Nombre, usuario_apellido: sesion.Apellido }, await medianaDe(trx, vehiculoId));
    });
  }

  return { listar, registrar };
}
