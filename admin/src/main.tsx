import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@mui/material/styles';
import { CssBaseline } from '@mui/material';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { darkTheme, theme } from './layout/theme';
import { modoDelNavegador } from './layout/modoTema';
import { LoginPage } from './login/LoginPage';

const root = createRoot(document.getElementById('root')!);
const mostrar = (vista: ReactNode) => root.render(<StrictMode>{vista}</StrictMode>);

/** The back office (react-admin and every screen): downloaded once there is a session, or to register. */
async function abrirAdmin() {
  const [{ App }, { usarZonaNegocio }, configuracion] = await Promise.all([
    import('./App'),
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
authProvider.checkAuth({}).then(
  () => (location.pathname === '/login' ? abrirDashboard() : abrirAdmin()),
  () => {
    if (location.pathname === '/register') return abrirAdmin();
    history.replaceState(null, '', '/login');
    mostrar(
      <ThemeProvider theme={modoDelNavegador() === 'dark' ? darkTheme : theme}>
        <CssBaseline enableColorScheme />
        <LoginPage onIngreso={abrirDashboard} />
      </ThemeProvider>,
    );
  },
);
