import type { Knex } from 'knex';
import { fechaNegocio } from '#dominio/fechas';
import { formatoMoneda } from '#dominio/formatos';
import { aCentavos } from '#dominio/dinero';
import { type EscalaDeLista, escalaPara, type Lista, type PrecioDeLista, precioConEscala, precioDeLista, textoEscala } from '#dominio/listas';
import { nombrePack } from '#dominio/productos';
import { type Modo, precioConAumento } from '#dominio/precios';
import { createMapper } from '../db/mapper.js';
import { type Emision, type Papel, pieDeEmision } from '../impresion/papel.js';

// The printed list (issue 47): every active product at the list's price from a business day on, for salespeople and
// clients, on the remito's paper and in Excel. A day ahead counts the increases scheduled up to it, as they will be.

type Fila = Record<string, unknown>;

/** The printed list's rows come in one order (category, then name): the only field a page may name to sort by. */
export const precioDeListaMapper = createMapper<Pick<PrecioDeLista, 'Nombre'>>({ Nombre: 'nombre' });
export const ORDEN_PRECIOS_DE_LISTA = { sort: 'Nombre', order: 'asc' } as const;

/** Whether a scheduled increase covers a product, as productosDelAlcance (precios/lecturas.ts) selects them. */
function cubre(aumento: Fila, producto: Fila): boolean {
  switch (aumento.alcance) {
    case 'categoria':
      return producto.categoria_id === aumento.categoria_id;
    case 'proveedor':
      return producto.proveedor_preferido_id === aumento.proveedor_id;
    case 'seleccion':
      return (aumento.producto_ids as number[]).includes(producto.producto_id as number);
    default:
      return true;
  }
}

/**
 * The list's price of each active product from `desde` on (by category, then name): its base price after the
 * increases scheduled up to that day, in their order, then the list's rule; with its breaks in words.
 */
export async function preciosDeLaLista(db: Knex, lista: Lista, desde: string): Promise<PrecioDeLista[]> {
  const productos: Fila[] = await db('productos as p')
    .leftJoin('categorias_producto as c', 'c.categoria_id', 'p.categoria_id')
    .where('p.active', true)
    .orderByRaw('c.nombre NULLS LAST, p.nombre')
    .select(
      'p.producto_id',
      'p.nombre',
      'p.precio',
      'p.categoria_id',
      'p.proveedor_preferido_id',
      'p.unidades_por_pack',
      'c.nombre as categoria',
    );
  const programados: Fila[] = await db('aumentos_precio')
    .where({ estado: 'Programado' })
    .where('vigente_desde', '<=', desde)
    .orderBy(['vigente_desde', 'aumento_id']);
  const propios = new Map(lista.Items.map((i) => [i.ProductoID, i]));
  const escalas = new Map<number, EscalaDeLista[]>();
  for (const e of lista.Escalas) escalas.set(e.ProductoID, [...(escalas.get(e.ProductoID) ?? []), e]);
  return productos.map((p) => {
    // A price an increase would take below zero stays as it is, as the increase leaves it (precios/aplicacion.ts).
    const base = programados
      .filter((a) => cubre(a, p))
      .reduce((precio, a) => {
        const nuevo = precioConAumento(precio, { Modo: a.modo as Modo, Valor: Number(a.valor), Redondeo: Number(a.redondeo) });
        return nuevo < 0 ? precio : nuevo;
      }, Number(p.precio));
    const id = p.producto_id as number;
    const precio = precioDeLista(base, lista, propios.get(id)?.Precio);
    const deProducto = escalas.get(id) ?? [];
    // A pack costs the list's price of a unit in a pack times its units, or else its units at the list's price for that many.
    const pack = p.unidades_por_pack as number | null;
    const porUnidadEnPack = pack && (propios.get(id)?.PrecioEnPack ?? precioConEscala(precio, escalaPara(deProducto, pack), lista.Redondeo));
    return {
      ProductoID: id,
      Nombre: p.nombre as string,
      Categoria: (p.categoria as string | null) ?? null,
      Precio: precio,
      Escalas: [
        ...(pack && porUnidadEnPack ? [`${nombrePack(pack)}: ${formatoMoneda((aCentavos(porUnidadEnPack) * pack) / 100)}`] : []),
        ...deProducto.map((e) => textoEscala(e, formatoMoneda)),
      ].join('; '),
    };
  });
}

/** The list as a paper: its name and the day it holds from, then every product with its price and breaks. */
export function listaImpresa(lista: Lista, precios: PrecioDeLista[], desde: string, emision: Emision): Papel {
  const dia = fechaNegocio(`${desde}T12:00:00Z`, 'UTC');
  return {
    titulo: 'Lista de precios',
    numero: lista.ListaID,
    fecha: dia,
    destinatario: { etiqueta: 'Lista', nombre: lista.Nombre, datos: [['Vigente desde', dia]] },
    datos: [['Precios', 'Finales, con IVA incluido']],
    tabla: {
      columnas: [
        { titulo: 'Producto', ancho: 195, alinear: 'left' },
        { titulo: 'Categoría', ancho: 80, alinear: 'left' },
        { titulo: 'Precio', ancho: 80, alinear: 'right' },
        { titulo: 'Por cantidad', ancho: 140, alinear: 'left' },
      ],
      filas: precios.map((p) => [p.Nombre, p.Categoria ?? '', formatoMoneda(p.Precio), p.Escalas]),
    },
    notas: [],
    firmas: [],
    pie: pieDeEmision(emision),
  };
}
