import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import { BooleanInput, CreateBase, NumberInput, SimpleForm, TextInput, useNotify, useRecordContext } from 'react-admin';
import { Boton } from '../../common/Boton';
import { FechaInput } from '../../common/FechaInput';
import { GuardarToolbar } from '../../common/GuardarToolbar';
import { ImporteInput } from '../../common/ImporteInput';
import { useAvisoDeError } from '../../common/useAvisoDeError';
import { hoyNegocio } from '../../common/zonaNegocio';
import { TEXTOS_FLOTA } from '../textosFlota';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { validarCargaCombustible } from '../validaciones';

/** 'Registrar carga': a fuel load of the vehicle on screen, which is also a mileage reading. */
export function CargaCombustibleDialog() {
  const vehiculo = useRecordContext();
  const [abierto, setAbierto] = useState(false);
  const notify = useNotify();
  const refrescarFlota = useRefrescarFlota();
  const { onError } = useAvisoDeError(TEXTOS_FLOTA.errorCarga);
  if (!vehiculo) return null;
  return (
    <>
      <Boton label={TEXTOS_FLOTA.registrarCarga} variant="contained" onClick={() => setAbierto(true)}>
        <LocalGasStationIcon />
      </Boton>
      <Dialog open={abierto} onClose={() => setAbierto(false)} fullWidth maxWidth="sm">
        <DialogTitle>{TEXTOS_FLOTA.registrarCarga}</DialogTitle>
        <DialogContent>
          <CreateBase
            resource="combustible"
            redirect={false}
            transform={(values) => ({ ...values, vehiculoId: vehiculo.id })}
            mutationOptions={{
              onSuccess: () => {
                notify(TEXTOS_FLOTA.cargaRegistrada, { type: 'success' });
                setAbierto(false);
                refrescarFlota();
              },
              onError,
            }}
          >
            <SimpleForm
              noValidate
              validate={validarCargaCombustible}
              defaultValues={{ Fecha: hoyNegocio(), Kilometraje: vehiculo.KilometrajeActual, TanqueLleno: true }}
              toolbar={<GuardarToolbar />}
            >
              <FechaInput source="Fecha" isRequired />
              <NumberInput source="Kilometraje" isRequired min={vehiculo.KilometrajeActual} step={1} />
              <NumberInput source="Litros" isRequired min={0.01} step={0.01} />
              <ImporteInput source="Importe" isRequired />
              <BooleanInput source="TanqueLleno" />
              <TextInput source="Estacion" />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
}
