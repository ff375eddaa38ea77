import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../common/format';
import { hoyNegocio } from '../../common/zonaNegocio';
import { COLOR_ESTADO_DOCUMENTO, estadoDocumentoFormulario } from '../umbrales';
import type { DocumentoVehiculo } from '#dominio/vehiculos';
import { Boton } from '../../common/Boton';

/** The edit form's Documentos section: what the vehicle carries, and a way to add one. */
export function DocumentosFormulario() {
  const record = useRecordContext();
  if (!record) return null;
  const documentos = (record.documentos ?? []) as DocumentoVehiculo[];
  const hoy = hoyNegocio();
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" color="primary">
          Documentos
        </Typography>
        <Boton component={Link} to={`/vehiculos/${record.id}/documentos/nuevo`} label="Agregar Documento" variant="outlined">
          <NoteAddIcon />
        </Boton>
      </Box>
      {documentos.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No hay documentos registrados
        </Typography>
      ) : (
        <List dense>
          {documentos.map((d) => {
            const estado = estadoDocumentoFormulario(d.FechaVencimiento, hoy);
            return (
              <ListItem
                key={d.DocumentoID}
                divider
                secondaryAction={<Chip size="small" color={COLOR_ESTADO_DOCUMENTO[estado]} label={estado} />}
              >
                <ListItemText primary={`${d.TipoDocumento} · ${d.NumeroDocumento}`} secondary={`Vence: ${formatFecha(d.FechaVencimiento)}`} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
