import type { Knex } from 'knex';
import {
  type Escala,
  type ItemLista,
  type Lista,
  type ListaFilter,
  type ListaInput,
  type ListaUpdate,
  listaConClientes,
  listaRepetida,
  MENSAJES_LISTA,
} from '#dominio/listas';
import type { Config } from '../config.js';
import { fetchPage, whereSearch } from '../db/queries.js';
import { badRequest, conflict, conIndicesUnicos, type MensajesDeUnicos, notFound, requireActive } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar, auditarModificacion } from '../auditoria/registro.js';
import { comprobarCambioDeActivo, comprobarVersion, edicion, inactivacion, versionSiguiente } from '../versiones.js';
import { listaMapper } from './mapper.js';

export const LISTA_NO_ENCONTRADA = MENSAJES_LISTA.noEncontrada;
const UNICOS: MensajesDeUnicos = { listas_precio_nombre_unico: (nombre) => listaRepetida(nombre ?? '') };

/** A list being chosen for a client must exist and be active (400 otherwise). */
export async function comprobarListaElegible(trx: Knex, listaId: number | null | undefined, actual?: number | null) {
  if (listaId == null || listaId === actual) return;
  const lista = await trx('listas_precio').where({ lista_id: listaId }).first('nombre', 'active');
  requireActive(lista, 'ListaPrecioID', LISTA_NO_ENCONTRADA, (l) => `La lista ${l.nombre} está inactiva`);
}

/** The products a list's items and breaks name must exist (400 naming the first that does not). */
async function comprobarProductos(trx: Knex, { Items = [], Escalas = [] }: { Items?: ItemLista[]; Escalas?: Escala[] }) {
  const ids = [...new Set([...Items, ...Escalas].map((i) => i.ProductoID))];
  if (ids.length === 0) return;
  const existen = new Set(await trx('productos').whereIn('producto_id', ids).pluck('producto_id'));
  const falta = ids.find((id) => !existen.has(id));
  if (falta !== undefined) throw badRequest(`Producto no encontrado: ${falta}`);
}

/** Replaces the list's items and breaks with those given (each a set-based insert). */
async function escribirReglas(trx: Knex, listaId: number, { Items, Escalas }: { Items?: ItemLista[]; Escalas?: Escala[] }) {
  if (Items) {
    await trx('listas_precio_items').where({ lista_id: listaId }).del();
    if (Items.length > 0)
      await trx('listas_precio_items').insert(
        Items.map((i) => ({ lista_id: listaId, producto_id: i.ProductoID, precio: i.Precio, precio_en_pack: i.PrecioEnPack })),
      );
  }
  if (Escalas) {
    await trx('listas_precio_escalas').where({ lista_id: listaId }).del();
    if (Escalas.length > 0)
      await trx('listas_precio_escalas').insert(
        Escalas.map((e) => ({
          lista_id: listaId,
          producto_id: e.ProductoID,
          desde: e.Desde,
          precio: e.Precio ?? null,
          porcentaje: e.Porcentaje ?? null,
        })),
      );
  }
}

