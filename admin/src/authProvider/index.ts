import type { AuthProvider, UserIdentity } from 'react-admin';
import { HttpError } from 'react-admin';
import { httpClient, sinRespuesta, TOKEN_KEY } from '../dataProvider/httpClient';
import type { Rol } from '#dominio/roles';
import type { Credenciales, PasoSegundoFactor, Usuario } from '#dominio/usuarios';
import { puede } from './permissions';
import { borrarCachesConDatos } from '../common/cachesConDatos';
import { borrarDatosDelRecorrido } from '../mi-recorrido/almacen';
import { decodeToken } from '../arranque/sesion';
import { borrarVistasGuardadas, olvidarVistasDeOtros } from '../arranque/vistaGuardada';
import { tomarPrecarga } from '../common/precarga';

/** The stored token while it is still valid; an expired one is removed ('Token expirado'). */
function currentToken(): string | undefined {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return undefined;
  const claims = decodeToken(token);
  if (!claims?.exp || claims.exp * 1000 <= Date.now()) {
    console.warn('Token expirado');
    localStorage.removeItem(TOKEN_KEY);
    return undefined;
  }
  return token;
}

function rolActual(): Rol | undefined {
  const token = currentToken();
  return token ? decodeToken(token)?.Rol : undefined;
}

let identidad: Promise<UserIdentity> | undefined;

/** A session handed out (by the password, a second factor's code or its activation): kept, and the last user's views forgotten. */
export function guardarSesion(token: string) {
  identidad = undefined;
  localStorage.setItem(TOKEN_KEY, token);
  olvidarVistasDeOtros();
}

/** The sign-in's next step when the password was right but a second factor stands before the session. */
export interface SegundoPaso {
  SegundoFactor: PasoSegundoFactor;
  Desafio: string;
}

export const authProvider: AuthProvider = {
  /** Resolves with nothing once signed in, or with the second factor's step still to go (login/SegundoPaso.tsx). */
  async login({ nombreUsuario, contrasena }: Credenciales): Promise<SegundoPaso | undefined> {
    identidad = undefined;
    try {
      const { json } = await httpClient('/auth/login', {
        method: 'POST',
        body: JSON.stringify({ nombreUsuario, contrasena }),
      });
      if (json?.success && json.Desafio) return { SegundoFactor: json.SegundoFactor, Desafio: json.Desafio };
      if (!json?.success || !json.token) throw new Error(json?.message || 'Error al iniciar sesión');
      guardarSesion(json.token);
      return undefined;
    } catch (error) {
      // Fields the server refused (400) go on with their messages, for the login page to show under each field.
      if (error instanceof HttpError && error.body?.errors) throw error;
      // The server's message; without one (nor an answer at all: no signal), the spec's.
      const message = error instanceof Error && error.message && !sinRespuesta(error) ? error.message : 'Error en el login';
      throw new Error(message);
    }
  },

  async logout() {
    // The server revokes the token; if it is already invalid or the server cannot be reached, the session ends anyway.
    // Signing out (the token is still here) also empties the driver's phone: queue and kept sheet (the menu warned
    // first if something was unsent). A session that ended by itself (expired, revoked: checkError or checkAuth already
    // dropped the token) keeps them, so deliveries made at the doors are sent when the same driver signs in again.
    if (localStorage.getItem(TOKEN_KEY)) {
      await httpClient('/auth/logout', { method: 'POST' }).catch(() => undefined);
      await borrarDatosDelRecorrido().catch(() => undefined);
    }
    localStorage.removeItem(TOKEN_KEY);
    identidad = undefined;
    borrarVistasGuardadas();
    await borrarCachesConDatos();
    return '/login';
  },

  async checkAuth() {
    if (!currentToken()) throw { redirectTo: '/login', message: false };
  },

  async checkError(error) {
    // 401: the session is over (expired, revoked or inactive user). 403 is a refused action, not a logout.
    if (error?.status === 401) {
      localStorage.removeItem(TOKEN_KEY);
      identidad = undefined;
      borrarVistasGuardadas();
      await borrarCachesConDatos();
      throw { redirectTo: '/login', message: false };
    }
  },

  async getIdentity() {
    // No fullName: the top bar shows name and role itself, and react-admin's user menu would repeat it.
    // The first screen's answer (GET /inicio, main.tsx) brings it when it was asked with it.
    identidad ??= tomarPrecarga('usuario-actual', async () => (await httpClient('/auth/usuario-actual')).json as Usuario).then((usuario) => ({
      ...usuario,
      id: usuario.UsuarioID,
    }));
    try {
      return await identidad;
    } catch (error) {
      identidad = undefined;
      if (error instanceof HttpError && error.status === 401) localStorage.removeItem(TOKEN_KEY);
      throw error;
    }
  },

  async getPermissions() {
    return rolActual();
  },

  async canAccess({ resource, action }) {
    return puede(rolActual(), resource, action);
  },
};
