import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext } from 'react-admin';
import type { Aumento } from '#dominio/precios';
import { Dato } from '../common/Dato';
import { EstadoChip } from '../common/EstadoChip';
import { formatFecha } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { DeshacerAumento } from './DeshacerAumento';

function Ficha() {
  const a = useRecordContext<Aumento & { id: number }>();
  if (!a) return null;
  return (
    <CardContent>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Aumento #{a.AumentoID}
        </Typography>
        <EstadoChip estado={a.Estado} />
      </Stack>
      <Typography sx={{ mb: 2 }}>{a.Descripcion}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, flexWrap: 'wrap' }}>
        <Dato etiqueta="Rige desde">{formatFecha(a.VigenteDesde)}</Dato>
        <Dato etiqueta="Precios cambiados">{a.Productos ?? '—'}</Dato>
        <Dato etiqueta="Creado">{`${formatFecha(a.CreadoAt, true)} por ${nombreCompleto(a.Usuario)}`}</Dato>
        {a.AplicadoAt && <Dato etiqueta="Aplicado">{formatFecha(a.AplicadoAt, true)}</Dato>}
        {a.DeshechoAt && <Dato etiqueta="Deshecho">{formatFecha(a.DeshechoAt, true)}</Dato>}
      </Stack>
    </CardContent>
  );
}

/** /aumentos-precio/:id: what an increase covered and did, and "Deshacer" while it may. */
export function AumentoShow() {
  return (
    <Show
      title="Aumento de precios"
      actions={
        <TopToolbar>
          <DeshacerAumento />
        </TopToolbar>
      }
    >
      <Card variant="outlined">
        <Ficha />
      </Card>
    </Show>
  );
}
