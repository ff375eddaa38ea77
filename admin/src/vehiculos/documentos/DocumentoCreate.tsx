import { Box } from '@mui/material';
import { Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useParams } from 'react-router-dom';
import { TIPOS_DOCUMENTO } from '#dominio/vehiculos';
import { GuardarToolbar } from '../../common/GuardarToolbar';
import { useAvisoDeError } from '../../common/useAvisoDeError';
import { useAvisoYRedireccion } from '../../common/useAvisoYRedireccion';
import { CabeceraVehiculo } from '../CabeceraVehiculo';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { validarDocumento } from '../validaciones';
import { FechaInput } from '../../common/FechaInput';

const TIPOS = TIPOS_DOCUMENTO.map((t) => ({ id: t, name: t }));

export function DocumentoCreate() {
  const { id } = useParams();
  const { onError } = useAvisoDeError('Error al agregar el documento');
  const avisarYVolver = useAvisoYRedireccion();
  const refrescarFlota = useRefrescarFlota();
  return (
    <Create
      resource="documentos"
      title="Agregar Documento"
      // vehiculoId only chooses the path (resources.ts createPath); the API ignores it in the body.
      transform={(values) => ({ ...values, vehiculoId: id })}
      mutationOptions={{
        onSuccess: () => {
          // A document near its expiry is a new alert: the top bar's badge rises at once.
          refrescarFlota();
          avisarYVolver('Documento agregado correctamente', `/vehiculos/${id}`);
        },
        onError,
      }}
    >
      <SimpleForm noValidate validate={validarDocumento} toolbar={<GuardarToolbar />}>
        <CabeceraVehiculo titulo="Agregar Documento" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
          <SelectInput source="TipoDocumento" choices={TIPOS} isRequired />
          <TextInput source="NumeroDocumento" isRequired />
          <FechaInput source="FechaEmision" isRequired />
          <FechaInput source="FechaVencimiento" isRequired />
          <TextInput source="Notas" multiline minRows={3} sx={{ gridColumn: { md: 'span 2' } }} />
          <TextInput source="ArchivoURL" type="url" sx={{ gridColumn: { md: 'span 2' } }} />
        </Box>
      </SimpleForm>
    </Create>
  );
}
