import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { ListaVacia } from '../../common/ListaVacia';
import { formatFecha } from '../../common/format';
import type { RegistroKilometraje } from '#dominio/vehiculos';
import { formatKm } from '#dominio/vencimientos';
import { ListaAdaptable } from '../../common/ListaAdaptable';

/** A reading without a user was written by the system (seed, migration). */
export const usuarioDeRegistro = (r: RegistroKilometraje) => (r.Usuario ? `${r.Usuario.Nombre} ${r.Usuario.Apellido ?? ''}`.trim() : 'Sistema');

/** The reading, and under it the reason when an administrator corrected the mileage. */
const lecturaDeRegistro = (r: RegistroKilometraje) => (
  <>
    {formatKm(r.Kilometraje)} km
    {r.Motivo && (
      <Typography variant="body2" color="text.secondary">
        Corrección: {r.Motivo}
      </Typography>
    )}
  </>
);

/** The vehicle's mileage readings, newest first, one page at a time. */
export function HistorialKilometraje() {
  return (
    <ReferenceManyField
      reference="kilometraje"
      target="vehiculoId"
      sort={{ field: 'FechaRegistro', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <ListaAdaptable<RegistroKilometraje & { id: number }>
        primaryText={lecturaDeRegistro}
        secondaryText={(r) => `${formatFecha(r.FechaRegistro, true)} · ${usuarioDeRegistro(r)}`}
      >
        <DataTable<RegistroKilometraje & { id: number }>
          bulkActionButtons={false}
          rowClick={false}
          empty={<ListaVacia mensaje="No hay registros de kilometraje" />}
        >
          <DataTable.Col source="Kilometraje" render={lecturaDeRegistro} />
          <DataTable.Col source="FechaRegistro" render={(r) => formatFecha(r.FechaRegistro, true)} />
          <DataTable.Col source="Usuario" disableSort render={usuarioDeRegistro} />
        </DataTable>
      </ListaAdaptable>
    </ReferenceManyField>
  );
}
