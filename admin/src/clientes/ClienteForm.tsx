import { BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useCanAccess } from 'react-admin';
import { Box } from '@mui/material';
import { DIAS_CREDITO_POR_DEFECTO } from '#dominio/clientes';
import { GuardarToolbar } from '../common/GuardarToolbar';
import { ActivoInput } from '../common/ActivoInput';
import { ImporteInput } from '../common/ImporteInput';
import { CamposFiscales } from '../common/CamposFiscales';
import { validarCliente } from './validaciones';

/**
 * Same fields and messages as registration (docs/funcional.md, Clientes), the tax identity, the credit terms and
 * the price list, which only Supervisor and Administrador change (read-only for the others, as the server says).
 */
export function ClienteForm() {
  const { canAccess: fijaCredito } = useCanAccess({ resource: 'clientes', action: 'credito' });
  return (
    <SimpleForm
      defaultValues={{ Active: true, DiasCredito: DIAS_CREDITO_POR_DEFECTO, LimiteCredito: null, ListaPrecioID: null, RecordatoriosDeuda: true }}
      validate={validarCliente}
      toolbar={<GuardarToolbar />}
      noValidate
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 800 }}>
        <TextInput source="Nombre" />
        <TextInput source="Apellido" />
        <TextInput source="Telefono" />
        <TextInput source="Email" type="email" />
        <TextInput source="Direccion" sx={{ gridColumn: { md: 'span 2' } }} />
        <CamposFiscales />
        <ImporteInput source="LimiteCredito" readOnly={!fijaCredito} helperText={fijaCredito ? 'Vacío: sin límite' : false} />
        <NumberInput source="DiasCredito" min={0} max={365} step={1} readOnly={!fijaCredito} />
        {/* The price list is a commercial term as the credit is: the same roles choose it. */}
        <ReferenceInput
          source="ListaPrecioID"
          reference="listas-precio"
          filter={{ activos: true }}
          perPage={25}
          sort={{ field: 'Nombre', order: 'ASC' }}
        >
          <SelectInput
            optionText="Nombre"
            emptyText="Lista general"
            readOnly={!fijaCredito}
            helperText={fijaCredito ? 'Con la que se precian sus pedidos' : false}
          />
        </ReferenceInput>
        <BooleanInput source="RecordatoriosDeuda" helperText="Enviarle cada semana el resumen de cuenta si tiene deuda vencida" />
        <ActivoInput />
      </Box>
    </SimpleForm>
  );
}
