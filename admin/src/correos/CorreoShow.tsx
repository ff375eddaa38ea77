import { Alert, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Show, useRecordContext } from 'react-admin';
import { CORREO_NO_ENCONTRADO, type CorreoDetalle } from '#dominio/correos';
import { formatoTamano } from '#dominio/formatos';
import { Dato } from '../common/Dato';
import { PapelButton } from '../common/PapelButton';
import { useCargaDeDetalle } from '../common/useCargaDeDetalle';
import { formatFecha } from '../common/format';
import { httpArchivo } from '../dataProvider/httpClient';
import { EstadoDelCorreo } from './estado';

/** What became of the mail: sent, waiting for its next attempt, given up with the server's answer, or kept here. */
function Situacion({ correo }: { correo: CorreoDetalle }) {
  if (correo.Estado === 'retenido')
    return (
      <Alert severity="info">
        Sin servidor de correo configurado (SMTP_HOST), este correo no salió de esta máquina: queda aquí para leerlo.
      </Alert>
    );
  if (correo.Estado === 'no_enviado') return <Alert severity="error">No se pudo enviar: {correo.Respuesta}</Alert>;
  if (correo.Estado === 'pendiente')
    return (
      <Alert severity="warning">
        Se envía en cuanto el servidor de correo lo acepte; próximo intento: {formatFecha(correo.ProximoIntento, true)}
        {correo.Respuesta ? ` (último error: ${correo.Respuesta})` : ''}.
      </Alert>
    );
  return <Alert severity="success">Enviado el {formatFecha(correo.EnviadoEn!, true)}.</Alert>;
}

function Correo() {
  const correo = useRecordContext<CorreoDetalle & { id: number }>();
  // The list's row comes first (as a placeholder), without the text and attachments the detail brings.
  if (!correo?.Adjuntos) return null;
  return (
    <Card variant="outlined" sx={{ m: { xs: 1, sm: 2 } }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Situacion correo={correo} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' }, gap: 2, justifyContent: 'start' }}>
          <Dato etiqueta="Para">{correo.Para}</Dato>
          <Dato etiqueta="Creado">{formatFecha(correo.CreadoEn, true)}</Dato>
          <Dato etiqueta="Estado">
            <EstadoDelCorreo estado={correo.Estado} />
          </Dato>
        </Box>
        <Typography variant="h6" component="h2">
          {correo.Asunto}
        </Typography>
        <Divider />
        {/* The text as it goes: plain, its lines as written. */}
        <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
          {correo.Texto}
        </Typography>
        {correo.Adjuntos.length > 0 && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {correo.Adjuntos.map((a) => (
              <PapelButton
                key={a.AdjuntoID}
                label={`${a.Nombre} (${formatoTamano(a.Bytes)})`}
                icon={<AttachFileIcon />}
                obtener={async () => ({ data: await httpArchivo(`/correos/${correo.CorreoID}/adjuntos/${a.AdjuntoID}`, a.Nombre) })}
              />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** /correos/:id (Administrador): the mail as it was (or would have been) sent, with its attachments to download. */
export function CorreoShow() {
  const queryOptions = useCargaDeDetalle('correos', CORREO_NO_ENCONTRADO, 'Error al cargar el correo');
  return (
    <Show title="Correo" actions={false} component="div" queryOptions={queryOptions}>
      <Correo />
    </Show>
  );
}
