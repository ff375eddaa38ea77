/**
 * The JavaScript budget of the admin (issue 12), in kB of gzip (1 kB = 1000 bytes): checked on the
 * build's manifest by `npm run build` (scripts/presupuesto-bundle.ts) and on what Chromium really
 * downloads by e2e/carga.e2e.ts.
 */

/** The login page: the entry chunk and everything it imports statically. */
export const PRESUPUESTO_LOGIN_KB = 200;

/**
 * An Administrador from the login page to the dashboard with its charts (the login's JavaScript
 * included): issue 12's 350 kB. With the charts drawn with visx instead of @mui/x-charts (about
 * 100 kB with its d3 and gestures; visx and its d3 pieces weigh 17), the route takes 324 kB by the
 * manifest and 330 kB as Chromium downloads it: 20 kB of room left (docs/rendimiento.md).
 */
export const PRESUPUESTO_DASHBOARD_KB = 350;

export interface RutaPresupuestada {
  nombre: string;
  presupuestoKb: number;
  /**
   * Signed in: besides the entry, what main.tsx opens with a session (its dynamic imports: the
   * login's schema, react-admin and the screens' table, the business zone).
   */
  conSesion: boolean;
  /** The lazy screens the route opens (manifest keys, relative to admin/). */
  pantallas: string[];
}

/**
 * The entry's dynamic imports that a signed-in route never opens: the password reset's pages, downloaded only on their
 * own paths, and the sign-in's second factor step, only by whoever has one.
 */
export const FUERA_DE_LAS_RUTAS = ['src/login/Recuperacion.tsx', 'src/login/SegundoPaso.tsx'];

export const RUTAS_PRESUPUESTADAS: RutaPresupuestada[] = [
  { nombre: 'login', presupuestoKb: PRESUPUESTO_LOGIN_KB, conSesion: false, pantallas: [] },
  {
    nombre: 'dashboard de un Administrador',
    presupuestoKb: PRESUPUESTO_DASHBOARD_KB,
    conSesion: true,
    pantallas: ['src/layout/Layout.tsx', 'src/dashboard/Dashboard.tsx', 'src/dashboard/graficos/Graficos.tsx'],
  },
];
