import type { Knex } from 'knex';
import type { DateTime } from 'luxon';
import { type Cambio, precioConAumento } from '#dominio/precios';
import { PRECIOS_CAMBIADOS } from './07_auditoria.js';

// The demo's prices over its year (issues 47 and 48, docs/decisiones.md 102 and 115), worked out once for the two
// seeds that need them: seeds/04_historia sells at the price in force on each day, seeds/06_precios writes the
// same steps as the price history and its increases. The catalogue comes in with the history; a general increase on
// the first business day of each month (about the year's inflation, to $10) up to the contract's 90 days; then the
// +6 % on Carbón and the two edits of the audit trail. It is worked backwards from today's prices, so the chain ends
// exactly at them.

export const CATEGORIA_NUEVA = 'Parrilla y utensilios';
const UTENSILIOS = ['Parrilla plegable de hierro', 'Pinza para asado de acero', 'Cepillo limpia parrillas', 'Guantes ignífugos para parrilla'];
/** The +6 % on Carbón, rounded to $50, five weeks ago. */
const AUMENTO_CARBON = { cambio: { Modo: 'porcentaje', Valor: 6, Redondeo: 50 } satisfies Cambio, diasAtras: 35 };
/** How many days before its day an increase was scheduled. */
export const PROGRAMADO_DIAS_ANTES = 2;
/** The monthly increase's percentages, closest to the year's 2.5 % first: each month takes the first that every price can reach. */
const PORCENTAJES_DEL_MES = [2.5, 2.4, 2.6, 2.3, 2.7, 2.2, 2.8, 2.1, 2.9, 2, 3];
const REDONDEO_DEL_MES = 10;
/** The national holidays that fall on a month's first days (MM-DD): New Year's Day and Labour Day. */
const FERIADOS = ['01-01', '05-01'];

/** The category a demo product belongs to, by its name. */
export function categoriaDe(nombre: string): string {
  if (UTENSILIOS.includes(nombre)) return CATEGORIA_NUEVA;
  const primera = nombre.split(' ')[0];
  return ['Carbón', 'Leña', 'Briquetas'].includes(primera) ? primera : 'Accesorios';
}

/** A price before an increase that the increase turns into `actual` (tens of pesos, closest first), if one does. */
function anteriorAlAumento(actual: number, cambio: Cambio): number | undefined {
  const estimado = Math.round(actual / (1 + cambio.Valor / 100) / 10) * 10;
  for (let paso = 0; paso <= 10; paso++)
    for (const candidato of [estimado - paso * 10, estimado + paso * 10]) if (precioConAumento(candidato, cambio) === actual) return candidato;
  return undefined;
}

export interface ProductoConPrecio {
  producto_id: number;
  nombre: string;
  precio: number;
}

/** An increase of the year: all products, or a category's. */
export interface AumentoDelAnio {
  vigente: DateTime;
  cambio: Cambio;
  categoria: string | null;
  productos: number;
}

/** One price a product took: `aumento` is the increase's position in `aumentos`. */
export interface PasoDePrecio {
  momento: DateTime;
  anterior: number | null;
  nuevo: number;
  origen: 'alta' | 'aumento' | 'edicion';
  aumento?: number;
}

export interface HistoriaDePrecios {
  aumentos: AumentoDelAnio[];
  /** Each product's prices, oldest first, from its 'alta'. */
  pasos: Map<number, PasoDePrecio[]>;
}

/** The first business day (Monday to Friday, not a holiday) of each month after `alta` (scheduled after it too) up to `hasta`. */
function diasDeAumento(alta: DateTime, hasta: DateTime): DateTime[] {
  const dias: DateTime[] = [];
  for (let mes = alta.startOf('month'); mes <= hasta; mes = mes.plus({ months: 1 })) {
    let dia = mes;
    while (dia.weekday > 5 || FERIADOS.includes(dia.toFormat('MM-dd'))) dia = dia.plus({ days: 1 });
    if (dia.minus({ days: PROGRAMADO_DIAS_ANTES }) > alta && dia <= hasta) dias.push(dia);
  }
  return dias;
}

/**
 * The year's prices of `productos`: the catalogue's 'alta' at `alta`, the monthly increases up to `hasta` (of every
 * product: those inactive today were active then; the 3 kg bag, until 34 days ago), the +6 % on Carbón and the edits.
 * Each month's percentage is the first of PORCENTAJES_DEL_MES from which every price has one before it; if none has,
 * a product whose price none reaches stays out of that increase.
 */
