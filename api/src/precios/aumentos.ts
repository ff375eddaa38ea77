import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { diaNegocio, fechaNegocio } from '#dominio/fechas';
import {
  type Aumento,
  type AumentoInput,
  type CambioDePrecios,
  cambiadoDespues,
  MENSAJES_AUMENTO,
  NOMBRES_ALCANCE,
  type PrecioPrevisto,
  precioConAumento,
  precioNegativo,
  textoDelCambio,
} from '#dominio/precios';
import { aCentavos } from '#dominio/dinero';
import type { Config } from '../config.js';
import { createMapper } from '../db/mapper.js';
import { fetchPage } from '../db/queries.js';
import { badRequest, conflict, notFound } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar, type Autor } from '../auditoria/registro.js';
import { comprobarCategoriaElegible } from '../categorias/service.js';
import { comprobarVersion } from '../versiones.js';
import { registrarPrecios } from './historial.js';

// "Actualizar precios" (issue 47, docs/decisiones.md 102): an increase names what it covers (every active product,
// a category's, a supplier's or a selection), how it changes each price (dominio/precios.ts, the one computation of
// the preview and of what is applied) and the business day it applies from. Today: applied at once, in one
// transaction. A later day: kept as Programado, and applied by the first request of that day (aplicarVencidos),
// dated at the day's start. Undone as a whole while it is Programado or on the day it applied.

/** The preview's sortable fields; the new price follows the current one. */
export const precioPrevistoMapper = createMapper<Pick<PrecioPrevisto, 'ProductoID' | 'Nombre' | 'PrecioActual'>>({
  ProductoID: 'producto_id',
  Nombre: 'nombre',
  PrecioActual: 'precio',
});
export const ORDEN_VISTA_PREVIA = { sort: 'Nombre', order: 'asc' } as const;

export const aumentoMapper = createMapper<Pick<Aumento, 'AumentoID' | 'VigenteDesde' | 'Estado' | 'CreadoAt'>>({
  AumentoID: 'aumento_id',
  VigenteDesde: 'vigente_desde',
  Estado: 'estado',
  CreadoAt: 'creado_at',
});
export const ORDEN_AUMENTOS = { sort: 'AumentoID', order: 'desc' } as const;

type Fila = Record<string, unknown>;

/** The active products an increase covers, with what the preview shows of them. */
function productosDelAlcance(trx: Knex, c: Pick<CambioDePrecios, 'Alcance' | 'CategoriaID' | 'ProveedorID' | 'ProductoIDs'>) {
  const query = trx('productos as p')
    .leftJoin('categorias_producto as c', 'c.categoria_id', 'p.categoria_id')
    .where('p.active', true)
    .select('p.producto_id', 'p.nombre', 'p.precio', 'c.nombre as categoria');
  if (c.Alcance === 'categoria') query.where('p.categoria_id', c.CategoriaID!);
  if (c.Alcance === 'proveedor') query.where('p.proveedor_preferido_id', c.ProveedorID!);
  if (c.Alcance === 'seleccion') query.whereRaw('p.producto_id = ANY(?::int[])', [c.ProductoIDs!]);
  return query;
}

const previsto = (fila: Fila, c: CambioDePrecios): PrecioPrevisto => {
  const PrecioActual = Number(fila.precio);
  const PrecioNuevo = precioConAumento(PrecioActual, c);
  return {
    ProductoID: fila.producto_id as number,
    Nombre: fila.nombre as string,
    Categoria: (fila.categoria as string | null) ?? null,
    PrecioActual,
    PrecioNuevo,
    Diferencia: (aCentavos(PrecioNuevo) - aCentavos(PrecioActual)) / 100,
  };
};

