import type { Knex } from 'knex';
import {
  type Cliente,
  type ClienteFilter,
  type ClienteInput,
  type ClienteUpdate,
  DIAS_CREDITO_POR_DEFECTO,
  SOLO_QUIEN_FIJA_CREDITO,
  SOLO_QUIEN_FIJA_LISTA,
} from '#dominio/clientes';
import { ROLES_COBRO } from '#dominio/cuentas';
import { cuitRepetido } from '#dominio/fiscal';
import { fetchPage, whereSearch } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../nucleo/sesion.js';
import { conIndicesUnicos, forbidden, type MensajesDeUnicos, notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { clienteMapper } from './mapper.js';
import { comprobarListaElegible } from '../listas/service.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';
import { comprobarVersion, edicion, inactivacion, versionSiguiente, comprobarCambioDeActivo } from '../versiones.js';

export const CLIENTE_NO_ENCONTRADO = 'Cliente no encontrado';
/** What the clients' unique indexes mean (migration 032): a CUIT another client has, on a create, an edit or an import. */
export const UNICOS_CLIENTES: MensajesDeUnicos = { clientes_cuit_unico: (cuit) => cuitRepetido('cliente', cuit) };
const SOLO_ADMINISTRADOR_ACTIVO = 'Solo un administrador puede activar o inactivar clientes';

type Condiciones = Pick<Cliente, 'LimiteCredito' | 'DiasCredito' | 'ListaPrecioID'>;
const CONDICIONES_NUEVO: Condiciones = { LimiteCredito: null, DiasCredito: DIAS_CREDITO_POR_DEFECTO, ListaPrecioID: null };

/**
 * The credit terms and the price list are money decisions: the roles that record payments set them (403 for the
 * others, who may still send the values the client has, as a whole form does). Answers the field changed and why.
 */
function condicionProhibida(sesion: Sesion, actual: Condiciones, input: ClienteUpdate) {
  if (ROLES_COBRO.includes(sesion.Rol)) return undefined;
  for (const campo of ['LimiteCredito', 'DiasCredito', 'ListaPrecioID'] as const)
    if (input[campo] !== undefined && input[campo] !== actual[campo])
      return { campo, mensaje: campo === 'ListaPrecioID' ? SOLO_QUIEN_FIJA_LISTA : SOLO_QUIEN_FIJA_CREDITO };
  return undefined;
}

/**
 * What a new client may not carry for the role (the field and why): POST /clientes answers it as a
 * 403, an import as its row's error.
 */
export function prohibidoAlCrearCliente(input: ClienteInput, sesion: Sesion): { campo: string; mensaje: string } | undefined {
  if (!input.Active && sesion.Rol !== 'Administrador') return { campo: 'Active', mensaje: SOLO_ADMINISTRADOR_ACTIVO };
  return condicionProhibida(sesion, CONDICIONES_NUEVO, input);
}

export function clientesService(db: Knex, config: Config) {
  async function obtener(id: number): Promise<Cliente> {
    const row = await db('clientes').where({ cliente_id: id }).first();
    if (!row) throw notFound(CLIENTE_NO_ENCONTRADO);
    return clienteMapper.toApi(row);
  }

  async function listar(filter: ClienteFilter, listQuery: ListQuery) {
    const query = db('clientes').select(clienteMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    whereSearch(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'cliente_id', {
      tabla: 'clientes',
      filtros: { active: filter.active },
      busquedaLeidaUnaVez: true,
    });
    return { data: rows.map(clienteMapper.toApi), total };
  }

  async function crear(input: ClienteInput, sesion: Sesion): Promise<Cliente> {
    const prohibido = prohibidoAlCrearCliente(input, sesion);
    if (prohibido) throw forbidden(prohibido.mensaje);
    return conIndicesUnicos(UNICOS_CLIENTES, () =>
      db.transaction(async (trx) => {
        await comprobarListaElegible(trx, input.ListaPrecioID);
        const [row] = await trx('clientes').insert(clienteMapper.toRow(input)).returning('*');
        const cliente = clienteMapper.toApi(row);
        await auditar(trx, sesion, { entidad: 'clientes', id: cliente.ClienteID, accion: 'crear', despues: cliente });
        return cliente;
      }),
    );
  }

  /**
   * Inactivating is for administrators, also through the form's Active checkbox, and so is
   * reactivating (as for suppliers and vehicles): other roles may send Active, but not change it.
   */
  async function editar(id: number, input: ClienteUpdate, sesion: Sesion, version?: number): Promise<Cliente> {
    return conIndicesUnicos(UNICOS_CLIENTES, () =>
      edicion(db, obtener, id, async (trx) => {
        // Locked, so the trail's "before" is what this change replaced, and the version is the one it replaces.
        const current = await trx('clientes').where({ cliente_id: id }).forUpdate().first();
        if (!current) throw notFound(CLIENTE_NO_ENCONTRADO);
        comprobarVersion(current.version, version);
        const antes = clienteMapper.toApi(current);
        comprobarCambioDeActivo(input.Active, current.active, sesion, SOLO_ADMINISTRADOR_ACTIVO);
        const prohibida = condicionProhibida(sesion, antes, input);
        if (prohibida) throw forbidden(prohibida.mensaje);
        await comprobarListaElegible(trx, input.ListaPrecioID, current.lista_precio_id);
        const [row] = await trx('clientes')
          .where({ cliente_id: id })
          .update({ ...clienteMapper.toRow(input), updated_at: config.now(), version: versionSiguiente(trx) })
          .returning('*');
        return auditarModificacion(trx, sesion, { entidad: 'clientes', id, antes, despues: clienteMapper.toApi(row) });
      }),
    );
  }

  const desactivar = inactivacion(editar);

  return { obtener, listar, crear, editar, desactivar };
}
