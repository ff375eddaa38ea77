import { Typography } from '@mui/material';
import { formatoKg } from '#dominio/formatos';
import { MOTIVOS_NO_ENTREGA, type Parada, RESULTADOS_PARADA, type ResumenHoja as Resumen, textoCobrado } from '#dominio/hojasDeRuta';
import { formatMoneda } from '../common/format';

/** A stop's result as staff read it: 'Entrega parcial · cobró $ 2.500,00', 'No entregado: Cliente ausente', 'Sin resolver'. */
export function textoResultado(parada: Parada): string {
  if (!parada.Resultado) return 'Sin resolver';
  const motivo = parada.MotivoFalla ? `: ${MOTIVOS_NO_ENTREGA[parada.MotivoFalla]}` : '';
  const cobro = textoCobrado(parada);
  return `${RESULTADOS_PARADA[parada.Resultado]}${motivo}${cobro && ` · ${cobro}`}`;
}

/** Cash whose payment was voided: struck through and said, so nobody adds it. */
export function ImporteAnulado({ importe }: { importe: number }) {
  return (
    <>
      <s>{formatMoneda(importe)}</s> (Anulado)
    </>
  );
}

/** The tally of a started or closed sheet; the voided payments are listed apart, not added. */
export function ResumenHoja({ resumen }: { resumen: Resumen }) {
  const anulados = resumen.Cobros.filter((c) => c.Anulado);
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      Entregadas: {resumen.Entregadas} · Parciales: {resumen.Parciales} · No entregadas: {resumen.NoEntregadas} · Sin resolver:{' '}
      {resumen.SinResolver} · Kg entregados: {formatoKg(resumen.KgEntregados)} · Efectivo cobrado: {formatMoneda(resumen.Cobrado)}
      {anulados.map((c) => (
        <span key={c.CobroID}>
          {' '}
          · Pedido N° {c.PedidoID}: <ImporteAnulado importe={c.Importe} />
        </span>
      ))}
    </Typography>
  );
}
