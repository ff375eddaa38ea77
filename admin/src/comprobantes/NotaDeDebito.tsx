import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useCanAccess, useDataProvider } from 'react-admin';
import { ALICUOTA_IVA_POR_DEFECTO, ALICUOTAS_IVA, type Comprobante, nombreAlicuota, nombreComprobante } from '#dominio/facturacion';
import { type NotaDebitoInput, notaDebitoCreateSchema } from '#dominio/notasDeDebito';
import type { AppDataProvider } from '../dataProvider';
import { ImporteInput } from '../common/ImporteInput';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import { useDialogoDeAccion } from '../common/useDialogoDeAccion';
import { validarCon } from '../common/validarCon';
import { DialogoDeNota } from './DialogoDeNota';

const ALICUOTAS = ALICUOTAS_IVA.map((alicuota) => ({ id: alicuota, name: nombreAlicuota(alicuota) }));
const validar = validarCon(notaDebitoCreateSchema);
const valoresIniciales = () => ({ Motivo: '', Lineas: [{ Descripcion: '', Importe: null, AlicuotaIVA: ALICUOTA_IVA_POR_DEFECTO }] });

/**
 * 'Nota de débito' (Administrador) on an authorized Factura (decision 100): why, and each concept the client owes beyond
 * the invoice (interest, freight, a price difference) with its final amount and rate; sent under the dialog's
 * Idempotency-Key, so a double click or a retry makes one note.
 */
export function NotaDeDebito({ factura }: { factura: Comprobante & { id: number } }) {
  const { canAccess } = useCanAccess({ resource: 'comprobantes', action: 'nota-debito' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { enviar } = useClaveDeEnvio();
  const dialogo = useDialogoDeAccion('Nota de débito enviada a ARCA', 'Error al emitir la nota de débito');
  if (!canAccess || factura.Tipo !== 'Factura' || factura.Estado !== 'Autorizado') return null;
  const emitir = (valores: Record<string, unknown>) =>
    dialogo.ejecutar(() =>
      enviar((clave) => dataProvider.emitirNotaDeDebito(factura.id, notaDebitoCreateSchema.parse(valores) as NotaDebitoInput, clave)),
    );

  return (
    <DialogoDeNota
      etiqueta="Nota de débito"
      icono={<AddCircleOutlineIcon />}
      titulo={`Nota de débito de ${nombreComprobante(factura)}`}
      explicacion="Lo que el cliente debe además de la factura (intereses, flete, una diferencia de precio): se carga en su cuenta cuando ARCA la autoriza. No mueve stock."
      dialogo={dialogo}
      valoresIniciales={valoresIniciales()}
      validar={validar}
      emitir={emitir}
    >
      <TextInput source="Motivo" label="Motivo" multiline minRows={2} />
      <ArrayInput source="Lineas" label="Conceptos">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="Descripcion" label="Concepto" helperText={false} />
          <ImporteInput source="Importe" label="Importe final" />
          <SelectInput source="AlicuotaIVA" label="IVA" choices={ALICUOTAS} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </DialogoDeNota>
  );
}
