import { Chip } from '@mui/material';
import { DataTable, DeleteWithConfirmButton, EditButton, useNotify, useRecordContext } from 'react-admin';
import { ListaVacia } from '../../common/ListaVacia';
import { formatFecha, formatMoneda } from '../../common/format';
import { formatKm } from '#dominio/vencimientos';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { ListaAdaptable } from '../../common/ListaAdaptable';

const rutaMantenimiento = (vehiculoId: unknown, mantenimientoId: unknown) => `/vehiculos/${vehiculoId}/mantenimientos/${mantenimientoId}`;

function AccionesMantenimiento({ vehiculoId }: { vehiculoId: string | number }) {
  const record = useRecordContext();
  const notify = useNotify();
  const refrescarFlota = useRefrescarFlota();
  if (!record) return null;
  return (
    <>
      <EditButton to={`/vehiculos/${vehiculoId}/mantenimientos/editar/${record.id}`} />
      <DeleteWithConfirmButton
        confirmTitle="Confirmar Eliminación"
        confirmContent={`¿Eliminar el mantenimiento "${record.TipoMantenimiento}" del ${formatFecha(record.FechaRealizacion)}? Esta acción no se puede deshacer.`}
        confirmColor="warning"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('Mantenimiento eliminado correctamente', { type: 'success' });
            refrescarFlota();
          },
          onError: () => notify('Error al eliminar el mantenimiento', { type: 'error' }),
        }}
      />
    </>
  );
}

/** A vehicle's maintenance records: on its detail's tab and on its maintenance list page. */
export function MantenimientosTabla({ vehiculoId }: { vehiculoId: string | number }) {
  return (
    <ListaAdaptable
      primaryText={(m) => m.TipoMantenimiento}
      secondaryText={(m) => `${formatFecha(m.FechaRealizacion)} · ${formatKm(m.Kilometraje)} km`}
      tertiaryText={(m) => formatMoneda(m.Costo ?? 0)}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={(id) => rutaMantenimiento(vehiculoId, id)}
        empty={<ListaVacia mensaje="No hay mantenimientos registrados" />}
      >
        <DataTable.Col source="TipoMantenimiento" />
        <DataTable.Col
          source="Kilometraje"
          render={(m) => <Chip size="small" color="primary" variant="outlined" label={`${formatKm(m.Kilometraje)} km`} />}
        />
        <DataTable.Col source="FechaRealizacion" render={(m) => formatFecha(m.FechaRealizacion)} />
        <DataTable.Col source="Costo" render={(m) => formatMoneda(m.Costo ?? 0)} />
        <DataTable.Col source="Descripcion" />
        <DataTable.Col label="Acciones" disableSort>
          <AccionesMantenimiento vehiculoId={vehiculoId} />
        </DataTable.Col>
      </DataTable>
    </ListaAdaptable>
  );
}
