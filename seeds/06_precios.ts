import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { descripcionDelAumento } from '#dominio/precios';
import { loadConfig } from '../api/src/config.js';
import { insertInBatches } from '../api/src/db/queries.js';
import { periodoDeLaHistoria } from './04_historia.js';
import { CATEGORIA_NUEVA, categoriaDe, historiaDePreciosDe, PROGRAMADO_DIAS_ANTES } from './precios-del-anio.js';

// The demo's categories, price history and price lists (issues 47 and 48), so the product's "Precios" tab, "Actualizar
// precios" and the order form's prices have a past: every product in a category (a new one, "Parrilla y utensilios",
// made by the supervisor for the grill tools), and the year of prices of seeds/precios-del-anio (the ones
// seeds/04_historia sold at): the catalogue's first prices when the history begins, a general increase at the start of
// each month up to the contract's 90 days, a +6 % on Carbón five weeks ago and the two price edits the audit trail
// tells (seeds/07_auditoria), each increase scheduled by the administrator and applied by itself on its day. Then a
// Mayorista and a Distribuidor list with a few clients each, and quantity breaks on the big bags (the general list's too).

/** The big bags, where the lists give quantity breaks. */
const BOLSAS_GRANDES = ['Carbón vegetal bolsa 20 kg', 'Carbón de quebracho 30 kg', 'Carbón vegetal bolsa 10 kg'];
/** The bags also sold by the pallet (issue 47, packs), with the units of a pallet. */
const PALLETS: Record<string, number> = { 'Carbón vegetal bolsa 20 kg': 40, 'Carbón de quebracho 30 kg': 30 };
/** The distribuidor list's price of a bag sold by the pallet: this much under its own price of a bag. */
const DISTRIBUIDOR_DESCUENTO_PALLET = 0.04;
/** A mayorista list (8 % under the general one, to $10) and a distribuidor list (its own prices for the coal), with their clients by e-mail. */
const LISTAS = {
  mayorista: {
    nombre: 'Mayorista',
    tipo: 'porcentaje',
    porcentaje: -8,
    redondeo: 10,
    clientes: ['parrilla.elfogon@gmail.com', 'almacen.medina@gmail.com', 'hdominguez.parrilla@gmail.com'],
  },
  distribuidor: {
    nombre: 'Distribuidor',
    tipo: 'precios',
    porcentaje: 0,
    redondeo: 50,
    clientes: ['frios.bodegon@gmail.com', 'rvillalba.asados@gmail.com'],
  },
} as const;
const DISTRIBUIDOR_DESCUENTO = 0.15;