/** The lists (Supervisor and Administrador write them; every role reads them, as the order form prices with them). */
export function listasService(db: Knex, config: Pick<Config, 'now'>) {
  async function leer(trx: Knex, id: number, { bloquear = false } = {}) {
    const query = trx('listas_precio').where({ lista_id: id });
    if (bloquear) query.forUpdate();
    const row = await query.first();
    if (!row) throw notFound(LISTA_NO_ENCONTRADA);
    return row;
  }

  /** The list with its items and breaks (by product, then quantity) and how many clients have it. */
  async function obtener(id: number, trx: Knex = db): Promise<Lista> {
    const row = await leer(trx, id);
    const items = await trx('listas_precio_items')
      .where({ lista_id: id })
      .orderBy('producto_id')
      .select('producto_id', 'precio', 'precio_en_pack');
    const escalas = await trx('listas_precio_escalas').where({ lista_id: id }).orderBy(['producto_id', 'desde']).select();
    const [{ n }] = row.es_general
      ? await trx('clientes').whereNull('lista_precio_id').count({ n: '*' })
      : await trx('clientes').where({ lista_precio_id: id }).count({ n: '*' });
    return {
      ...listaMapper.toApi(row),
      Items: items.map((i) => ({
        ProductoID: i.producto_id,
        Precio: Number(i.precio),
        PrecioEnPack: i.precio_en_pack == null ? null : Number(i.precio_en_pack),
      })),
      Escalas: escalas.map((e) => ({
        ProductoID: e.producto_id,
        Desde: e.desde,
        Precio: e.precio == null ? null : Number(e.precio),
        Porcentaje: e.porcentaje == null ? null : Number(e.porcentaje),
      })),
      Clientes: Number(n),
    };
  }

  async function listar(filter: ListaFilter, listQuery: ListQuery) {
    const query = db('listas_precio').select(listaMapper.columns);
    if (filter.active !== undefined) query.where({ active: filter.active });
    whereSearch(query, listQuery.q);
    const { rows, total } = await fetchPage(query, listQuery, 'lista_id');
    return { data: rows.map(listaMapper.toApi), total };
  }

  const crear = (input: ListaInput, sesion: Sesion): Promise<Lista> =>
    conIndicesUnicos(UNICOS, () =>
      db.transaction(async (trx) => {
        await comprobarProductos(trx, input);
        const { Items, Escalas, ...datos } = input;
        const porcentaje = input.Tipo === 'precios' ? 0 : input.Porcentaje;
        const [row] = await trx('listas_precio')
          .insert({ ...listaMapper.toRow(datos), porcentaje, es_general: false })
          .returning('lista_id');
        await escribirReglas(trx, row.lista_id, { Items: input.Tipo === 'precios' ? Items : [], Escalas });
        const lista = await obtener(row.lista_id, trx);
        await auditar(trx, sesion, { entidad: 'listas-precio', id: lista.ListaID, accion: 'crear', despues: resumen(lista) });
        return lista;
      }),
    );

  /**
   * The fields sent; Items and Escalas, when sent, replace the list's. The general list keeps its type and 0 % (they
   * are the products' own prices): only its name, breaks and rounding change.
   */
  const editar = (id: number, input: ListaUpdate, sesion: Sesion, version?: number): Promise<Lista> =>
    conIndicesUnicos(UNICOS, () =>
      edicion(db, obtener, id, async (trx) => {
        const current = await leer(trx, id, { bloquear: true });
        comprobarVersion(current.version, version);
        comprobarCambioDeActivo(input.Active, current.active, sesion, 'Solo un administrador puede activar o inactivar listas de precios');
        const { Items, Escalas, ...datos } = input;
        if (
          current.es_general &&
          ((datos.Tipo && datos.Tipo !== 'porcentaje') || (datos.Porcentaje ?? 0) !== 0 || Items?.length || datos.Active === false)
        )
          throw badRequest(MENSAJES_LISTA.general);
        await comprobarProductos(trx, input);
        const actual = await obtener(id, trx);
        if (datos.Active === false && current.active && actual.Clientes > 0) throw conflict(listaConClientes(current.nombre, actual.Clientes));
        const antes = resumen(actual);
        const tipo = datos.Tipo ?? current.tipo;
        await trx('listas_precio')
          .where({ lista_id: id })
          .update({
            ...listaMapper.toRow(datos),
            ...(tipo === 'precios' ? { porcentaje: 0 } : {}),
            updated_at: config.now(),
            version: versionSiguiente(trx),
          });
        await escribirReglas(trx, id, { Items: tipo === 'precios' ? Items : [], Escalas });
        const despues = await obtener(id, trx);
        await auditarModificacion(trx, sesion, { entidad: 'listas-precio', id, antes, despues: resumen(despues) });
        return despues;
      }),
    );

  return { listar, obtener, crear, editar, desactivar: inactivacion(editar) };
}

/** What the trail keeps of a list: its fields, and its items and breaks counted (a list may hold thousands). */
function resumen({ Items, Escalas, Clientes: _clientes, ...lista }: Lista) {
  return { ...lista, Items: Items.length, Escalas: Escalas.length };
}
