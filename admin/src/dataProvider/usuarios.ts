import type { Identifier, RaRecord } from 'react-admin';
import type { Activacion, CambioContrasena, CodigoDeIngreso, Preferencias, Recuperacion, Restablecimiento } from '#dominio/usuarios';
import type { paths } from '../contrato/esquema';
import { api, respuesta, siEsLaVersion } from './clienteTipado';

// The session's and the users' own calls: the server's settings, registration, one's password, and an
// administrator's decisions on an account.

/** GET /configuracion: what the admin must follow to agree with the server (ZonaNegocio, Registro). */
const leerConfiguracion = () => respuesta(api.GET('/configuracion'));
export type Configuracion = Awaited<ReturnType<typeof leerConfiguracion>>['data'];

/** What POST /auth/registrar takes, as the API's document says. */
export type Registro = paths['/auth/registrar']['post']['requestBody']['content']['application/json'];

let configuracion: ReturnType<typeof leerConfiguracion> | undefined;

export const usuarios = {
  /** The server's settings (public: read before anyone signs in). */
  configuracion() {
    // Asked once per page load (the login page and the back office's start both need it); a failure is asked again.
    configuracion ??= leerConfiguracion().catch((error: unknown) => {
      configuracion = undefined;
      throw error;
    });
    return configuracion;
  },

  /** POST /auth/registrar: public registration (the form's values as the API takes them). */
  async registrar(datos: Registro) {
    const { data } = await respuesta(api.POST('/auth/registrar', { body: datos }));
    return { data };
  },

  /** PUT /auth/contrasena: the signed-in user's own password; answers the new token that keeps the session going. */
  async cambiarContrasena(cambio: CambioContrasena) {
    const { token } = await respuesta(api.PUT('/auth/contrasena', { body: cambio }));
    return { data: { token } };
  },

  /** POST /auth/recuperar-contrasena: asks for a link by mail; answers the same message whatever the name. */
  async pedirRecuperacion(pedido: Recuperacion) {
    const { message } = await respuesta(api.POST('/auth/recuperar-contrasena', { body: pedido }));
    return { data: { message } };
  },

  /** POST /auth/restablecer-contrasena: the mailed link's token and the new password. */
  async restablecerContrasena(restablecimiento: Restablecimiento) {
    const { message } = await respuesta(api.POST('/auth/restablecer-contrasena', { body: restablecimiento }));
    return { data: { message } };
  },

  /** DELETE /usuarios/{id}/intentos: forgets the user's failed sign-ins, so they can sign in at once. */
  async desbloquearIngreso(id: Identifier) {
    const { data } = await respuesta(api.DELETE('/usuarios/{id}/intentos', { params: { path: { id: Number(id) } } }));
    return { data };
  },

  /** PUT /usuarios/{id}/aprobar or /rechazar: an administrator's decision on a registration waiting for one, over the version shown. */
  async decidirRegistro(record: RaRecord, decision: 'aprobar' | 'rechazar') {
    const { data } = await respuesta(
      api.PUT(`/usuarios/{id}/${decision}`, { params: { path: { id: Number(record.id) } }, headers: siEsLaVersion(record.Version) }),
    );
    return { data };
  },

  /** GET /usuarios/yo/preferencias: the signed-in user's own (the daily digest by mail). */
  async preferencias() {
    const { data } = await respuesta(api.GET('/usuarios/yo/preferencias'));
    return { data };
  },

  /** PUT /usuarios/yo/preferencias: changes them. */
  async guardarPreferencias(preferencias: Preferencias) {
    const { data } = await respuesta(api.PUT('/usuarios/yo/preferencias', { body: preferencias }));
    return { data };
  },

  /** GET /auth/usuario-actual, asked again (the second factor's dialog needs it fresh, not the identity kept). */
  async usuarioActual() {
    return { data: await respuesta(api.GET('/auth/usuario-actual')) };
  },

  /** POST /auth/segundo-factor: the sign-in's code (or recovery code) after the password; answers the session. */
  async ingresarConCodigo(ingreso: CodigoDeIngreso) {
    return { data: await respuesta(api.POST('/auth/segundo-factor', { body: ingreso })) };
  },

  /** POST /auth/segundo-factor/inscripcion: a new secret and its QR, for the session or a sign-in's challenge. */
  async inscribirSegundoFactor(Desafio?: string) {
    const { data } = await respuesta(api.POST('/auth/segundo-factor/inscripcion', { body: { Desafio } }));
    return { data };
  },

  /** POST /auth/segundo-factor/activacion: a code of the secret turns it on; answers the recovery codes and a new token. */
  async activarSegundoFactor(activacion: Activacion) {
    return { data: await respuesta(api.POST('/auth/segundo-factor/activacion', { body: activacion })) };
  },

  /** POST /auth/segundo-factor/desactivacion: one's own off, with a code. */
  async desactivarSegundoFactor(Codigo: string) {
    const { message } = await respuesta(api.POST('/auth/segundo-factor/desactivacion', { body: { Codigo } }));
    return { data: { message } };
  },

  /** DELETE /usuarios/{id}/segundo-factor: an Administrador clears another user's (a lost phone). */
  async restablecerSegundoFactor(id: Identifier) {
    const { data } = await respuesta(api.DELETE('/usuarios/{id}/segundo-factor', { params: { path: { id: Number(id) } } }));
    return { data };
  },
};
