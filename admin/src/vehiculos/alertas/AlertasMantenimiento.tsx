import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { Dato } from '../Dato';
import type { AlertaMantenimiento } from '../tipos';
import { colorPrioridad, formatKm } from '../umbrales';
import { PaginaAlertas } from './PaginaAlertas';

function TarjetaAlerta({ alerta }: { alerta: AlertaMantenimiento }) {
  const color = colorPrioridad(alerta.prioridad);
  return (
    <Card component="article" aria-label={`${alerta.vehiculo} ${alerta.tipoMantenimiento}`} variant="outlined" sx={{ borderLeft: 6, borderLeftColor: `${color}.main` }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6">
              {alerta.vehiculo} · {alerta.tipoMantenimiento}
            </Typography>
            <Typography color="text.secondary">
              {alerta.marca} {alerta.modelo}
            </Typography>
          </Box>
          <Chip color={color} label={`Prioridad ${alerta.prioridad}`} />
        </Stack>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Dato etiqueta="Km restantes">{`${formatKm(alerta.kmFaltantes)} km`}</Dato>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Dato etiqueta="Km desde el último mantenimiento">{`${formatKm(alerta.kmRecorridos)} km`}</Dato>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Dato etiqueta="Próximo mantenimiento a los">{`${formatKm(alerta.proximoMantenimiento)} km`}</Dato>
          </Grid>
        </Grid>
        <Box sx={{ mt: 1, textAlign: 'right' }}>
          <Button component={Link} to={`/vehiculos/${alerta.vehiculoId}`} label="Ver Vehículo">
            <VisibilityIcon />
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export function AlertasMantenimiento() {
  return (
    <PaginaAlertas<AlertaMantenimiento>
      tipo="mantenimiento"
      titulo="Alertas de Mantenimiento"
      icono={<BuildIcon color="primary" />}
      mensajeError="Error al cargar las alertas de mantenimiento"
      mensajeVacio="No hay alertas de mantenimiento pendientes. Todos los vehículos están al día."
    >
      {(alertas) => alertas.map((a) => <TarjetaAlerta key={`${a.vehiculoId}-${a.subtipo}`} alerta={a} />)}
    </PaginaAlertas>
  );
}
