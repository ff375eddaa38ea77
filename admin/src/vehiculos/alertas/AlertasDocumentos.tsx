import { useState } from 'react';
import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatFecha } from '../../common/format';
import { Dato } from '../Dato';
import type { AlertaDocumento } from '../tipos';
import { colorPrioridad, etiquetaDias, severidadDias } from '../umbrales';
import { PaginaAlertas } from './PaginaAlertas';
import { ResolverAlertaDialog } from './ResolverAlertaDialog';

function TarjetaAlerta({ alerta, onResolver }: { alerta: AlertaDocumento; onResolver: () => void }) {
  const severidad = severidadDias(alerta.diasRestantes);
  return (
    <Card component="article" aria-label={`${alerta.vehiculo} ${alerta.documento} ${alerta.numeroDocumento}`} variant="outlined" sx={{ borderLeft: 6, borderLeftColor: `${severidad}.main` }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6">
              {alerta.vehiculo} · {alerta.documento}
            </Typography>
            <Typography color="text.secondary">
              {alerta.marca} {alerta.modelo}
            </Typography>
          </Box>
          <Chip color={severidad} label={etiquetaDias(alerta.diasRestantes)} />
        </Stack>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Dato etiqueta="Número">{alerta.numeroDocumento}</Dato>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Dato etiqueta="Vencimiento">{formatFecha(alerta.fechaVencimiento)}</Dato>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Dato etiqueta="Prioridad">
              <Chip size="small" variant="outlined" color={colorPrioridad(alerta.prioridad)} label={alerta.prioridad} />
            </Dato>
          </Grid>
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button component={Link} to={`/vehiculos/${alerta.vehiculoId}`} label="Ver Vehículo">
            <VisibilityIcon />
          </Button>
          <Button label="Resolver" variant="contained" onClick={onResolver}>
            <TaskAltIcon />
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function AlertasDocumentos() {
  const [resolviendo, setResolviendo] = useState<AlertaDocumento | null>(null);
  return (
    <>
      <PaginaAlertas<AlertaDocumento>
        tipo="documentos"
        titulo="Alertas de Documentos"
        icono={<DescriptionIcon color="primary" />}
        mensajeError="Error al cargar las alertas de documentos"
        mensajeVacio="No hay alertas de documentos. Todos los documentos están al día."
      >
        {(alertas) =>
          alertas.map((a, i) => <TarjetaAlerta key={a.id ?? `sin-id-${i}`} alerta={a} onResolver={() => setResolviendo(a)} />)
        }
      </PaginaAlertas>
      <ResolverAlertaDialog alerta={resolviendo} onClose={() => setResolviendo(null)} />
    </>
  );
}
