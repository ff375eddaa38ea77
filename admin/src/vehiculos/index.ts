import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { VehiculoList } from './VehiculoList';
import { VehiculoCreate } from './VehiculoCreate';
import { VehiculoEdit } from './VehiculoEdit';
import { VehiculoShow } from './VehiculoShow';
import { DocumentoCreate } from './documentos/DocumentoCreate';
import { KilometrajeActualizar } from './kilometraje/KilometrajeActualizar';
import { MantenimientoList } from './mantenimientos/MantenimientoList';
import { MantenimientoCreate } from './mantenimientos/MantenimientoCreate';
import { MantenimientoEdit } from './mantenimientos/MantenimientoEdit';
import { MantenimientoShow } from './mantenimientos/MantenimientoShow';
import { AlertasMantenimiento } from './alertas/AlertasMantenimiento';
import { AlertasDocumentos } from './alertas/AlertasDocumentos';

/** The vehicle area's screens, on the paths of spec suppliers-and-fleet.md section 2 (all open to every role). */
export default {
  list: VehiculoList,
  create: VehiculoCreate,
  edit: VehiculoEdit,
  icon: LocalShippingIcon,
  recordRepresentation: 'Patente',
  rutas: [
    { path: 'alertas/mantenimiento', element: AlertasMantenimiento },
    { path: 'alertas/documentos', element: AlertasDocumentos },
    { path: ':id', element: VehiculoShow },
    { path: ':id/documentos/nuevo', element: DocumentoCreate },
    { path: ':id/kilometraje/actualizar', element: KilometrajeActualizar },
    { path: ':id/mantenimientos', element: MantenimientoList },
    { path: ':id/mantenimientos/nuevo', element: MantenimientoCreate },
    { path: ':id/mantenimientos/editar/:mantenimientoId', element: MantenimientoEdit },
    { path: ':id/mantenimientos/:mantenimientoId', element: MantenimientoShow },
  ],
};