/** The increase's row as the API answers it, with its scope and change in words. */
function aumentoDe(row: Fila): Aumento {
  const cambio = { Modo: row.modo as Aumento['Modo'], Valor: Number(row.valor), Redondeo: Number(row.redondeo) };
  const ids = (row.producto_ids as number[] | null) ?? null;
  const alcance =
    row.alcance === 'categoria'
      ? `Categoría ${row.categoria}`
      : row.alcance === 'proveedor'
        ? `Proveedor ${row.proveedor}`
        : row.alcance === 'seleccion'
          ? `${ids?.length ?? 0} ${ids?.length === 1 ? 'producto elegido' : 'productos elegidos'}`
          : NOMBRES_ALCANCE.todos;
  return {
    AumentoID: row.aumento_id as number,
    Alcance: row.alcance as Aumento['Alcance'],
    CategoriaID: (row.categoria_id as number | null) ?? null,
    ProveedorID: (row.proveedor_id as number | null) ?? null,
    ProductoIDs: ids,
    Descripcion: `${alcance}: ${textoDelCambio(cambio)}`,
    ...cambio,
    VigenteDesde: row.vigente_desde as string,
    Estado: row.estado as Aumento['Estado'],
    Productos: (row.productos as number | null) ?? null,
    Usuario: { UsuarioID: row.usuario_id as number, Nombre: row.usuario_nombre as string, Apellido: row.usuario_apellido as string },
    CreadoAt: row.creado_at as Date,
    AplicadoAt: (row.aplicado_at as Date | null) ?? null,
    DeshechoAt: (row.deshecho_at as Date | null) ?? null,
    Version: row.version as number,
  };
}

const conNombres = (query: Knex.QueryBuilder) =>
  query
    .join('usuarios as u', 'u.usuario_id', 'a.usuario_id')
    .leftJoin('categorias_producto as c', 'c.categoria_id', 'a.categoria_id')
    .leftJoin('proveedores as pr', 'pr.proveedor_id', 'a.proveedor_id')
    .select('a.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido', 'c.nombre as categoria', 'pr.nombre as proveedor');

/** Sets each product's price from the arrays, raising its version (a form open on the old price gets a 409). */
async function fijarPrecios(trx: Knex, ids: number[], precios: number[], ahora: Date) {
  await trx.raw(
    `UPDATE productos AS p SET precio = c.precio, version = p.version + 1, updated_at = ?
     FROM unnest(?::int[], ?::numeric[]) AS c(producto_id, precio) WHERE p.producto_id = c.producto_id`,
    [ahora, ids, precios],
  );
}

