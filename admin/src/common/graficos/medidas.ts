import { scaleLinear } from '@visx/scale';

// The arithmetic of the charts, apart from their drawing so it can be tested: which labels fit,
// where a stacked segment goes, which values an axis marks.

/** The charts' text size, in px: the axes, legends and messages use the theme's caption size. */
export const TAMANO_TEXTO = 12;

/** Space kept between two labels of an axis, and between an axis' labels and the plot. */
const SEPARACION = 8;

/**
 * How wide a label is, roughly: digits and lowercase letters of the theme's font (Roboto) at 12 px
 * average just under 7 px. Enough to decide what fits without measuring text in the DOM.
 */
export const anchoTexto = (texto: string) => texto.length * 7;

export interface Etiqueta {
  /** Its centre, in px from the plot's left edge. */
  x: number;
  etiqueta: string;
}

/**
 * The labels of a category axis `ancho` px wide that fit without touching: each centred under its
 * category, but moved in where it would stick out past an end of the plot; from the last (today)
 * back, a label is shown when it clears the one shown after it, so the latest always is.
 */
export function etiquetasEje(categorias: Etiqueta[], ancho: number): Etiqueta[] {
  // Spaced as if all were as wide as the widest, so the shown ones come at a steady interval.
  const mitadMayor = Math.max(0, ...categorias.map((c) => anchoTexto(c.etiqueta))) / 2;
  const visibles: Etiqueta[] = [];
  let libreHasta = Number.POSITIVE_INFINITY;
  for (const { x, etiqueta } of [...categorias].reverse()) {
    const mitad = anchoTexto(etiqueta) / 2;
    const centro = Math.max(mitad, Math.min(ancho - mitad, x));
    if (centro + mitadMayor + SEPARACION > libreHasta) continue;
    visibles.unshift({ x: centro, etiqueta });
    libreHasta = centro - mitadMayor;
  }
  return visibles;
}

export interface Tramo {
  desde: number;
  hasta: number;
}

/** Each column's values stacked bottom up, in series order: where each segment starts and ends, and the column's total. */
export function apilar(columnas: number[][]): { tramos: Tramo[]; total: number }[] {
  return columnas.map((valores) => {
    let total = 0;
    const tramos = valores.map((valor) => {
      const tramo = { desde: total, hasta: total + valor };
      total += valor;
      return tramo;
    });
    return { tramos, total };
  });
}

export interface Marca {
  valor: number;
  y: number;
  texto: string;
}

/**
 * A value axis `alto` px tall over [minimo, maximo], rounded out to nice values: its scale, the
 * values it marks (about one every 50 px) and the width its labels need, so the plot starts
 * right after the longest one.
 */
export function ejeValores(minimo: number, maximo: number, alto: number, formato: (valor: number) => string) {
  // A flat series (or none) still needs a range to draw in.
  const dominio = minimo === maximo ? [minimo, minimo + 1] : [minimo, maximo];
  const cantidad = Math.max(2, Math.floor(alto / 50));
  // Niced for the same count of marks, so the axis starts and ends on one: a grid line at the bottom and at the top.
  const escala = scaleLinear({ domain: dominio, range: [alto, 0], nice: cantidad });
  const marcas: Marca[] = escala.ticks(cantidad).map((valor) => ({ valor, y: escala(valor), texto: formato(valor) }));
  const ancho = Math.max(0, ...marcas.map((m) => anchoTexto(m.texto))) + SEPARACION;
  return { escala, marcas, ancho };
}
