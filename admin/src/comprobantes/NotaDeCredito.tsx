import { Box, Typography } from '@mui/material';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { NumberInput, RadioButtonGroupInput, TextInput, useCanAccess, useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type Comprobante, nombreComprobante } from '#dominio/facturacion';
import { CLASES_NOTA_CREDITO, cantidadDevolvible, type Restante, restantes } from '#dominio/notasDeCredito';
import type { AppDataProvider } from '../dataProvider';
import { formatMoneda } from '../common/format';
import { ImporteInput } from '../common/ImporteInput';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import { useDialogoDeAccion } from '../common/useDialogoDeAccion';
import { DialogoDeNota } from './DialogoDeNota';
import { notaValida, validarNota, type ValoresNota, valoresIniciales } from './notaDeCredito';

const CLASES = CLASES_NOTA_CREDITO.map((c) => ({ id: c, name: c === 'Devolución' ? 'Devolución (la mercadería vuelve al stock)' : c }));
const ALCANCES = [
  { id: 'completa', name: 'Todo lo que queda de la factura' },
  { id: 'lineas', name: 'Por líneas' },
];

/** One box per invoice line with something left: the quantity that comes back, or the amount credited. */
function LineasANotar({ quedan }: { quedan: Restante[] }) {
  const [clase, alcance] = useWatch<ValoresNota, ['Clase', 'Alcance']>({ name: ['Clase', 'Alcance'] });
  if (alcance !== 'lineas') return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {quedan.map((r, i) =>
        r.Importe === 0 ? null : (
          <Box key={r.Renglon}>
            <Typography variant="body2">
              {r.Descripcion} · quedan {r.Cantidad} × {formatMoneda(r.PrecioUnitario)} ({formatMoneda(r.Importe)})
            </Typography>
            {clase === 'Devolución' ? (
              <NumberInput
                source={`Cantidades.${i}`}
                label="Cantidad que vuelve"
                step={1}
                min={0}
                max={cantidadDevolvible(r)}
                helperText={`Hasta ${cantidadDevolvible(r)}`}
              />
            ) : (
              <ImporteInput source={`Importes.${i}`} label="Importe a acreditar" helperText={`Hasta ${formatMoneda(r.Importe)}`} />
            )}
          </Box>
        ),
      )}
    </Box>
  );
}

/**
 * 'Nota de crédito' (Administrador) on an authorized Factura: the whole of what is left or some lines, a return or a
 * price correction, and why; sent under the dialog's Idempotency-Key, so a double click or a retry makes one note.
 */
export function NotaDeCredito({ factura, notas }: { factura: Comprobante & { id: number }; notas: Comprobante[] }) {
  const { canAccess } = useCanAccess({ resource: 'comprobantes', action: 'nota-credito' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { enviar } = useClaveDeEnvio();
  const dialogo = useDialogoDeAccion('Nota de crédito enviada a ARCA', 'Error al emitir la nota de crédito');
  if (!canAccess || factura.Tipo !== 'Factura' || factura.Estado !== 'Autorizado') return null;
  const quedan = restantes(
    factura.lineas,
    // A price correction brings no goods back: only a return's quantities count against what may come back.
    notas
      .filter((n) => n.Tipo === 'Nota de crédito' && n.Estado !== 'Rechazado')
      .flatMap((n) => n.lineas.map((l) => ({ ...l, Cantidad: n.Clase === 'Devolución' ? l.Cantidad : 0 }))),
  );
  if (quedan.every((r) => r.Importe === 0)) return null;
  const emitir = (valores: Record<string, unknown>) =>
    dialogo.ejecutar(() =>
      enviar((clave) => dataProvider.emitirNotaDeCredito(factura.id, notaValida(valores as unknown as ValoresNota, quedan), clave)),
    );

  return (
    <DialogoDeNota
      etiqueta="Nota de crédito"
      icono={<RemoveCircleOutlineIcon />}
      titulo={`Nota de crédito de ${nombreComprobante(factura)}`}
      explicacion="Acredita en la cuenta del cliente cuando ARCA la autoriza; en una devolución, la mercadería vuelve al stock."
      dialogo={dialogo}
      valoresIniciales={valoresIniciales()}
      validar={validarNota(quedan)}
      emitir={emitir}
    >
      <RadioButtonGroupInput source="Clase" label="Clase" choices={CLASES} row={false} />
      <RadioButtonGroupInput source="Alcance" label="Qué acredita" choices={ALCANCES} row={false} />
      <TextInput source="Motivo" label="Motivo" multiline minRows={2} />
      <LineasANotar quedan={quedan} />
    </DialogoDeNota>
  );
}