export function aumentosService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);

  async function obtener(id: number, trx: Knex = db): Promise<Aumento> {
    const row = await conNombres(trx('aumentos_precio as a')).where('a.aumento_id', id).first();
    if (!row) throw notFound(MENSAJES_AUMENTO.noEncontrado);
    return aumentoDe(row);
  }

  async function listar(listQuery: ListQuery) {
    const { rows, total } = await fetchPage(
      conNombres(db('aumentos_precio as a')),
      { ...listQuery, sortColumn: `a.${listQuery.sortColumn}` },
      'a.aumento_id',
    );
    return { data: rows.map(aumentoDe), total };
  }

  /** Every product the change covers, with its price now and after it: a page, or all of them (the export). */
  async function vistaPrevia(c: CambioDePrecios, listQuery: ListQuery) {
    const query = productosDelAlcance(db, c);
    const { rows, total } = await fetchPage(query, { ...listQuery, sortColumn: `p.${listQuery.sortColumn}` }, 'p.producto_id');
    return { data: rows.map((fila) => previsto(fila, c)), total };
  }

  /** The category or supplier chosen must exist (and a category be active), as a product's own choice. */
  async function comprobarAlcance(trx: Knex, c: CambioDePrecios) {
    if (c.Alcance === 'categoria') await comprobarCategoriaElegible(trx, c.CategoriaID);
    if (c.Alcance === 'proveedor' && !(await trx('proveedores').where({ proveedor_id: c.ProveedorID }).first('proveedor_id')))
      throw badRequest('Proveedor no encontrado', { ProveedorID: 'Proveedor no encontrado' });
  }

  /**
   * Applies the increase whose row is locked: each covered product's new price (those it does not change are left
   * alone), their history and the row's new state, in the caller's transaction. A price that would fall below zero
   * stops an increase applied now (400, nothing written); a scheduled one leaves that product as it is (its price
   * fell since it was scheduled) and says so in the trail.
   */
  async function aplicar(trx: Knex, row: Fila, momento: Date, autor: Autor, { programado }: { programado: boolean }) {
    const c = {
      Alcance: row.alcance,
      CategoriaID: row.categoria_id,
      ProveedorID: row.proveedor_id,
      ProductoIDs: row.producto_ids,
    } as CambioDePrecios;
    const cambio = { Modo: row.modo as CambioDePrecios['Modo'], Valor: Number(row.valor), Redondeo: Number(row.redondeo) };
    const filas: Fila[] = await productosDelAlcance(trx, c).orderBy('p.producto_id').forNoKeyUpdate('p');
    const previstos = filas.map((f) => previsto(f, { ...c, ...cambio }));
    const negativos = previstos.filter((p) => p.PrecioNuevo < 0);
    if (negativos.length > 0 && !programado)
      throw badRequest(precioNegativo(negativos[0].Nombre), { Valor: precioNegativo(negativos[0].Nombre) });
    const cambian = previstos.filter((p) => p.PrecioNuevo >= 0 && p.Diferencia !== 0);
    if (!programado && filas.length === 0) throw badRequest(MENSAJES_AUMENTO.sinProductos);
    if (!programado && cambian.length === 0) throw badRequest(MENSAJES_AUMENTO.sinCambios, { Valor: MENSAJES_AUMENTO.sinCambios });
    await fijarPrecios(
      trx,
      cambian.map((p) => p.ProductoID),
      cambian.map((p) => p.PrecioNuevo),
      momento,
    );
    await registrarPrecios(
      trx,
      cambian.map((p) => ({ productoId: p.ProductoID, anterior: p.PrecioActual, nuevo: p.PrecioNuevo })),
      { origen: 'aumento', usuarioId: autor?.UsuarioID ?? null, aumentoId: row.aumento_id as number, momento },
    );
    await trx('aumentos_precio')
      .where({ aumento_id: row.aumento_id })
      .update({ estado: 'Aplicado', productos: cambian.length, aplicado_at: momento, version: trx.raw('version + 1') });
    const salteados = negativos.length > 0 ? `; sin cambiar ${negativos.map((p) => p.Nombre).join(', ')}: quedaría negativo` : '';
    return { cambiados: cambian.length, salteados };
  }

  /**
   * POST /aumentos-precio: from today (or no day) applied at once; from a later day kept as Programado. A day
   * before today is a 400. Under an Idempotency-Key the whole of it runs in the key's transaction (`trx`).
   */
  async function crear(input: AumentoInput, sesion: Sesion, trx?: Knex.Transaction): Promise<Aumento> {
    const desde = input.VigenteDesde ?? hoy();
    if (desde < hoy()) throw badRequest(MENSAJES_AUMENTO.fechaPasada, { VigenteDesde: MENSAJES_AUMENTO.fechaPasada });
    return enTransaccion(db, trx, async (trx) => {
      await comprobarAlcance(trx, input);
      const ahora = config.now();
      const [row] = await trx('aumentos_precio')
        .insert({
          alcance: input.Alcance,
          categoria_id: input.Alcance === 'categoria' ? input.CategoriaID : null,
          proveedor_id: input.Alcance === 'proveedor' ? input.ProveedorID : null,
          producto_ids: input.Alcance === 'seleccion' ? [...new Set(input.ProductoIDs)] : null,
          modo: input.Modo,
          valor: input.Valor,
          redondeo: input.Redondeo,
          vigente_desde: desde,
          estado: 'Programado',
          usuario_id: sesion.UsuarioID,
          creado_at: ahora,
        })
        .returning('*');
      const id = row.aumento_id as number;
      if (desde === hoy()) {
        const { cambiados } = await aplicar(trx, row, ahora, sesion, { programado: false });
        const aumento = await obtener(id, trx);
        await auditar(trx, sesion, { entidad: 'aumentos-precio', id, accion: 'crear', resumen: `${aumento.Descripcion}; ${cambiados} precios` });
        return aumento;
      }
      const [{ n }] = await productosDelAlcance(trx, input).clearSelect().count({ n: '*' });
      if (Number(n) === 0) throw badRequest(MENSAJES_AUMENTO.sinProductos);
      const aumento = await obtener(id, trx);
      const rige = fechaNegocio(`${desde}T12:00:00Z`, 'UTC');
      await auditar(trx, sesion, {
        entidad: 'aumentos-precio',
        id,
        accion: 'crear',
        resumen: `${aumento.Descripcion}; programado desde el ${rige}`,
      });
      return aumento;
    });
  }

  /**
   * The scheduled increases whose day has come, oldest first, each in its own transaction and dated at the start
   * of its day: the row is locked and read again, so of several processes only one applies each. Answers how many.
   */
  async function aplicarVencidos(): Promise<number> {
    const dia = hoy();
    const ids: number[] = await db('aumentos_precio')
      .where({ estado: 'Programado' })
      .where('vigente_desde', '<=', dia)
      .orderBy(['vigente_desde', 'aumento_id'])
      .pluck('aumento_id');
    let aplicados = 0;
    for (const id of ids) {
      await db.transaction(async (trx) => {
        const row = await trx('aumentos_precio').where({ aumento_id: id, estado: 'Programado' }).forUpdate().first();
        if (!row) return;
        const momento = DateTime.fromISO(String(row.vigente_desde), { zone: config.zonaNegocio }).startOf('day').toJSDate();
        const autor = { UsuarioID: row.usuario_id as number };
        const { cambiados, salteados } = await aplicar(trx, row, momento, autor, { programado: true });
        await auditar(trx, autor, {
          entidad: 'aumentos-precio',
          id,
          accion: 'cambiar_estado',
          resumen: `aplicado: ${cambiados} precios${salteados}`,
          cambios: [{ Campo: 'Estado', Antes: 'Programado', Despues: 'Aplicado' }],
          fecha: momento,
        });
        aplicados++;
      });
    }
    return aplicados;
  }

  /**
   * POST /aumentos-precio/{id}/deshacer: a Programado one is cancelled; an Aplicado one, on the business day it
   * applied, gives every product it changed its price before, unless a price changed again since (409 naming them:
   * undoing would wipe that change). Its history says so (origen 'deshacer').
   */
  async function deshacer(id: number, sesion: Sesion, version?: number): Promise<Aumento> {
    return db.transaction(async (trx) => {
      const row = await trx('aumentos_precio').where({ aumento_id: id }).forUpdate().first();
      if (!row) throw notFound(MENSAJES_AUMENTO.noEncontrado);
      comprobarVersion(row.version, version);
      if (row.estado === 'Deshecho') throw conflict(MENSAJES_AUMENTO.yaDeshecho);
      const ahora = config.now();
      if (row.estado === 'Aplicado') {
        if (diaNegocio(row.aplicado_at, config.zonaNegocio) !== hoy()) throw conflict(MENSAJES_AUMENTO.soloElMismoDia);
        const entradas: Fila[] = await trx('precios_historial as h')
          .join('productos as p', 'p.producto_id', 'h.producto_id')
          .where({ 'h.aumento_id': id, 'h.origen': 'aumento' })
          .orderBy('h.producto_id')
          .forNoKeyUpdate('p')
          .select('h.producto_id', 'h.precio_anterior', 'h.precio_nuevo', 'p.nombre', 'p.precio', 'h.historial_id');
        const cambiados = await trx('precios_historial as h')
          .join('precios_historial as despues', 'despues.producto_id', 'h.producto_id')
          .join('productos as p', 'p.producto_id', 'h.producto_id')
          .where({ 'h.aumento_id': id, 'h.origen': 'aumento' })
          .whereRaw('despues.historial_id > h.historial_id')
          .distinct('p.nombre')
          .orderBy('p.nombre')
          .pluck('p.nombre');
        if (cambiados.length > 0) throw conflict(cambiadoDespues(cambiados.slice(0, 3), cambiados.length));
        await fijarPrecios(
          trx,
          entradas.map((e) => e.producto_id as number),
          entradas.map((e) => Number(e.precio_anterior)),
          ahora,
        );
        await registrarPrecios(
          trx,
          entradas.map((e) => ({ productoId: e.producto_id as number, anterior: Number(e.precio_nuevo), nuevo: Number(e.precio_anterior) })),
          { origen: 'deshacer', usuarioId: sesion.UsuarioID, aumentoId: id, momento: ahora },
        );
      }
      await trx('aumentos_precio')
        .where({ aumento_id: id })
        .update({ estado: 'Deshecho', deshecho_at: ahora, deshecho_por: sesion.UsuarioID, version: trx.raw('version + 1') });
      await auditar(trx, sesion, {
        entidad: 'aumentos-precio',
        id,
        accion: 'anular',
        resumen: row.estado === 'Aplicado' ? `${row.productos} precios vueltos a los anteriores` : 'programado, no llegó a aplicarse',
        cambios: [{ Campo: 'Estado', Antes: row.estado, Despues: 'Deshecho' }],
      });
      return obtener(id, trx);
    });
  }

  return { listar, obtener, vistaPrevia, crear, aplicarVencidos, deshacer };
}

export type AumentosService = ReturnType<typeof aumentosService>;
