import { AutocompleteInput, Create, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { FechaInput } from '../common/FechaInput';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { ImporteInput } from '../common/ImporteInput';
import { useGuardadoConClave } from '../common/useClaveDeEnvio';
import { nombreCompleto } from '../common/persona';
import { hoyNegocio } from '../common/zonaNegocio';
import { EntregasAPagar } from './EntregasAPagar';
import { METODOS } from './metodos';
import { validarCobro } from './validaciones';

const buscarCliente = (q: string) => ({ q });

/**
 * /cobros/nuevo (Supervisor and Administrador): a payment of a client, applied to the deliveries picked
 * or to the oldest; a client's account tab opens it with the client chosen. Saved under the form's
 * Idempotency-Key: a double click or a retry records one payment.
 */
export function CobroCreate() {
  return (
    <Create title="Registrar cobro" redirect={(_r, id) => `cobros/${id}`} mutationOptions={useGuardadoConClave('Error al registrar el cobro')}>
      <SimpleForm
        defaultValues={() => ({ Fecha: hoyNegocio(), Metodo: 'efectivo' })}
        validate={validarCobro}
        toolbar={<GuardarToolbar />}
        noValidate
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            <ReferenceInput source="ClienteID" reference="clientes" perPage={25} sort={{ field: 'Nombre', order: 'ASC' }}>
              <AutocompleteInput optionText={nombreCompleto} filterToQuery={buscarCliente} />
            </ReferenceInput>
          </Box>
          <FechaInput source="Fecha" />
          <ImporteInput source="Importe" />
          <SelectInput source="Metodo" choices={METODOS} />
          <TextInput source="Referencia" helperText="Número de cheque o de transferencia" />
          <TextInput source="Comentario" multiline sx={{ gridColumn: { md: 'span 2' } }} />
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            <EntregasAPagar />
          </Box>
        </Box>
      </SimpleForm>
    </Create>
  );
}
