import type { Inicio, PantallaDeInicio } from '#dominio/inicio';

// The first screen's data (GET /api/inicio), asked once: by the HTML shell as soon as the page is parsed (arranque.ts),
// or by the app itself when there was no session then (right after signing in).

declare global {
  interface Window {
    /** GET /api/inicio as the HTML shell asked it, for main.tsx to take. */
    carbonsurInicio?: { pantalla: PantallaDeInicio; respuesta: Promise<Inicio> };
  }
}

/** The path the app will show for `pathname`: '/' and, with a session, '/login' open the dashboard (App.tsx, main.tsx). */
/** The password reset's pages (login/Recuperacion.tsx), drawn alike with or without a session. */
export const esPaginaDeRecuperacion = (pathname: string) => pathname === '/recuperar-contrasena' || pathname === '/restablecer-contrasena';

export const rutaDeInicio = (pathname: string) => (pathname === '/' || pathname === '/login' ? '/dashboard' : pathname);

export function pantallaDeInicio(ruta: string): PantallaDeInicio {
  if (ruta === '/dashboard') return 'dashboard';
  return ruta === '/mi-recorrido' ? 'mi-recorrido' : 'otra';
}

/** GET /api/inicio with the token; an error answer rejects (the app then asks each part on its own, and reports there). */
export async function pedirInicio(token: string, pantalla: PantallaDeInicio): Promise<Inicio> {
  const res = await fetch(`/api/inicio?pantalla=${pantalla}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`GET /api/inicio: ${res.status}`);
  return ((await res.json()) as { data: Inicio }).data;
}

/** The shell's request if it asked for this screen, else a new one; each is taken once. */
export function tomarInicio(token: string, pantalla: PantallaDeInicio): Promise<Inicio> {
  const pedido = window.carbonsurInicio;
  window.carbonsurInicio = undefined;
  return pedido?.pantalla === pantalla ? pedido.respuesta : pedirInicio(token, pantalla);
}
