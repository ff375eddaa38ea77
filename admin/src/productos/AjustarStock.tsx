import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  TextInput,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Boton } from '../common/Boton';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../dataProvider';
import { mensajeDeError } from '../common/errores';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import { type AjusteStock, RAZONES_AJUSTE } from '#dominio/stock';
import { cuerpoAjuste, validarAjuste, type ValoresAjuste } from './validaciones';

const MODOS = [
  { id: 'contado', name: 'Stock contado' },
  { id: 'diferencia', name: 'Diferencia (+/-)' },
];
const RAZONES = Object.entries(RAZONES_AJUSTE).map(([id, name]) => ({ id, name }));
const INICIALES: ValoresAjuste = { modo: 'contado', Cantidad: null, Razon: '', Comentario: '' };

/** The quantity box says what it takes: the units counted, or the units to add (+) or take (-). */
function CantidadAjuste() {
  const modo = useWatch<ValoresAjuste, 'modo'>({ name: 'modo' });
  return <NumberInput source="Cantidad" label={modo === 'diferencia' ? 'Diferencia' : 'Stock contado'} step={1} autoFocus />;
}

/**
 * 'Ajustar stock' (Supervisor and Administrador): after a stock-take, the counted quantity (or a
 * signed difference) with its reason becomes one 'ajuste' move of the product's ledger. A count goes
 * with the stock shown, so a sale made while counting is not undone.
 */
export function AjustarStock() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'productos', action: 'ajustar' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [abierto, setAbierto] = useState(false);
  const [error, setError] = useState<string>();
  // The dialog's key: a double click or a retry adjusts once; a new one after each adjustment.
  const { enviar } = useClaveDeEnvio();
  if (!canAccess || !record) return null;

  const cerrar = () => {
    setAbierto(false);
    setError(undefined);
  };

  const ajustar = async (valores: Record<string, unknown>) => {
    try {
      // The form's validate (validarAjuste) has checked these values with the API's own schema.
      const ajuste = cuerpoAjuste(valores as unknown as ValoresAjuste, record.Stock) as AjusteStock;
      await enviar((clave) => dataProvider.ajustarStock(record.id, ajuste, clave));
      notify('Stock ajustado correctamente', { type: 'success' });
      cerrar();
      refresh();
    } catch (e) {
      setError(mensajeDeError(e, 'Error al ajustar el stock'));
    }
  };

  return (
    <>
      <Boton label="Ajustar stock" variant="outlined" onClick={() => setAbierto(true)}>
        <TuneIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <Form defaultValues={INICIALES} validate={(valores) => validarAjuste(valores as ValoresAjuste)} onSubmit={ajustar} noValidate>
          <DialogTitle>Ajustar stock</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              Stock actual de {record.Nombre}: {record.Stock}. El ajuste queda en los movimientos del producto con su razón.
            </DialogContentText>
            <RadioButtonGroupInput source="modo" label="Ajustar con" choices={MODOS} />
            <CantidadAjuste />
            <SelectInput source="Razon" label="Razón" choices={RAZONES} />
            <TextInput source="Comentario" label="Comentario (obligatorio para Otro)" multiline minRows={2} />
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Boton label="Cancelar" onClick={cerrar} />
            <SaveButton label="Ajustar" icon={<TuneIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
