import { Box } from '@mui/material';
import { Create, DateInput, SelectInput, SimpleForm, TextInput, maxLength } from 'react-admin';
import { useParams } from 'react-router-dom';
import { GuardarToolbar } from '../../common/GuardarToolbar';
import { useAvisoDeError } from '../../common/useAvisoDeError';
import { useAvisoYRedireccion } from '../../common/useAvisoYRedireccion';
import { CabeceraVehiculo } from '../CabeceraVehiculo';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { validarFechaVencimiento, validarObligatorio } from '../validaciones';

export const TIPOS_DOCUMENTO = ['VTV', 'Seguro', 'Cédula Verde', 'Cédula Azul', 'Patente', 'RTO', 'Otro'].map((t) => ({ id: t, name: t }));

const validarUrl = (value: unknown) =>
  value && !/^https?:\/\/\S+$/i.test(String(value)) ? 'La URL del archivo no es válida' : undefined;

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
      <SimpleForm noValidate toolbar={<GuardarToolbar />}>
        <CabeceraVehiculo titulo="Agregar Documento" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
          <SelectInput source="TipoDocumento" choices={TIPOS_DOCUMENTO} validate={validarObligatorio} />
          <TextInput source="NumeroDocumento" validate={[validarObligatorio, maxLength(100)]} />
          <DateInput source="FechaEmision" validate={validarObligatorio} />
          <DateInput source="FechaVencimiento" validate={validarFechaVencimiento} />
          <TextInput source="Notas" multiline minRows={3} sx={{ gridColumn: { md: 'span 2' } }} />
          <TextInput source="ArchivoURL" type="url" validate={[validarUrl, maxLength(500)]} sx={{ gridColumn: { md: 'span 2' } }} />
        </Box>
      </SimpleForm>
    </Create>
  );
}
