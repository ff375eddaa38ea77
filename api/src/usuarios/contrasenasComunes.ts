import { dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../errores.js';

export const CONTRASENA_COMUN = 'Esa contraseña es demasiado común: elija otra';

// The 10,000 most used passwords of zxcvbn-ts's list (ordered by frequency; lower case). Checked on the
// server only: in dominio/ the list would be half a megabyte more in the admin's login bundle.
const COMUNES = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** 400 with the field's error when a new password is one of the most common ones, in any letter case (ASVS 6.2.4). */
export function asegurarNoComun(contrasena: string, campo: 'Contrasena' | 'ContrasenaNueva'): void {
  if (COMUNES.has(contrasena.toLowerCase())) throw badRequest(CONTRASENA_COMUN, { [campo]: CONTRASENA_COMUN });
}
