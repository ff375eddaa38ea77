import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { diaNegocio, fechaNegocio } from '#dominio/fechas';
import { type Aumento, type AumentoInput, type CambioDePrecios, MENSAJES_AUMENTO, precioNegativo } from '#dominio/precios';
import type { Config } from '../config.js';
import { badRequest } from '../errores.js';
import { enTransaccion } from '../idempotencia/claves.js';
import type { Sesion } from '../nucleo/sesion.js';
import { auditar, type Autor } from '../auditoria/registro.js';
import { comprobarCategoriaElegible } from '../categorias/service.js';
import { registrarPrecios } from './historial.js';
import { type Fila, obtenerAumento, previsto, productosDelAlcance } from './lecturas.js';

// Applying an increase: at once (crearAumento, today) or by the first request of its day (aplicarVencidos), each
// covered product's new price, its history and the increase's new state in one transaction.

/** Sets each product's price from the arrays, raising its version (a form open on the old price gets a 409). */
export async function fijarPrecios(trx: Knex, ids: number[], precios: number[], ahora: Date) {
  await trx.raw(
    `UPDATE productos AS p SET precio = c.precio, version = p.version + 1, updated_at = ?
     FROM unnest(?::int[], ?::numeric[]) AS c(producto_id, precio) WHERE p.producto_id = c.producto_id`,
    [ahora, ids, precios],
  );
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
  if (negativos.length > 0 && !programado) throw badRequest(precioNegativo(negativos[0].Nombre), { Valor: precioNegativo(negativos[0].Nombre) });
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
export async function crearAumento(
  db: Knex,
  config: Pick<Config, 'now' | 'zonaNegocio'>,
  input: AumentoInput,
  sesion: Sesion,
  trx?: Knex.Transaction,
): Promise<Aumento> {
  const hoy = () => diaNegocio(config.now(), config.zonaNegocio);
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
      const aumento = await obtenerAumento(trx, id);
      await auditar(trx, sesion, { entidad: 'aumentos-precio', id, accion: 'crear', resumen: `${aumento.Descripcion}; ${cambiados} precios` });
      return aumento;
    }
    const [{ n }] = await productosDelAlcance(trx, input).clearSelect().count({ n: '*' });
    if (Number(n) === 0) throw badRequest(MENSAJES_AUMENTO.sinProductos);
    const aumento = await obtenerAumento(trx, id);
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
export async function aplicarVencidos(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>): Promise<number> {
  const dia = diaNegocio(config.now(), config.zonaNegocio);
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
