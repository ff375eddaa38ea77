import { esPaginaDeRecuperacion, pantallaDeInicio, pedirInicio, rutaDeInicio } from './inicio';
import { ID_INGRESO_PREVIO, prepararIngresoPrevio } from './ingresoPrevio';
import { pintarVistaGuardada } from './pintar';
import { sesionGuardada } from './sesion';
import { vistaGuardadaPara } from './vistaGuardada';

// The HTML shell's script, inlined at the end of index.html's body by the build (vite.config.ts) and run as the page
// is parsed, before the app's modules are evaluated (issue 46). With a session it asks the first screen's data at once
// (GET /api/inicio, taken by main.tsx) and paints the last figures this user saw; without one it readies the login
// form that came in the HTML. Everything else is the app's.

const raiz = document.getElementById('root');
const ingreso = document.getElementById(ID_INGRESO_PREVIO);
const sesion = sesionGuardada();
if (esPaginaDeRecuperacion(location.pathname)) {
  ingreso?.remove();
} else if (sesion) {
  ingreso?.remove();
  const ruta = rutaDeInicio(location.pathname);
  const pantalla = pantallaDeInicio(ruta);
  if (navigator.onLine) {
    const respuesta = pedirInicio(sesion.token, pantalla);
    // Taken and reported by main.tsx; until then a failure is not an unhandled rejection.
    respuesta.catch(() => undefined);
    window.carbonsurInicio = { pantalla, respuesta };
  }
  const vista = vistaGuardadaPara(ruta, sesion.claims);
  if (vista && raiz) pintarVistaGuardada(vista, raiz);
} else if (location.pathname === '/register') {
  ingreso?.remove();
} else if (ingreso instanceof HTMLFormElement) {
  prepararIngresoPrevio(ingreso);
}
