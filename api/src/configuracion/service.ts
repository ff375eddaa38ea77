import type { Configuracion } from '#dominio/inicio';
import type { Config } from '../config.js';

/** The settings the admin must follow to agree with the server; nothing private, as it is read before signing in. */
export const configuracionPublica = (config: Pick<Config, 'zonaNegocio' | 'registro' | 'production' | 'correo'>): Configuracion => ({
  ZonaNegocio: config.zonaNegocio,
  Registro: config.registro,
  // Production mails no link without the address it was given (auth/restablecimiento.ts).
  RecuperarContrasena: Boolean(config.correo.urlPublica) || !config.production,
});
