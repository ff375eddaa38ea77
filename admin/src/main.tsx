import { type ReactNode, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { CssBaseline } from '@mui/material';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { darkTheme, theme } from './layout/theme';
import { modoDelNavegador } from './layout/modoTema';
import { LoginPage } from './login/LoginPage';
import { SinConexion } from './login/SinConexion';
import { precargar, tomarPrecarga } from './common/precarga';
import { esPaginaDeRecuperacion, pantallaDeInicio, rutaDeInicio, tomarInicio } from './arranque/inicio';
import { useRetirarVistaGuardada } from './common/useRetirarVistaGuardada';
import type { Inicio } from '#dominio/inicio';
import { registrarTrabajador } from './common/trabajador';
import { TOKEN_KEY } from './dataProvider/httpClient';

const root = createRoot(document.getElementById('root')!);
const mostrar = (vista: ReactNode) => root.render(<StrictMode>{vista}</StrictMode>);

/** A screen that replaces, as it appears, the figures the HTML shell painted from the phone (arranque/). */
function EnLugarDeLaVistaGuardada({ children }: { children: ReactNode }) {
  useRetirarVistaGuardada();
  return children;
}

/** A page drawn without react-admin (login, "Sin conexión", the dashboard's first paint), in the browser's mode. */
const mostrarSinReactAdmin = (vista: ReactNode) =>
  mostrar(
    <ThemeProvider theme={modoDelNavegador() === 'dark' ? darkTheme : theme}>
      <CssBaseline enableColorScheme />
      <EnLugarDeLaVistaGuardada>{vista}</EnLugarDeLaVistaGuardada>
    </ThemeProvider>,
  );

/** Set once the back office is on screen: the dashboard's first paint (below) must not cover it. */
let appMostrada = false;

/** How long the back office's code waits for the dashboard's first paint before it starts anyway. */
const ESPERA_PRIMERA_PINTURA_MS = 1000;

/**
 * The data of the first signed-in screen in one request (GET /api/inicio: identity, alert lists, configuration and on
 * /dashboard the figures, on /mi-recorrido the driver's sheet), the one the HTML shell already sent as the page was
 * parsed (arranque/), or sent now: every round trip costs 150 ms or more on a phone's network. Each part is handed to
 * the screen that would ask it (precarga.ts); a part that did not come is asked by its screen. On /dashboard the
 * figures are then painted at once, without react-admin (TableroPrevio); the promise settles once they are on screen,
 * or at once elsewhere.
 */
function precargarPrimeraPantalla(): Promise<unknown> {
  const pantalla = pantallaDeInicio(location.pathname);
  const inicio = tomarInicio(localStorage.getItem(TOKEN_KEY) ?? '', pantalla);
  const parte = <T,>(clave: string, leer: (datos: Inicio) => T | undefined) =>
    precargar(clave, async () => {
      const valor = leer(await inicio);
      if (valor === undefined) throw new Error(`GET /api/inicio sin ${clave}`);
      return valor;
    });
  parte('configuracion', (datos) => datos.Configuracion);
  parte('usuario-actual', (datos) => datos.Usuario);
  parte('alertas/mantenimiento', (datos) => datos.Alertas.Mantenimiento);
  parte('alertas/documentos', (datos) => datos.Alertas.Documentos);
  if (pantalla === 'mi-recorrido') parte('mi-recorrido', (datos) => datos.MiRecorrido);
  if (pantalla !== 'dashboard') return Promise.resolve();
  const figuras = parte('dashboard', (datos) => datos.Dashboard);
  const identidad = authProvider.getIdentity?.().catch(() => undefined);
  return Promise.all([import('./dashboard/TableroPrevio'), figuras, identidad])
    .then(([{ TableroPrevio, recordarVistaPrevia }, datos, usuario]) => {
      if (appMostrada) return;
      const vista = { datos, nombre: usuario?.Nombre, rol: usuario?.Rol };
      recordarVistaPrevia(vista);
      flushSync(() => mostrarSinReactAdmin(<TableroPrevio {...vista} />));
      return new Promise((pintado) => requestAnimationFrame(() => setTimeout(pintado)));
    })
    .catch(() => undefined);
}

/** The back office (react-admin and every screen): downloaded once there is a session, or to register. */
async function abrirAdmin() {
  // Evaluating react-admin holds a slow phone's main thread for a second or more: the figures are painted first.
  const primeraPintura = location.pathname === '/register' ? undefined : precargarPrimeraPantalla();
  const configuracion = tomarPrecarga('configuracion', async () => (await dataProvider.configuracion()).data).catch((error) =>
    console.error('No se pudo leer la configuración del servidor', error),
  );
  if (primeraPintura) {
    await Promise.race([primeraPintura, new Promise((listo) => setTimeout(listo, ESPERA_PRIMERA_PINTURA_MS))]);
    void import('./layout/Layout');
    if (location.pathname === '/dashboard') void import('./dashboard/Dashboard');
  }
  const [{ App }, { usarZonaNegocio }, zona] = await Promise.all([import('./App'), import('./common/zonaNegocio'), configuracion]);
  // The server's business time zone before the first screen, so every date and "today" agree with
  // it; if the call failed the admin still starts, on the default zone (the server's own default).
  if (zona) usarZonaNegocio(zona.ZonaNegocio);
  appMostrada = true;
  // Not a transition: its render would yield, and a navigation between the router's first render and its listener
  // would be lost. The app's loading screens show what main.tsx painted (App.tsx, Cargando).
  mostrar(<App />);
}

const abrirDashboard = () => {
  history.replaceState(null, '', '/dashboard');
  return abrirAdmin();
};

// A visitor gets the login page alone, on /login whatever the path asked (history replaced, as the
// spec's session guard does); someone signed in who asks for /login goes on to the dashboard.
function iniciar() {
  // A password reset's pages open with or without a session: the link may be opened on a signed-in browser.
  if (esPaginaDeRecuperacion(location.pathname)) {
    return import('./login/Recuperacion').then(({ paginaDeRecuperacion }) => mostrarSinReactAdmin(paginaDeRecuperacion(location.pathname)));
  }
  return authProvider.checkAuth({}).then(
    () => (rutaDeInicio(location.pathname) === location.pathname ? abrirAdmin() : abrirDashboard()),
    () => {
      if (location.pathname === '/register') return abrirAdmin();
      history.replaceState(null, '', '/login');
      mostrarSinReactAdmin(<LoginPage onIngreso={abrirDashboard} />);
    },
  );
}

// Opened from the service worker's cache with no network: the app's own "Sin conexión" page, also
// when the back office's code cannot be downloaded.
if (navigator.onLine) iniciar().catch(() => mostrarSinReactAdmin(<SinConexion />));
else mostrarSinReactAdmin(<SinConexion />);

// Whoever is signed in, or was (a worker already serves this page), gets the service worker once the page has loaded.
addEventListener('load', () => {
  if (localStorage.getItem(TOKEN_KEY) || navigator.serviceWorker?.controller) registrarTrabajador();
});
