import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import SpeedIcon from '@mui/icons-material/Speed';
import WarningIcon from '@mui/icons-material/Warning';
import ListIcon from '@mui/icons-material/List';
import {
  EditButton,
  Pagination,
  type RaRecord,
  ReferenceManyField,
  ShowBase,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  Title,
  useShowContext,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatFecha } from '../common/format';
import { Dato } from '../common/Dato';
import { Cargando, ErrorDeCarga } from './ErrorDeCarga';
import { ProgresoMantenimiento } from './ProgresoMantenimiento';
import { ChipActivo, ChipDisponible } from './VehiculoChips';
import { DocumentosTabla } from './documentos/DocumentosTabla';
import { CorregirKilometraje } from './kilometraje/CorregirKilometraje';
import { HistorialKilometraje } from './kilometraje/HistorialKilometraje';
import { MantenimientosTabla } from './mantenimientos/MantenimientosTabla';
import type { Subtipo } from '#dominio/alertas';
import type { Vehiculo, VehiculoDetalle } from '#dominio/vehiculos';
import { formatKm, textoVencimiento } from '#dominio/vencimientos';
import { type RecordatorioPorFecha, necesitaMantenimiento, recordatoriosPorFecha } from './umbrales';
import { TEXTOS_FLOTA, textoCadaMeses, textoPorFecha, textoUltimoService } from './textosFlota';
import { hoyNegocio } from '../common/zonaNegocio';
import { CombustibleTab } from './combustible/CombustibleTab';
import { CostosTab } from './costos/CostosTab';
import { useEsTelefono } from '../common/ListaAdaptable';
import { ACTIVIDAD, Actividad, useVerActividad } from '../auditoria/Actividad';

/** The three ways to add to a vehicle, each its own screen. */
const acciones = (id: unknown) => ({
  kilometraje: { label: 'Actualizar Kilometraje', to: `/vehiculos/${id}/kilometraje/actualizar`, icon: <SpeedIcon /> },
  mantenimiento: { label: 'Registrar Mantenimiento', to: `/vehiculos/${id}/mantenimientos/nuevo`, icon: <BuildIcon /> },
  nuevoMantenimiento: { label: 'Nuevo Mantenimiento', to: `/vehiculos/${id}/mantenimientos/nuevo`, icon: <BuildIcon /> },
  documento: { label: 'Agregar Documento', to: `/vehiculos/${id}/documentos/nuevo`, icon: <NoteAddIcon /> },
});

/** Always with its text: react-admin's Button shrinks to a bare icon on a phone, where drivers need the words. */
function BotonAccion({
  label,
  to,
  icon,
  variant = 'outlined',
}: {
  label: string;
  to: string;
  icon: ReactNode;
  variant?: 'outlined' | 'contained';
}) {
  return (
    <Button component={Link} to={to} variant={variant} startIcon={icon}>
      {label}
    </Button>
  );
}