export async function seed(knex: Knex): Promise<void> {
  if (await knex('aumentos_precio').first('aumento_id')) return;
  const zona = loadConfig().zonaNegocio;
  const hoy = DateTime.now().setZone(zona).startOf('day');
  const usuario = async (nombreUsuario: string) =>
    (await knex('usuarios').where({ nombre_usuario: nombreUsuario }).first('usuario_id'))?.usuario_id;
  const [admin, supervisor] = [await usuario('admin'), await usuario('supervisor')];

  await knex.transaction(async (trx) => {
    const creada = hoy.minus({ days: 20 }).set({ hour: 11, minute: 40 }).toJSDate();
    const [nueva] = await trx('categorias_producto').insert({ nombre: CATEGORIA_NUEVA, created_at: creada, updated_at: creada }).returning('*');
    const categorias = new Map<string, number>(
      (await trx('categorias_producto').select('nombre', 'categoria_id')).map((c) => [c.nombre, c.categoria_id]),
    );
    const productos = await trx('productos').whereNull('categoria_id').select('producto_id', 'nombre', 'precio');
    for (const p of productos)
      await trx('productos')
        .where({ producto_id: p.producto_id })
        .update({ categoria_id: categorias.get(categoriaDe(p.nombre)) });

    const carbon = productos.filter((p) => categoriaDe(p.nombre) === 'Carbón');
    // The year's increases and every product's prices (seeds/precios-del-anio, as seeds/04_historia sold them).
    const historia = await historiaDePreciosDe(trx, periodoDeLaHistoria(hoy));
    const filasDeAumentos = historia.aumentos.map((a) => ({
      alcance: a.categoria ? 'categoria' : 'todos',
      categoria_id: a.categoria ? categorias.get(a.categoria) : null,
      modo: a.cambio.Modo,
      valor: a.cambio.Valor,
      redondeo: a.cambio.Redondeo,
      vigente_desde: a.vigente.toISODate(),
      estado: 'Aplicado',
      productos: a.productos,
      usuario_id: admin,
      creado_at: a.vigente.minus({ days: PROGRAMADO_DIAS_ANTES }).set({ hour: 17, minute: 20 }).toJSDate(),
      aplicado_at: a.vigente.toJSDate(),
      version: 2,
    }));
    const aumentoIds = (await insertInBatches(trx, 'aumentos_precio', filasDeAumentos, 'aumento_id')) as number[];
    const pasos = [...historia.pasos].flatMap(([producto_id, suyos]) =>
      suyos.map((p) => ({
        producto_id,
        precio_anterior: p.anterior,
        precio_nuevo: p.nuevo,
        origen: p.origen,
        aumento_id: p.aumento === undefined ? null : aumentoIds[p.aumento],
        usuario_id: admin,
        momento: p.momento.toJSDate(),
      })),
    );
    await trx('precios_historial')
      .whereIn('producto_id', [...historia.pasos.keys()])
      .del();
    await insertInBatches(trx, 'precios_historial', pasos, 'historial_id');

    for (const [nombre, unidades] of Object.entries(PALLETS)) await trx('productos').where({ nombre }).update({ unidades_por_pack: unidades });

    // The price lists, with breaks on the big bags, and the clients on each.
    const listas: { id: number; fecha: Date; cambios: { Campo: string; Antes: null; Despues: unknown }[] }[] = [];
    for (const [i, l] of Object.values(LISTAS).entries()) {
      const fecha = hoy
        .minus({ days: 45 - i })
        .set({ hour: 10, minute: 15 })
        .toJSDate();
      const [fila] = await trx('listas_precio')
        .insert({ nombre: l.nombre, tipo: l.tipo, porcentaje: l.porcentaje, redondeo: l.redondeo, created_at: fecha, updated_at: fecha })
        .returning('lista_id');
      const items =
        l.tipo === 'precios'
          ? carbon.map((p) => {
              const precio = Math.round((Number(p.precio) * (1 - DISTRIBUIDOR_DESCUENTO)) / 50) * 50;
              const enPack = PALLETS[p.nombre] ? Math.round((precio * (1 - DISTRIBUIDOR_DESCUENTO_PALLET)) / 50) * 50 : null;
              return { lista_id: fila.lista_id, producto_id: p.producto_id, precio, precio_en_pack: enPack };
            })
          : [];
      if (items.length > 0) await trx('listas_precio_items').insert(items);
      const grandes = productos.filter((p) => BOLSAS_GRANDES.includes(p.nombre));
      const escalas = grandes.flatMap((p) => [
        { lista_id: fila.lista_id, producto_id: p.producto_id, desde: 20, porcentaje: 3 },
        { lista_id: fila.lista_id, producto_id: p.producto_id, desde: 50, porcentaje: 6 },
      ]);
      if (escalas.length > 0) await trx('listas_precio_escalas').insert(escalas);
      await trx('clientes').whereIn('email', l.clientes).update({ lista_precio_id: fila.lista_id });
      const despues = {
        Nombre: l.nombre,
        Tipo: l.tipo,
        Porcentaje: l.porcentaje,
        Redondeo: l.redondeo,
        EsGeneral: false,
        Items: items.length,
        Escalas: escalas.length,
        Active: true,
      };
      listas.push({ id: fila.lista_id, fecha, cambios: Object.entries(despues).map(([Campo, Despues]) => ({ Campo, Antes: null, Despues })) });
    }
    // And the general list's breaks on the big bags, from 50.
    const general = (await trx('listas_precio').where({ es_general: true }).first('lista_id')).lista_id;
    await trx('listas_precio_escalas').insert(
      productos
        .filter((p) => BOLSAS_GRANDES.includes(p.nombre))
        .map((p) => ({ lista_id: general, producto_id: p.producto_id, desde: 50, porcentaje: 5 })),
    );

    // The trail of all of it (seeds/07_auditoria sorts it in with the rest).
    await trx('auditoria').insert(
      listas.map((l) => ({
        fecha: l.fecha,
        usuario_id: supervisor,
        entidad: 'listas-precio',
        entidad_id: l.id,
        accion: 'crear',
        cambios: JSON.stringify(l.cambios),
      })),
    );
    await trx('auditoria').insert({
      fecha: creada,
      usuario_id: supervisor,
      entidad: 'categorias',
      entidad_id: nueva.categoria_id,
      accion: 'crear',
      cambios: JSON.stringify([
        { Campo: 'Nombre', Antes: null, Despues: CATEGORIA_NUEVA },
        { Campo: 'Active', Antes: null, Despues: true },
      ]),
    });
    // Each increase scheduled by the administrator and applied by itself on its day, as aplicarVencidos leaves them.
    await insertInBatches(
      trx,
      'auditoria',
      historia.aumentos.flatMap((a, i) => {
        const descripcion = descripcionDelAumento(a.categoria ? 'categoria' : 'todos', { categoria: a.categoria }, a.cambio);
        const fila = { usuario_id: admin, entidad: 'aumentos-precio', entidad_id: aumentoIds[i] };
        return [
          {
            ...fila,
            fecha: filasDeAumentos[i].creado_at,
            accion: 'crear',
            resumen: `${descripcion}; programado desde el ${a.vigente.toFormat('dd/MM/yyyy')}`,
            cambios: '[]',
          },
          {
            ...fila,
            fecha: a.vigente.toJSDate(),
            accion: 'cambiar_estado',
            resumen: `aplicado: ${a.productos} precios`,
            cambios: JSON.stringify([{ Campo: 'Estado', Antes: 'Programado', Despues: 'Aplicado' }]),
          },
        ];
      }),
      'auditoria_id',
    );
  });
}
