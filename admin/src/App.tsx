import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as PantallaError,
  Loading,
  LoadingPage,
  Notification,
  Resource,
  type ResourceProps,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { darkTheme, theme } from './layout/theme';
import { almacenDelNavegador } from './layout/almacen';
import { NotFound } from './layout/NotFound';
import { RequireAccess } from './common/RequireAccess';
import { lazyScreen } from './common/lazyScreen';
import { crearQueryClient } from './common/consultas';
import usuarios from './usuarios';
import vehiculos from './vehiculos';
import costosFlota from './costos-flota';
import proveedores from './proveedores';
import pedidosProveedores from './pedidos-proveedores';
import historialPedidosProveedores from './historial-pedidos-proveedores';
import clientes from './clientes';
import productos from './productos';
import categorias from './categorias';
import aumentosPrecio from './aumentos-precio';
import listasPrecio from './listas-precio';
import pedidos from './pedidos';
import historialPedidos from './historial-pedidos';
import cobros from './cobros';
import comprobantes from './comprobantes';
import libroIva from './libro-iva';
import reportes from './reportes';
import cuentasACobrar from './cuentas-a-cobrar';
import hojasDeRuta from './hojas-de-ruta';
import respaldos from './respaldos';
import correos from './correos';
import { MiRecorrido } from './mi-recorrido';
import { ContenidoPrevio, TableroPrevio, vistaPreviaPintada } from './dashboard/TableroPrevio';

/** A resource's other screens (detail, nested pages), by path under /x, with the action that guards them. */
interface RutaExtra {
  path: string;
  element: ComponentType;
  action?: string;
}

interface Vistas {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  rutas?: RutaExtra[];
}

/**
 * A resource on the spec's paths: /x (list), /x/nuevo, /x/editar/:id and its other routes
 * (`rutas`), each behind the role guard of its action.
 */
function recurso(name: string, { list: List, create: Create, edit: Edit, icon, recordRepresentation, rutas = [] }: Vistas) {
  return (
    <Resource
      name={name}
      icon={icon}
      recordRepresentation={recordRepresentation}
      list={
        <RequireAccess resource={name}>
          <List />
        </RequireAccess>
      }
    >
      {Create && (
        <Route
          path="nuevo"
          element={
            <RequireAccess resource={name} action="create">
              <Create />
            </RequireAccess>
          }
        />
      )}
      {Edit && (
        <Route
          path="editar/:id"
          element={
            <RequireAccess resource={name} action="edit">
              <Edit />
            </RequireAccess>
          }
        />
      )}
      {rutas.map(({ path, element: Vista, action }) => (
        <Route
          key={path}
          path={path}
          element={
            <RequireAccess resource={name} action={action}>
              <Vista />
            </RequireAccess>
          }
        />
      ))}
    </Resource>
  );
}

const LazyLayout = lazyScreen(() => import('./layout/Layout'), 'Layout');
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const RegisterPage = lazyScreen(() => import('./login/RegisterPage'), 'RegisterPage');

/** While the app starts on /dashboard, the figures main.tsx painted stay on screen instead of a loading page. */
function Cargando() {
  const previa = location.pathname === '/dashboard' ? vistaPreviaPintada() : undefined;
  return previa ? <TableroPrevio {...previa} /> : <LoadingPage />;
}

/** /dashboard; while its code starts inside the layout, the figures main.tsx painted. */
function RutaDashboard() {
  const previa = vistaPreviaPintada();
  return (
    <Suspense fallback={previa ? <ContenidoPrevio {...previa} /> : <Loading />}>
      <Dashboard />
    </Suspense>
  );
}

/** The signed-in frame (top bar, menu, alerts) comes after signing in: the login page does not need it. */
function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Cargando />}>
      <LazyLayout>{children}</LazyLayout>
    </Suspense>
  );
}

const IrAlDashboard = () => <Navigate to="/dashboard" replace />;

/**
 * Where react-admin sends whoever loses the session (logout, expired or revoked token): a fresh
 * load of /login, which main.tsx draws without react-admin and which forgets the last user's data.
 */
function IrAlIngreso() {
  useEffect(() => window.location.replace('/login'), []);
  return <LoadingPage />;
}

const queryClient = crearQueryClient();
const store = almacenDelNavegador();
// react-admin draws nothing for a whole pass while the store's locale differs from the i18n provider's (an empty
// store's is undefined): with it in the store from the start, the first pass draws the screen.
if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());

export function App() {
  // Real paths (/clientes/nuevo), not react-admin's default hash routes. Without transitions: the
  // redirect to /login of a visitor with no session would otherwise be interrupted and retried
  // thousands of times (react-admin issue #10885).
  // <Admin> taken apart (AdminContext + AdminUI, as react-admin documents it) with AdminUI's
  // defaults given here: its own login page and its English messages, which <Admin> bundles even
  // when replaced, would otherwise weigh on every signed-in page (issue 12).
  return (
    <BrowserRouter useTransitions={false}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        darkTheme={darkTheme}
        store={store}
        queryClient={queryClient}
      >
        <CssBaseline enableColorScheme />
        <CoreAdminUI
          title="CarbonSur"
          layout={Layout}
          loginPage={IrAlIngreso}
          dashboard={IrAlDashboard}
          catchAll={NotFound}
          error={PantallaError}
          loading={Cargando}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route
              path="/register"
              element={
                <Suspense fallback={<Loading />}>
                  <RegisterPage />
                </Suspense>
              }
            />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/dashboard" element={<RutaDashboard />} />
            <Route path="/mi-recorrido" element={<MiRecorrido />} />
          </CustomRoutes>
          {recurso('pedidos', pedidos)}
          {recurso('historial-pedidos', historialPedidos)}
          {recurso('clientes', clientes)}
          {recurso('cobros', cobros)}
          {recurso('comprobantes', comprobantes)}
          {recurso('libro-iva-ventas', libroIva)}
          {recurso('reportes', reportes)}
          {recurso('cuentas-a-cobrar', cuentasACobrar)}
          {recurso('hojas-de-ruta', hojasDeRuta)}
          {recurso('productos', productos)}
          {recurso('categorias', categorias)}
          {recurso('aumentos-precio', aumentosPrecio)}
          {recurso('listas-precio', listasPrecio)}
          {recurso('usuarios', usuarios)}
          {recurso('respaldos', respaldos)}
          {recurso('correos', correos)}
          {recurso('vehiculos', vehiculos)}
          {recurso('costos-flota', costosFlota)}
          {recurso('proveedores', proveedores)}
          {recurso('pedidos-proveedores', pedidosProveedores)}
          {recurso('historial-pedidos-proveedores', historialPedidosProveedores)}
        </CoreAdminUI>
        <Notification />
      </AdminContext>
    </BrowserRouter>
  );
}
