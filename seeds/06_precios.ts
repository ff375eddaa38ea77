import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { precioConAumento } from '#dominio/precios';
import { loadConfig } from '../api/src/config.js';
import { PRECIOS_CAMBIADOS } from './07_auditoria.js';

// The demo's categories, price history and price lists (issue 47), so the product's "Precios" tab, "Actualizar
// precios" and the order form's prices have a past: every product in a category (a new one, "Parrilla y utensilios", made by the supervisor for the grill tools),
// the catalogue's first prices two months ago, the two price edits the audit trail tells (seeds/07_auditoria), and a
// +6 % on Carbón rounded to $50, scheduled by the administrator and applied by itself five weeks ago. The prices before
// that increase are the ones it turns into today's prices, so the history adds up to the catalogue. Then a Mayorista
// and a Distribuidor list with a few clients each, and quantity breaks on the big bags (the general list's too).

export const CATEGORIA_NUEVA = 'Parrilla y utensilios';
const UTENSILIOS = ['Parrilla plegable de hierro', 'Pinza para asado de acero', 'Cepillo limpia parrillas', 'Guantes ignífugos para parrilla'];
const AUMENTO = { Modo: 'porcentaje' as const, Valor: 6, Redondeo: 50, diasAtras: 35, programadoDiasAntes: 2 };
const ALTA_DIAS_ATRAS = 60;

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

/** The category a demo product belongs to, by its name. */
function categoriaDe(nombre: string): string {
  if (UTENSILIOS.includes(nombre)) return CATEGORIA_NUEVA;
  const primera = nombre.split(' ')[0];
  return ['Carbón', 'Leña', 'Briquetas'].includes(primera) ? primera : 'Accesorios';
}

/** A price before the increase that the increase turns into `actual` (tens of pesos, closest first), if one does. */
function anteriorAlAumento(actual: number): number | undefined {
  const estimado = Math.round(actual / (1 + AUMENTO.Valor / 100) / 10) * 10;
  for (let paso = 0; paso <= 10; paso++)
    for (const candidato of [estimado - paso * 10, estimado + paso * 10]) if (precioConAumento(candidato, AUMENTO) === actual) return candidato;
  return undefined;
}

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

    const vigente = hoy.minus({ days: AUMENTO.diasAtras });
    const carbon = productos.filter((p) => categoriaDe(p.nombre) === 'Carbón');
    const subidos = carbon.flatMap((p) => {
      const anterior = anteriorAlAumento(Number(p.precio));
      return anterior === undefined ? [] : [{ ...p, anterior }];
    });
    const [aumento] = await trx('aumentos_precio')
      .insert({
        alcance: 'categoria',
        categoria_id: categorias.get('Carbón'),
        modo: AUMENTO.Modo,
        valor: AUMENTO.Valor,
        redondeo: AUMENTO.Redondeo,
        vigente_desde: vigente.toISODate(),
        estado: 'Aplicado',
        productos: subidos.length,
        usuario_id: admin,
        creado_at: vigente.minus({ days: AUMENTO.programadoDiasAntes }).set({ hour: 17, minute: 20 }).toJSDate(),
        aplicado_at: vigente.toJSDate(),
        version: 2,
      })
      .returning('*');

    // The history, oldest first: the first prices, the increase, the edits.
    const alta = hoy.minus({ days: ALTA_DIAS_ATRAS }).set({ hour: 9 }).toJSDate();
    const editados = new Map(PRECIOS_CAMBIADOS.map((c) => [c.producto, c]));
    const subidosPorId = new Map(subidos.map((p) => [p.producto_id, p]));
    const primerPrecio = (p: { producto_id: number; nombre: string; precio: unknown }) =>
      subidosPorId.get(p.producto_id)?.anterior ?? editados.get(p.nombre)?.antes ?? Number(p.precio);
    const todos = await trx('productos').select('producto_id', 'nombre', 'precio');
    await trx('precios_historial')
      .whereIn(
        'producto_id',
        todos.map((p) => p.producto_id),
      )
      .del();
    await trx('precios_historial').insert(
      todos.map((p) => ({
        producto_id: p.producto_id,
        precio_anterior: null,
        precio_nuevo: primerPrecio(p),
        origen: 'alta',
        usuario_id: admin,
        momento: alta,
      })),
    );
    if (subidos.length > 0)
      await trx('precios_historial').insert(
        subidos.map((p) => ({
          producto_id: p.producto_id,
          precio_anterior: p.anterior,
          precio_nuevo: p.precio,
          origen: 'aumento',
          aumento_id: aumento.aumento_id,
          usuario_id: admin,
          momento: vigente.toJSDate(),
        })),
      );
    for (const p of todos.filter((p) => editados.has(p.nombre) && Number(p.precio) !== editados.get(p.nombre)!.antes)) {
      const { antes, diasAtras, hora, minuto } = editados.get(p.nombre)!;
      const momento = hoy.minus({ days: diasAtras }).set({ hour: hora, minute: minuto }).toJSDate();
      await trx('precios_historial').insert({
        producto_id: p.producto_id,
        precio_anterior: antes,
        precio_nuevo: p.precio,
        origen: 'edicion',
        usuario_id: admin,
        momento,
      });
    }

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
    const descripcion = `Categoría Carbón: +6 %, redondeado a $50`;
    await trx('auditoria').insert([
      {
        fecha: creada,
        usuario_id: supervisor,
        entidad: 'categorias',
        entidad_id: nueva.categoria_id,
        accion: 'crear',
        cambios: JSON.stringify([
          { Campo: 'Nombre', Antes: null, Despues: CATEGORIA_NUEVA },
          { Campo: 'Active', Antes: null, Despues: true },
        ]),
      },
      {
        fecha: aumento.creado_at,
        usuario_id: admin,
        entidad: 'aumentos-precio',
        entidad_id: aumento.aumento_id,
        accion: 'crear',
        resumen: `${descripcion}; programado desde el ${vigente.toFormat('dd/MM/yyyy')}`,
        cambios: '[]',
      },
      {
        fecha: vigente.toJSDate(),
        usuario_id: admin,
        entidad: 'aumentos-precio',
        entidad_id: aumento.aumento_id,
        accion: 'cambiar_estado',
        resumen: `aplicado: ${subidos.length} precios`,
        cambios: JSON.stringify([{ Campo: 'Estado', Antes: 'Programado', Despues: 'Aplicado' }]),
      },
    ]);
  });
}
