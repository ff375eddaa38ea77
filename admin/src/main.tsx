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
import { precargar } from './common/precarga';
import { registrarTrabajador } from './common/trabajador';
import { TOKEN_KEY } from './dataProvider/httpClient';

const root = createRoot(document.getElementById('root')!);
const mostrar = (vista: ReactNode) => root.render(<StrictMode>{vista}</StrictMode>);
/** A page drawn without react-admin (login, "Sin conexión", the dashboard's first paint), in the browser's mode. */
const mostrarSinReactAdmin = (vista: ReactNode) =>
  mostrar(
    <ThemeProvider theme={modoDelNavegador() === 'dark' ? darkTheme : theme}>
      <CssBaseline enableColorScheme />
      {vista}
    </ThemeProvider>,
  );

/** Set once the back office is on screen: the dashboard's first paint (below) must not cover it. */
let appMostrada = false;

/** How long the back office's code waits for the dashboard's first paint before it starts anyway. */
const ESPERA_PRIMERA_PINTURA_MS = 1000;

/**
 * The data of the first signed-in screen, asked at once as soon as the token is known rather than
 * one after another as each piece renders (identity, alert counts, and on /dashboard the figures).
 * Every round trip costs 150 ms or more on a phone's network. On /dashboard the figures are then
 * painted at once, without react-admin (TableroPrevio); the promise settles once they are on
 * screen, or at once elsewhere.
 */
function precargarPrimeraPantalla(): Promise<unknown> {
  const identidad = authProvider.getIdentity?.().catch(() => undefined);
  precargar('alertas/mantenimiento', async () => (await dataProvider.alertas('mantenimiento')).data);
  precargar('alertas/documentos', async () => (await dataProvider.alertas('documentos')).data);
  if (location.pathname !== '/dashboard') return Promise.resolve();
  const datos = precargar('dashboard', async () => (await dataProvider.dashboard()).data);
  return Promise.all([import('./dashboard/TableroPrevio'), datos, identidad])
    .then(([{ TableroPrevio, recordarVistaPrevia }, figuras, usuario]) => {
      if (appMostrada) return;
      const vista = { datos: figuras, nombre: usuario?.Nombre, rol: usuario?.Rol };
      recordarVistaPrevia(vista);
      flushSync(() => mostrarSinReactAdmin(<TableroPrevio {...vista} />));
      return new Promise((pintado) => requestAnimationFrame(() => setTimeout(pintado)));
    })
    .catch(() => undefined);
}

/** The back office (react-admin and every screen): downloaded once there is a session, or to register. */
async function abrirAdmin() {
  const configuracion = dataProvider
    .configuracion()
    .then(({ data }) => data)
    .catch((error) => console.error('No se pudo leer la configuración del servidor', error));
  if (location.pathname !== '/register') {
    // Evaluating react-admin holds a slow phone's main thread for a second or more: the figures are painted first.
    const primeraPintura = precargarPrimeraPantalla();
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
  return authProvider.checkAuth({}).then(
    () => (location.pathname === '/login' ? abrirDashboard() : abrirAdmin()),
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
