import type { Knex } from 'knex';
import { loadConfig } from '../api/src/config.js';
import { stockService } from '../api/src/stock/service.js';
import type { AjusteStock } from '#dominio/stock';
import { sessionOf } from './05_proveedores.js';

// Replenishment settings and counted adjustments of the demo catalogue, so the low-stock tab's
// 'Reponer' and every product's 'Movimientos' show something real (each motive of the ledger: the
// earlier seeds wrote initial stock, sales and their cancellations, receptions and their annulments).

/** Product name -> its minimum and the e-mail of its preferred supplier (none: 'Reponer' says so). */
// biome-ignore format: one record per line, read as a table
export const REPOSICION: Record<string, { minimo: number; proveedor?: string }> = {
  'Carbón vegetal bolsa 4 kg': { minimo: 60, proveedor: 'ventas@carboneraimpenetrable.com.ar' },
  'Carbón de algarrobo 10 kg': { minimo: 30, proveedor: 'hnosledesma@carbonsantiagueno.com.ar' },
  'Briquetas x 10 kg': { minimo: 15, proveedor: 'ventas@carboneraimpenetrable.com.ar' },
  'Briquetas x 5 kg': { minimo: 20, proveedor: 'ventas@carboneraimpenetrable.com.ar' },
  'Leña de eucalipto 15 kg': { minimo: 12, proveedor: 'pedidos@quebrachocolorado.com.ar' },
  'Leña de quebracho colorado 20 kg': { minimo: 25, proveedor: 'pedidos@quebrachocolorado.com.ar' },
  'Alcohol de quemar 1 l': { minimo: 20, proveedor: 'comercial@envaseskraft.com.ar' },
  'Papel madera para encendido x 10': { minimo: 40, proveedor: 'ventas@papelerasanjusto.com.ar' },
  'Chimenea de encendido': { minimo: 5 },
  'Parrilla plegable de hierro': { minimo: 15 },
};

/** Counted adjustments after a stock-take, one per reason, each taking a little (never below 0). */
const AJUSTES: { producto: string; quitar: number; ajuste: Omit<AjusteStock, 'StockContado' | 'Diferencia'> }[] = [
  { producto: 'Carbón vegetal bolsa 4 kg', quitar: 3, ajuste: { Razon: 'merma', Comentario: 'Bolsas humedecidas por la lluvia en el galpón' } },
  { producto: 'Briquetas x 5 kg', quitar: 2, ajuste: { Razon: 'rotura', Comentario: 'Bolsas rotas al descargar el camión' } },
  { producto: 'Leña de espinillo', quitar: 1, ajuste: { Razon: 'recuento', Comentario: 'Inventario mensual' } },
  { producto: 'Pastillas de encendido', quitar: 4, ajuste: { Razon: 'otro', Comentario: 'Muestras entregadas a clientes mayoristas' } },
];

export async function seed(knex: Knex): Promise<void> {
  for (const [nombre, { minimo, proveedor }] of Object.entries(REPOSICION)) {
    const preferido = proveedor && (await knex('proveedores').whereRaw('lower(email) = lower(?)', [proveedor]).first('proveedor_id'));
    // Settings someone already changed are left as they are.
    await knex('productos')
      .whereRaw('lower(nombre) = lower(?)', [nombre])
      .where({ stock_minimo: 10 })
      .whereNull('proveedor_preferido_id')
      .update({ stock_minimo: minimo, proveedor_preferido_id: preferido ? preferido.proveedor_id : null });
  }

  const yaAjustado = await knex('movimientos_stock').whereNotNull('razon_ajuste').first('movimiento_id');
  const supervisor = await sessionOf(knex, 'Supervisor');
  if (yaAjustado || !supervisor) return;
  const service = stockService(knex, loadConfig());
  for (const { producto, quitar, ajuste } of AJUSTES) {
    const fila = await knex('productos').whereRaw('lower(nombre) = lower(?)', [producto]).first('producto_id', 'stock');
    if (fila && fila.stock >= quitar) await service.ajustar(fila.producto_id, { ...ajuste, StockContado: fila.stock - quitar }, supervisor);
  }
}
