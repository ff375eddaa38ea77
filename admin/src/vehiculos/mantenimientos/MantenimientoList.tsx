import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CreateButton, List, type RaRecord, TopToolbar, useGetOne, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { dinero, exportarComo, fecha } from '../../common/exportar';
import type { Mantenimiento, Vehiculo } from '#dominio/vehiculos';
import { MantenimientosTabla } from './MantenimientosTabla';
import { Boton } from '../../common/Boton';
import { Exportar } from '../../common/ExportarMenu';

const exportador = exportarComo<Mantenimiento & RaRecord>((m) => ({
  Vehículo: m.Vehiculo.Patente,
  Tipo: m.TipoMantenimiento,
  Kilometraje: m.Kilometraje,
  Fecha: fecha(m.FechaRealizacion),
  Costo: dinero(m.Costo ?? 0),
  'Proveedor (taller)': m.Proveedor ?? '',
  Descripción: m.Descripcion ?? '',
  Notas: m.Notas ?? '',
  'Registrado por': m.Usuario ? `${m.Usuario.Nombre} ${m.Usuario.Apellido}` : 'Sistema',
}));

export function MantenimientoList() {
  const { id } = useParams();
  const notify = useNotify();
  const { data: vehiculo } = useGetOne<Vehiculo & RaRecord>('vehiculos', { id });
  return (
    <List
      resource="mantenimientos"
      title={vehiculo ? `Mantenimientos · ${vehiculo.Patente}` : 'Mantenimientos'}
      filter={{ vehiculoId: id }}
      // Each vehicle has its own list: neither the URL nor the store carries one vehicle's page to another.
      disableSyncWithLocation
      storeKey={false}
      sort={{ field: 'FechaRealizacion', order: 'DESC' }}
      empty={false}
      queryOptions={{ onError: () => notify('Error al cargar los mantenimientos', { type: 'error' }) }}
      actions={
        <TopToolbar>
          <Boton component={Link} to={`/vehiculos/${id}`} label="Volver al vehículo">
            <ArrowBackIcon />
          </Boton>
          <CreateButton label="Nuevo Mantenimiento" to={`/vehiculos/${id}/mantenimientos/nuevo`} variant="contained" />
          <Exportar exporter={exportador} />
        </TopToolbar>
      }
    >
      <MantenimientosTabla vehiculoId={id!} />
    </List>
  );
}