function Tarjeta({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          {titulo}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A reminder by date under its card: 'Cada 6 meses · Vence 15 mar 2026 · 5 días'. */
function PorFecha({ recordatorio }: { recordatorio: RecordatorioPorFecha | undefined }) {
  if (!recordatorio) return null;
  return (
    <Typography variant="body2" color={recordatorio.dias <= 7 ? 'error' : 'text.secondary'}>
      {textoCadaMeses(recordatorio.meses)} · {textoPorFecha(recordatorio.fechaProxima, recordatorio.dias)}
    </Typography>
  );
}

function ProximoCambio({ v, cambio, porFecha }: { v: Vehiculo; cambio: Subtipo; porFecha: RecordatorioPorFecha[] }) {
  const aceite = cambio === 'aceite';
  const kmRestantes = aceite ? v.KmRestantesAceite : v.KmRestantesCorrea;
  const intervalo = aceite ? v.IntervaloCambioAceite : v.IntervaloCambioCorrea;
  const ultimo = aceite ? v.UltimoCambioAceite : v.UltimoCambioCorrea;
  return (
    <Tarjeta titulo={aceite ? 'Próximo cambio de aceite' : 'Próximo cambio de correa'}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {textoVencimiento(kmRestantes, 'km')}
      </Typography>
      <ProgresoMantenimiento kmRestantes={kmRestantes} intervalo={intervalo} cambio={cambio} alto={12} />
      <Typography variant="body2" color="text.secondary">
        Último cambio: {formatKm(ultimo)} km · Intervalo: {formatKm(intervalo)} km · Próximo: {formatKm(ultimo + intervalo)} km
      </Typography>
      <PorFecha recordatorio={porFecha.find((r) => r.recordatorio === cambio)} />
    </Tarjeta>
  );
}

/** Mileage, maintenance and documents: under the header on a phone (a driver on the road gets them in one tap), at the foot otherwise. */
function AccionesVehiculo({ id }: { id: unknown }) {
  const a = acciones(id);
  return (
    <Stack direction="row" sx={{ my: 2, flexWrap: 'wrap', gap: 1 }}>
      <BotonAccion {...a.kilometraje} />
      <BotonAccion {...a.mantenimiento} />
      <BotonAccion {...a.documento} />
    </Stack>
  );
}

function Campo({ etiqueta, valor }: { etiqueta: string; valor: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Dato etiqueta={etiqueta}>{valor}</Dato>
    </Grid>
  );
}

function Detalle() {
  const { record: v, error, isPending } = useShowContext<VehiculoDetalle & RaRecord>();
  const telefono = useEsTelefono();
  const verActividad = useVerActividad();
  if (isPending) return <Cargando />;
  if (error || !v)
    return (
      <ErrorDeCarga
        error={error}
        noEncontrado="Vehículo no encontrado"
        otro="Error al cargar los datos del vehículo"
        volver={{ label: 'Volver a vehículos', to: '/vehiculos' }}
      />
    );
  const a = acciones(v.id);
  const porFecha = recordatoriosPorFecha(v, hoyNegocio());
  const service = porFecha.find((r) => r.recordatorio === 'service');
  const alerta = necesitaMantenimiento(v, porFecha);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={`Vehículo ${v.Patente}`} />
      <Card sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, letterSpacing: 1 }}>
              {v.Patente}
            </Typography>
            <Typography variant="subtitle1" color="text.secondary">
              {v.Marca} {v.Modelo} · {v.Anio}
            </Typography>
          </Box>
          <EditButton to={`/vehiculos/editar/${v.id}`} label="Editar" variant="contained" />
        </CardContent>
      </Card>
      {telefono && <AccionesVehiculo id={v.id} />}

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tarjeta titulo="Estado">
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <ChipDisponible disponible={v.Disponible} />
              <ChipActivo activo={v.Active} />
            </Stack>
          </Tarjeta>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tarjeta titulo="Kilometraje">
            <Typography variant="h5">{formatKm(v.KilometrajeActual)} km</Typography>
          </Tarjeta>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Tarjeta titulo="Alertas">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              {alerta ? <WarningIcon color="error" /> : <CheckCircleIcon color="success" />}
              <Typography variant="h6" color={alerta ? 'error' : 'success.main'}>
                {alerta ? 'Mantenimiento necesario' : 'Todo en orden'}
              </Typography>
            </Stack>
          </Tarjeta>
        </Grid>
        <Grid size={{ xs: 12, md: service ? 4 : 6 }}>
          <ProximoCambio v={v} cambio="aceite" porFecha={porFecha} />
        </Grid>
        <Grid size={{ xs: 12, md: service ? 4 : 6 }}>
          <ProximoCambio v={v} cambio="correa" porFecha={porFecha} />
        </Grid>
        {service && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Tarjeta titulo={TEXTOS_FLOTA.proximoService}>
              <PorFecha recordatorio={service} />
              <Typography variant="body2" color="text.secondary">
                {textoUltimoService(v.FechaUltimoService)}
              </Typography>
            </Tarjeta>
          </Grid>
        )}
      </Grid>

      <Card>
        {/* Tabs stay off the URL: /vehiculos/:id/<n> would collide with the vehicle's own sub-pages. */}
        <TabbedShowLayout syncWithLocation={false} tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
          <TabbedShowLayout.Tab label="Información General">
            <Grid container spacing={2}>
              <Campo etiqueta="Patente" valor={v.Patente} />
              <Campo etiqueta="Marca" valor={v.Marca} />
              <Campo etiqueta="Modelo" valor={v.Modelo} />
              <Campo etiqueta="Año" valor={v.Anio} />
              <Campo etiqueta="Número de chasis" valor={v.NumeroChasis} />
              <Campo etiqueta="Número de motor" valor={v.NumeroMotor} />
              <Campo etiqueta="Kilometraje actual" valor={`${formatKm(v.KilometrajeActual)} km`} />
              <Campo etiqueta="Intervalo cambio de aceite" valor={`${formatKm(v.IntervaloCambioAceite)} km`} />
              <Campo etiqueta="Intervalo cambio de correa" valor={`${formatKm(v.IntervaloCambioCorrea)} km`} />
              <Campo etiqueta="Fecha de alta" valor={formatFecha(v.FechaCreacion)} />
            </Grid>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="Mantenimientos">
            <Stack direction="row" spacing={1}>
              <BotonAccion {...a.nuevoMantenimiento} variant="contained" />
              <BotonAccion label="Ver todos" to={`/vehiculos/${v.id}/mantenimientos`} icon={<ListIcon />} />
            </Stack>
            <ReferenceManyField
              reference="mantenimientos"
              target="vehiculoId"
              sort={{ field: 'FechaRealizacion', order: 'DESC' }}
              perPage={10}
              pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
            >
              <MantenimientosTabla vehiculoId={v.id} />
            </ReferenceManyField>
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="Kilometraje">
            <Box sx={{ display: 'flex', gap: 1 }}>
              <BotonAccion {...a.kilometraje} variant="contained" />
              <CorregirKilometraje />
            </Box>
            <HistorialKilometraje />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="Documentos">
            <Box>
              <BotonAccion {...a.documento} variant="contained" />
            </Box>
            <DocumentosTabla />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="Combustible">
            <CombustibleTab />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="Costos">
            <CostosTab />
          </TabbedShowLayout.Tab>
          {verActividad && (
            <TabbedShowLayout.Tab label={ACTIVIDAD}>
              <Actividad />
            </TabbedShowLayout.Tab>
          )}
        </TabbedShowLayout>
      </Card>

      {!telefono && <AccionesVehiculo id={v.id} />}
    </Box>
  );
}

export function VehiculoShow() {
  const { id } = useParams();
  return (
    // The screen shows its own not-found and load-error texts instead of redirecting.
    <ShowBase resource="vehiculos" id={id} queryOptions={{ onError: () => undefined }}>
      <Detalle />
    </ShowBase>
  );
}
