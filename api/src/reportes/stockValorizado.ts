import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { diaNegocio } from '#dominio/fechas';
import { MENSAJES_REPORTES, type ReporteStock, type ReporteStockQuery } from '#dominio/reportes';
import type { Config } from '../config.js';
import { badRequest } from '../errores.js';

const centavos = (valor: number) => Math.round(valor * 100) / 100;

/**
 * What the stock is worth at its average cost (docs/decisiones.md 107): today's from each product, a past day's from
 * the last stock ledger row of each product before that day ended (each row keeps the stock and the average it left,
 * migration 046: one index probe per product), and the last day each product sold (ventas_resumen, migration 047).
 */
export function reporteStockValorizado(db: Knex, config: Config) {
  const zona = config.zonaNegocio;

  async function generar(q: ReporteStockQuery): Promise<ReporteStock> {
    const hoy = diaNegocio(config.now(), zona);
    const fecha = q.Fecha ?? hoy;
    if (fecha > hoy) throw badRequest(MENSAJES_REPORTES.fechaFutura, { Fecha: MENSAJES_REPORTES.fechaFutura });
    const consulta = db('productos as pr').leftJoin('categorias_producto as c', 'c.categoria_id', 'pr.categoria_id');
    if (fecha === hoy) consulta.select('pr.stock', 'pr.costo_promedio');
    else {
      const fin = DateTime.fromISO(fecha, { zone: zona }).plus({ days: 1 }).startOf('day').toJSDate();
      consulta
        .joinRaw(
          `LEFT JOIN LATERAL (SELECT m.saldo AS stock, m.costo_promedio FROM movimientos_stock m
           WHERE m.producto_id = pr.producto_id AND m.fecha < ? ORDER BY m.fecha DESC, m.movimiento_id DESC LIMIT 1) AS l ON true`,
          [fin],
        )
        .select(db.raw('coalesce(l.stock, 0) AS stock'), 'l.costo_promedio');
    }
    if (q.CategoriaID !== undefined) consulta.where('pr.categoria_id', q.CategoriaID);
    const filas: Record<string, unknown>[] = await consulta
      .joinRaw(
        `LEFT JOIN LATERAL (SELECT to_char(v.periodo, 'YYYY-MM-DD') AS ultima FROM ventas_resumen v
         WHERE v.zona = ? AND v.corte = 'p' AND v.grano = 'd' AND v.clave = pr.producto_id AND v.periodo <= ?
         GROUP BY v.periodo HAVING sum(v.unidades) > 0 ORDER BY v.periodo DESC LIMIT 1) AS u ON true`,
        [zona, fecha],
      )
      .select('pr.producto_id', 'pr.nombre', 'pr.categoria_id', 'c.nombre as categoria', 'u.ultima')
      .orderBy('pr.nombre');
    const limite = DateTime.fromISO(fecha).minus({ days: q.SinVentasDias }).toISODate()!;
    const Productos = filas
      .filter((f) => Number(f.stock) !== 0)
      .map((f) => {
        const stock = Number(f.stock);
        const costo = f.costo_promedio == null ? null : Number(f.costo_promedio);
        return {
          ProductoID: f.producto_id as number,
          Nombre: f.nombre as string,
          CategoriaID: (f.categoria_id as number | null) ?? null,
          Categoria: (f.categoria as string | null) ?? null,
          Stock: stock,
          CostoPromedio: costo,
          Valor: costo === null ? null : centavos(stock * costo),
          UltimaVenta: (f.ultima as string | null) ?? null,
          SinVentas: stock > 0 && (f.ultima == null || (f.ultima as string) <= limite),
        };
      });
    const porCategoria = new Map<number | null, ReporteStock['Categorias'][number]>();
    const total = { Unidades: 0, Valor: 0, ProductosSinCosto: 0 };
    for (const p of Productos) {
      const categoria = porCategoria.get(p.CategoriaID) ?? {
        CategoriaID: p.CategoriaID,
        Nombre: p.Categoria ?? 'Sin categoría',
        Unidades: 0,
        Valor: 0,
        ProductosSinCosto: 0,
      };
      for (const suma of [categoria, total]) {
        suma.Unidades += p.Stock;
        suma.Valor = centavos(suma.Valor + (p.Valor ?? 0));
        if (p.Valor === null) suma.ProductosSinCosto += 1;
      }
      porCategoria.set(p.CategoriaID, categoria);
    }
    const Categorias = [...porCategoria.values()].sort((a, b) => b.Valor - a.Valor || a.Nombre.localeCompare(b.Nombre, 'es'));
    return { Fecha: fecha, SinVentasDias: q.SinVentasDias, Productos, Categorias, Total: total };
  }

  return { generar };
}
