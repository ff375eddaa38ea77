import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyScreen } from '../common/lazyScreen';

/** The vehicle area's screens, on the paths of docs/funcional.md, Vehículos (all open to every role). */
export default {
  list: lazyScreen(() => import('./VehiculoList'), 'VehiculoList'),
  create: lazyScreen(() => import('./VehiculoCreate'), 'VehiculoCreate'),
  edit: lazyScreen(() => import('./VehiculoEdit'), 'VehiculoEdit'),
  icon: LocalShippingIcon,
  recordRepresentation: 'Patente',
  rutas: [
    { path: 'alertas/mantenimiento', element: lazyScreen(() => import('./alertas/AlertasMantenimiento'), 'AlertasMantenimiento') },
    { path: 'alertas/documentos', element: lazyScreen(() => import('./alertas/AlertasDocumentos'), 'AlertasDocumentos') },
    { path: ':id', element: lazyScreen(() => import('./VehiculoShow'), 'VehiculoShow') },
    { path: ':id/documentos/nuevo', element: lazyScreen(() => import('./documentos/DocumentoCreate'), 'DocumentoCreate') },
    { path: ':id/kilometraje/actualizar', element: lazyScreen(() => import('./kilometraje/KilometrajeActualizar'), 'KilometrajeActualizar') },
    { path: ':id/mantenimientos', element: lazyScreen(() => import('./mantenimientos/MantenimientoList'), 'MantenimientoList') },
    { path: ':id/mantenimientos/nuevo', element: lazyScreen(() => import('./mantenimientos/MantenimientoCreate'), 'MantenimientoCreate') },
    {
      path: ':id/mantenimientos/editar/:mantenimientoId',
      element: lazyScreen(() => import('./mantenimientos/MantenimientoEdit'), 'MantenimientoEdit'),
    },
    {
      path: ':id/mantenimientos/:mantenimientoId',
      element: lazyScreen(() => import('./mantenimientos/MantenimientoShow'), 'MantenimientoShow'),
    },
  ],
};
