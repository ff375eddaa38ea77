import { Typography } from '@mui/material';
import { formatoKg } from '#dominio/formatos';
import { MOTIVOS_NO_ENTREGA, type Parada, RESULTADOS_PARADA, type ResumenHoja as Resumen } from '#dominio/hojasDeRuta';
import { formatMoneda } from '../common/format';

/** A stop's result as staff read it: 'Entrega parcial · cobró $ 2.500,00', 'No entregado: Cliente ausente', 'Sin resolver'. */
export function textoResultado(parada: Parada): string {
  if (!parada.Resultado) return 'Sin resolver';
  const motivo = parada.MotivoFalla ? `: ${MOTIVOS_NO_ENTREGA[parada.MotivoFalla]}` : '';
  const cobro = parada.Cobrado ? ` · cobró ${formatMoneda(parada.Cobrado)}` : '';
  return `${RESULTADOS_PARADA[parada.Resultado]}${motivo}${cobro}`;
}

/** The tally of a started or closed sheet. */
export function ResumenHoja({ resumen }: { resumen: Resumen }) {
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      Entregadas: {resumen.Entregadas} · Parciales: {resumen.Parciales} · No entregadas: {resumen.NoEntregadas} · Sin resolver:{' '}
      {resumen.SinResolver} · Kg entregados: {formatoKg(resumen.KgEntregados)} · Efectivo cobrado: {formatMoneda(resumen.Cobrado)}
    </Typography>
  );
}