export function historiaDePrecios(
  productos: ProductoConPrecio[],
  periodo: { hoy: DateTime; alta: DateTime; hasta: DateTime },
): HistoriaDePrecios {
  const { hoy, alta, hasta } = periodo;
  const dias = diasDeAumento(alta, hasta);
  // The monthly increases come first, then the one on Carbón.
  const indiceCarbon = dias.length;
  const carbon: AumentoDelAnio = {
    vigente: hoy.minus({ days: AUMENTO_CARBON.diasAtras }),
    cambio: AUMENTO_CARBON.cambio,
    categoria: 'Carbón',
    productos: 0,
  };
  // Today's price, and before it the edits and the increase on Carbón.
  const ultimos = new Map<number, PasoDePrecio[]>();
  const antes = new Map<number, number>();
  for (const p of productos) {
    const pasos: PasoDePrecio[] = [];
    let precio = p.precio;
    const editado = PRECIOS_CAMBIADOS.find((c) => c.producto === p.nombre);
    if (editado && editado.antes !== precio) {
      const momento = hoy.minus({ days: editado.diasAtras }).set({ hour: editado.hora, minute: editado.minuto });
      pasos.unshift({ momento, anterior: editado.antes, nuevo: precio, origen: 'edicion' });
      precio = editado.antes;
    }
    const anterior = categoriaDe(p.nombre) === 'Carbón' ? anteriorAlAumento(precio, AUMENTO_CARBON.cambio) : undefined;
    if (anterior !== undefined) {
      pasos.unshift({ momento: carbon.vigente, anterior, nuevo: precio, origen: 'aumento', aumento: indiceCarbon });
      precio = anterior;
      carbon.productos++;
    }
    ultimos.set(p.producto_id, pasos);
    antes.set(p.producto_id, precio);
  }

  // The monthly increases, the latest first, each from the prices the next one started from.
  const mensuales: { aumento: AumentoDelAnio; anteriores: Map<number, number> }[] = [];
  for (const vigente of [...dias].reverse()) {
    const intentos = PORCENTAJES_DEL_MES.map((Valor) => {
      const cambio: Cambio = { Modo: 'porcentaje', Valor, Redondeo: REDONDEO_DEL_MES };
      const anteriores = new Map<number, number>();
      for (const p of productos) {
        const anterior = anteriorAlAumento(antes.get(p.producto_id)!, cambio);
        if (anterior !== undefined) anteriores.set(p.producto_id, anterior);
      }
      return { cambio, anteriores };
    });
    const { cambio, anteriores } = intentos.find((i) => i.anteriores.size === productos.length) ?? intentos[0];
    mensuales.unshift({ aumento: { vigente, cambio, categoria: null, productos: anteriores.size }, anteriores });
    for (const [id, anterior] of anteriores) antes.set(id, anterior);
  }

  const aumentos = [...mensuales.map((m) => m.aumento), carbon];
  const pasos = new Map<number, PasoDePrecio[]>();
  for (const p of productos) {
    const suyos: PasoDePrecio[] = [{ momento: alta, anterior: null, nuevo: antes.get(p.producto_id)!, origen: 'alta' }];
    for (const [i, { aumento, anteriores }] of mensuales.entries()) {
      const anterior = anteriores.get(p.producto_id);
      if (anterior !== undefined)
        suyos.push({ momento: aumento.vigente, anterior, nuevo: precioConAumento(anterior, aumento.cambio), origen: 'aumento', aumento: i });
    }
    suyos.push(...ultimos.get(p.producto_id)!);
    pasos.set(p.producto_id, suyos);
  }
  return { aumentos, pasos };
}

/** The price a product had at `momento`, as its history tells it. */
export function precioEnDia(historia: HistoriaDePrecios, productoId: number, momento: DateTime): number {
  return historia.pasos
    .get(productoId)!
    .filter((p) => p.momento <= momento)
    .at(-1)!.nuevo;
}

/** The year's prices of the products in the database, as both seeds read them. */
export async function historiaDePreciosDe(knex: Knex, periodo: Parameters<typeof historiaDePrecios>[1]): Promise<HistoriaDePrecios> {
  const productos = await knex('productos').orderBy('producto_id').select('producto_id', 'nombre', 'precio');
  return historiaDePrecios(
    productos.map((p) => ({ ...p, precio: Number(p.precio) })),
    periodo,
  );
}
