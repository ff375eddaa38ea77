import { METODOS_COBRO } from '#dominio/cuentas';

/** The payment methods as a select's choices, in Spanish. */
export const METODOS = Object.entries(METODOS_COBRO).map(([id, name]) => ({ id, name }));

export const textoMetodo = (metodo: string) => METODOS_COBRO[metodo as keyof typeof METODOS_COBRO] ?? metodo;
