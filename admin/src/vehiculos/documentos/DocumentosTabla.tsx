import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField } from 'react-admin';
import { ListaVacia } from '../../common/ListaVacia';
import { formatFecha } from '../../common/format';
import type { DocumentoVehiculo } from '#dominio/vehiculos';
import { hoyNegocio } from '../../common/zonaNegocio';
import { COLOR_ESTADO_DOCUMENTO, estadoDocumento } from '../umbrales';
import { ListaAdaptable } from '../../common/ListaAdaptable';

type Fila = DocumentoVehiculo & { id: number };

/** Vencido / Por vencer / Vigente; a reviewed document shows Revisado with its comment instead. */
function EstadoDocumento({ documento, hoy }: { documento: Fila; hoy: string }) {
  if (documento.Revisado) {
    return (
      <Box>
        <Chip size="small" variant="outlined" label="Revisado" />
        {documento.ComentarioRevision && (
          <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
            {documento.ComentarioRevision}
          </Typography>
        )}
      </Box>
    );
  }
  const estado = estadoDocumento(documento.FechaVencimiento, hoy);
  return <Chip size="small" color={COLOR_ESTADO_DOCUMENTO[estado]} label={estado} />;
}

/** The vehicle detail's documents, first to expire first; reviewed ones are dimmed. */
export function DocumentosTabla() {
  const hoy = hoyNegocio();
  return (
    <ReferenceManyField
      reference="documentos"
      target="vehiculoId"
      sort={{ field: 'FechaVencimiento', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <ListaAdaptable<Fila>
        primaryText={(d) => `${d.TipoDocumento} · ${d.NumeroDocumento}`}
        secondaryText={(d) => `Vence ${formatFecha(d.FechaVencimiento)}`}
        tertiaryText={(d) => <EstadoDocumento documento={d} hoy={hoy} />}
      >
        <DataTable<Fila>
          bulkActionButtons={false}
          rowClick={false}
          rowSx={(d) => (d.Revisado ? { opacity: 0.55 } : {})}
          empty={<ListaVacia mensaje="No hay documentos registrados" />}
        >
          <DataTable.Col source="TipoDocumento" />
          <DataTable.Col source="NumeroDocumento" />
          <DataTable.Col source="FechaEmision" render={(d) => formatFecha(d.FechaEmision)} />
          <DataTable.Col source="FechaVencimiento" render={(d) => formatFecha(d.FechaVencimiento)} />
          <DataTable.Col source="Revisado" label="Estado" render={(d) => <EstadoDocumento documento={d as Fila} hoy={hoy} />} />
          <DataTable.Col source="Notas" />
          <DataTable.Col
            source="ArchivoURL"
            label="Archivo"
            disableSort
            render={(d) =>
              d.ArchivoURL ? (
                <MuiLink href={d.ArchivoURL} target="_blank" rel="noopener noreferrer">
                  Ver archivo
                </MuiLink>
              ) : (
                ''
              )
            }
          />
        </DataTable>
      </ListaAdaptable>
    </ReferenceManyField>
  );
}
