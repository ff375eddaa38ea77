import { Box, Card, CardContent, CardHeader, Chip, Divider, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EngineeringIcon from '@mui/icons-material/Engineering';
import { EditButton, type RaRecord, ShowBase, Title, useShowContext } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatFecha, formatMoneda } from '../../common/format';
import { Cargando, ErrorDeCarga } from '../ErrorDeCarga';
import { Dato } from '../../common/Dato';
import type { Mantenimiento } from '#dominio/vehiculos';
import { formatKm } from '#dominio/vencimientos';
import { Boton } from '../../common/Boton';

function Detalle() {
  const { id: vehiculoId } = useParams();
  const { record: m, error, isPending } = useShowContext<Mantenimiento & RaRecord>();
  if (isPending) return <Cargando />;
  if (error || !m)
    return (
      <ErrorDeCarga
        error={error}
        noEncontrado="Mantenimiento no encontrado"
        otro="Error al cargar el mantenimiento"
        volver={{ label: 'Volver a mantenimientos', to: `/vehiculos/${vehiculoId}/mantenimientos` }}
      />
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${m.TipoMantenimiento} · ${m.Vehiculo.Patente}`} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Boton component={Link} to={`/vehiculos/${vehiculoId}/mantenimientos`} label="Volver a mantenimientos">
          <ArrowBackIcon />
        </Boton>
        <EditButton to={`/vehiculos/${vehiculoId}/mantenimientos/editar/${m.id}`} variant="contained" />
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardHeader title={m.TipoMantenimiento} action={<Chip color="primary" label={`${formatKm(m.Kilometraje)} km`} />} />
            <CardContent>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Dato etiqueta="Fecha de realización">{formatFecha(m.FechaRealizacion)}</Dato>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Dato etiqueta="Kilometraje">{`${formatKm(m.Kilometraje)} km`}</Dato>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Dato etiqueta="Costo">{formatMoneda(m.Costo ?? 0)}</Dato>
                </Grid>
                <Grid size={12}>
                  <Stack spacing={1.5}>
                    <Dato etiqueta="Proveedor (taller)">{m.Proveedor}</Dato>
                    <Dato etiqueta="Descripción">{m.Descripcion}</Dato>
                    <Dato etiqueta="Notas">{m.Notas}</Dato>
                  </Stack>
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Card>
            <CardHeader avatar={<DirectionsCarIcon color="primary" />} title="Vehículo" />
            <CardContent sx={{ pt: 0 }}>
              <Typography variant="h6">{m.Vehiculo.Patente}</Typography>
              <Typography>
                {m.Vehiculo.Marca} {m.Vehiculo.Modelo}
              </Typography>
              <Typography color="text.secondary">Año {m.Vehiculo.Anio}</Typography>
            </CardContent>
          </Card>
          <Card>
            <CardHeader avatar={<EngineeringIcon color="primary" />} title="Técnico" subheader="Registrado por" />
            <CardContent sx={{ pt: 0 }}>
              {m.Usuario ? (
                <Typography>
                  {m.Usuario.Nombre} {m.Usuario.Apellido}
                </Typography>
              ) : (
                <Typography color="text.secondary">Sistema</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" gutterBottom>
                Información adicional
              </Typography>
              <Divider sx={{ mb: 1 }} />
              <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                <Dato etiqueta="ID">{m.MantenimientoID}</Dato>
                <Dato etiqueta="Fecha de registro">{formatFecha(m.createdAt, true)}</Dato>
                <Dato etiqueta="Última actualización">{formatFecha(m.updatedAt, true)}</Dato>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}

export function MantenimientoShow() {
  const { mantenimientoId } = useParams();
  return (
    // The screen shows its own not-found and load-error texts instead of redirecting.
    <ShowBase resource="mantenimientos" id={mantenimientoId} queryOptions={{ onError: () => undefined }}>
      <Detalle />
    </ShowBase>
  );
}
