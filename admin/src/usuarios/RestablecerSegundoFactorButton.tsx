import { Confirm } from 'react-admin';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { Boton } from '../common/Boton';
import { SEGUNDO_FACTOR_RESTABLECIDO } from '#dominio/usuarios';
import { useDecisionSobreCuenta } from './useDecisionSobreCuenta';

/**
 * A lost phone: an Administrador clears the user's second factor (in its activity), after confirming it. Only on a
 * user who has one.
 */
export function RestablecerSegundoFactorButton() {
  const { record, dataProvider, confirmando, setConfirmando, enviando, decidir } = useDecisionSobreCuenta();
  if (!record?.SegundoFactor) return null;

  return (
    <>
      <Boton label="Restablecer segundo factor" disabled={enviando} onClick={() => setConfirmando(true)}>
        <PhonelinkEraseIcon />
      </Boton>
      <Confirm
        isOpen={confirmando}
        loading={enviando}
        title="Restablecer el segundo factor"
        content={`${record.NombreUsuario} podrá ingresar solo con su contraseña hasta que vuelva a activarlo. Úselo si perdió el teléfono.`}
        confirm="Restablecer"
        onConfirm={() =>
          decidir(() => dataProvider.restablecerSegundoFactor(record.id), SEGUNDO_FACTOR_RESTABLECIDO, 'Error al restablecer el segundo factor')
        }
        onClose={() => setConfirmando(false)}
      />
    </>
  );
}
