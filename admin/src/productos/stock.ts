/** A product is low on stock below this many units (spec core.md section 9). */
export const UMBRAL_BAJO_STOCK = 10;

export const esBajoStock = (stock: unknown) => Number(stock) < UMBRAL_BAJO_STOCK;
