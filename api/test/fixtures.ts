let secuencia = 0;
/** A text no demo record contains, so a search or filter finds only what the test made. */
export const unico = (prefijo: string) => `${prefijo}${Date.now().toString(36)}x${++secuencia}`;
