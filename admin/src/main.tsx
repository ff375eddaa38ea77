import { type ReactNode, StrictMode } from 'react';
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
const mostrarPublica = (vista: ReactNode) =>
  mostrar(
    <ThemeProvider theme={modoDelNavegador() === 'dark' ? darkTheme : theme}>
      <CssBaseline enableColorScheme />
      {vista}
    </ThemeProvider>,
  );

/**
 * Everything the first signed-in screen needs, asked at once as soon as the token is known rather
 * than one after another as each piece renders: the layout's code and its data (identity, alert
 * counts), and on /dashboard the dashboard's code and figures. Every round trip costs 150 ms or more
 * on a phone's network.
 */
function precargarPrimeraPantalla() {
  void import('./layout/Layout');
  void authProvider.getIdentity?.().catch(() => undefined);
  precargar('alertas/mantenimiento', () => dataProvider.alertas('mantenimiento'));
  precargar('alertas/documentos', () => dataProvider.alertas('documentos'));
  if (location.pathname === '/dashboard') {
    void import('./dashboard/Dashboard');
    precargar('dashboard', () => dataProvider.dashboard());
  }
}

/** The back office (react-admin and every screen): downloaded once there is a session, or to register. */
async function abrirAdmin() {
  // App first: the largest download and the longest evaluation, on the critical path.
  const app = import('./App');
  if (location.pathname !== '/register') precargarPrimeraPantalla();
  const [{ App }, { usarZonaNegocio }, configuracion] = await Promise.all([
    app,
    import('./common/zonaNegocio'),
    dataProvider.configuracion().catch((error) => console.error('No se pudo leer la configuración del servidor', error)),
  ]);
  // The server's business time zone before the first screen, so every date and "today" agree with
  // it; if the call failed the admin still starts, on the default zone (the server's own default).
  if (configuracion) usarZonaNegocio(configuracion.ZonaNegocio);
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
      mostrarPublica(<LoginPage onIngreso={abrirDashboard} />);
    },
  );
}

// Opened from the service worker's cache with no network: the app's own "Sin conexión" page, also
// when the back office's code cannot be downloaded.
if (navigator.onLine) iniciar().catch(() => mostrarPublica(<SinConexion />));
else mostrarPublica(<SinConexion />);

// Whoever is signed in, or was (a worker already serves this page), gets the service worker once the page has loaded.
addEventListener('load', () => {
  if (localStorage.getItem(TOKEN_KEY) || navigator.serviceWorker?.controller) registrarTrabajador();
});
