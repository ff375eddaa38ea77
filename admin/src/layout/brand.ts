/** The business brand and the product version shown on every screen. */
export const MARCA = 'CarbonSur';
export const SUBTITULO_MARCA = 'Distribuidora de Carbón';
export const VERSION = 'v1.3';
