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
import { DateTime } from 'luxon';
import { diaNegocio } from '#dominio/fechas';
import type { Config } from '../config.js';
import { fetchPage, whereSearch } from '../db/queries.js';
import { badRequest, conflict, conIndicesUnicos, type MensajesDeUnicos, notFound, requireActive } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { type Autor, auditar, auditarModificacion } from '../auditoria/registro.js';
import { comprobarCambioDeActivo, comprobarVersion, edicion, inactivacion, versionSiguiente } from '../versiones.js';
import { listaMapper } from './mapper.js';
import { cancelar, diaLegible, programadasDe, programar, resumenDeCambios, soloPrecios, vencidas } from './programadas.js';

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
/** The general list keeps its type and 0 % and stays active: they are the products' own prices (400 otherwise). */
function comprobarGeneral(current: Record<string, unknown>, { Tipo, Porcentaje, Items, Active }: ListaUpdate) {
  if (current.es_general && ((Tipo && Tipo !== 'porcentaje') || (Porcentaje ?? 0) !== 0 || Items?.length || Active === false))
    throw badRequest(MENSAJES_LISTA.general);
}

export function listasService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);

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
      Programadas: await programadasDe(trx, id),
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

  /** Writes the fields and rules given, and the trail's row (at `fecha`, if not now); the checks are the caller's. */
  async function escribir(trx: Knex, id: number, input: ListaUpdate, autor: Autor, programada?: { fecha: Date; resumen: string }) {
    const { Items, Escalas, ...datos } = input;
    const antes = resumen(await obtener(id, trx));
    const tipo = datos.Tipo ?? antes.Tipo;
    await trx('listas_precio')
      .where({ lista_id: id })
      .update({
        ...listaMapper.toRow(datos),
        ...(tipo === 'precios' ? { porcentaje: 0 } : {}),
        updated_at: programada?.fecha ?? config.now(),
        version: versionSiguiente(trx),
      });
    await escribirReglas(trx, id, { Items: tipo === 'precios' ? Items : [], Escalas });
    const despues = await obtener(id, trx);
    await auditarModificacion(trx, autor, { entidad: 'listas-precio', id, antes, despues: resumen(despues), ...programada });
    return despues;
  }

  /** Saves the prices sent for a later day (docs/decisiones.md 105); the name and Active cannot wait (400). */
  async function programarPrecios(trx: Knex, current: Record<string, unknown>, input: ListaUpdate, dia: string, sesion: Sesion) {
    if ((input.Nombre !== undefined && input.Nombre !== current.nombre) || (input.Active !== undefined && input.Active !== current.active))
      throw badRequest(MENSAJES_LISTA.soloPrecios);
    const cambios = soloPrecios(input);
    await programar(trx, current.lista_id as number, cambios, dia, sesion);
    await auditar(trx, sesion, {
      entidad: 'listas-precio',
      id: current.lista_id as number,
      accion: 'modificar',
      resumen: `precios programados desde el ${diaLegible(dia)}: ${resumenDeCambios(cambios)}`,
      cambios: [{ Campo: 'Programada', Antes: null, Despues: diaLegible(dia) }],
    });
    return obtener(current.lista_id as number, trx);
  }

  /**
   * The fields sent; Items and Escalas, when sent, replace the list's. With a VigenteDesde after today, the prices sent
   * are saved for that day instead (programarPrecios).
   */
  const editar = (id: number, { VigenteDesde, ...input }: ListaUpdate, sesion: Sesion, version?: number): Promise<Lista> =>
    conIndicesUnicos(UNICOS, () =>
      edicion(db, obtener, id, async (trx) => {
        const current = await leer(trx, id, { bloquear: true });
        comprobarVersion(current.version, version);
        comprobarGeneral(current, input);
        await comprobarProductos(trx, input);
        if (VigenteDesde !== undefined && VigenteDesde > hoy()) return programarPrecios(trx, current, input, VigenteDesde, sesion);
        comprobarCambioDeActivo(input.Active, current.active, sesion, 'Solo un administrador puede activar o inactivar listas de precios');
        if (input.Active === false && current.active) {
          const { Clientes } = await obtener(id, trx);
          if (Clientes > 0) throw conflict(listaConClientes(current.nombre, Clientes));
        }
        return escribir(trx, id, input, sesion);
      }),
    );

  /** DELETE /listas-precio/{id}/programadas/{programadaId}: the change will not take effect. */
  const cancelarProgramada = (id: number, programadaId: number, sesion: Sesion): Promise<Lista> =>
    db.transaction(async (trx) => {
      await leer(trx, id, { bloquear: true });
      const dia = diaLegible(await cancelar(trx, id, programadaId));
      await auditar(trx, sesion, {
        entidad: 'listas-precio',
        id,
        accion: 'modificar',
        resumen: `cancelados los precios programados desde el ${dia}`,
        cambios: [{ Campo: 'Programada', Antes: dia, Despues: null }],
      });
      return obtener(id, trx);
    });

  /** The changes due by today, applied as their author, dated at their day's start (precios/alDia.ts). Answers how many. */
  async function aplicarProgramadas(): Promise<number> {
    let aplicadas = 0;
    for (const p of await vencidas(db, hoy()))
      await db.transaction(async (trx) => {
        const fila = await trx('listas_precio_programadas').where({ programada_id: p.programada_id, estado: 'Programada' }).forUpdate().first();
        if (!fila) return;
        await leer(trx, fila.lista_id, { bloquear: true });
        const momento = DateTime.fromISO(String(fila.vigente_desde), { zone: config.zonaNegocio }).startOf('day').toJSDate();
        await escribir(trx, fila.lista_id, fila.cambios, fila.usuario_id == null ? null : { UsuarioID: fila.usuario_id }, {
          fecha: momento,
          resumen: `rigen los precios programados para el ${diaLegible(String(fila.vigente_desde))}`,
        });
        await trx('listas_precio_programadas').where({ programada_id: fila.programada_id }).update({ estado: 'Aplicada' });
        aplicadas++;
      });
    return aplicadas;
  }

  return { listar, obtener, crear, editar, desactivar: inactivacion(editar), cancelarProgramada, aplicarProgramadas };
}

/** What the trail keeps of a list: its fields, and its items and breaks counted (a list may hold thousands). */
function resumen({ Items, Escalas, Clientes: _clientes, Programadas: _programadas, ...lista }: Lista) {
  return { ...lista, Items: Items.length, Escalas: Escalas.length };
}
