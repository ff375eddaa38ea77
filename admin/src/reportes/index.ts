import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyScreen } from '../common/lazyScreen';

/** The reports (Supervisor and Administrador; permissions.ts) under /reportes, each loaded when opened. */
export default {
  list: lazyScreen(() => import('./Reportes'), 'Reportes'),
  icon: AssessmentIcon,
  rutas: [
    { path: 'ventas', element: lazyScreen(() => import('./ReporteVentas'), 'Ventas') },
    { path: 'margen', element: lazyScreen(() => import('./ReporteVentas'), 'MargenBruto') },
    { path: 'cobranzas', element: lazyScreen(() => import('./ReporteCobranzas'), 'ReporteCobranzas') },
    { path: 'flota', element: lazyScreen(() => import('./ReporteFlota'), 'ReporteFlota') },
    { path: 'stock', element: lazyScreen(() => import('./StockValorizado'), 'StockValorizado') },
  ],
};
