import {
  Box,
  Card,
  CardHeader,
  Chip,
  Divider,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import RouteIcon from '@mui/icons-material/Route';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DatosDashboard, HojaDeHoy } from '#dominio/dashboard';
import { Boton } from '../common/Boton';
import { nombreCompleto } from '../common/persona';
import { COLOR_ESTADO_HOJA } from '../hojas-de-ruta/estados';

/** One sheet of today: its vehicle, driver, state, and a bar of the stops resolved of the total. */
function FilaHoja({ hoja }: { hoja: HojaDeHoy }) {
  const id = `progreso-hoja-${hoja.HojaID}`;
  const porcentaje = hoja.Paradas === 0 ? 0 : (hoja.Resueltas / hoja.Paradas) * 100;
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`/hojas-de-ruta/editar/${hoja.HojaID}`} divider sx={{ display: 'block' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            N° {hoja.HojaID} · {hoja.Vehiculo.Patente}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({hoja.Vehiculo.Marca} {hoja.Vehiculo.Modelo})
            </Typography>
          </Typography>
          <Chip size="small" label={hoja.Estado} color={COLOR_ESTADO_HOJA[hoja.Estado]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {nombreCompleto(hoja.Chofer)}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={porcentaje}
            aria-labelledby={id}
            color={hoja.Resueltas === hoja.Paradas && hoja.Paradas > 0 ? 'success' : 'primary'}
            sx={{ flex: 1, height: 8, borderRadius: 1 }}
          />
          <Typography id={id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {hoja.Resueltas} de {hoja.Paradas} paradas
          </Typography>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}

/** Today's route sheets and how far each round went (docs/funcional.md, Dashboard), for whoever reads sheets. */
export function PanelHojasDeHoy({ datos, cargando }: { datos: DatosDashboard | undefined; cargando: boolean }) {
  const { canAccess } = useCanAccess({ resource: 'hojas-de-ruta', action: 'list' });
  if (!canAccess) return null;
  const hojas = datos?.hojasDeHoy;
  return (
    <Card component="section" variant="outlined" aria-label="Hojas de ruta de hoy">
      <CardHeader
        avatar={<RouteIcon color="primary" />}
        title="Hojas de ruta de hoy"
        slotProps={{ title: { variant: 'h6' } }}
        action={hojas && <Chip label={hojas.length} size="small" sx={{ mt: 1, mr: 1, fontWeight: 700 }} />}
      />
      <Divider />
      {!hojas ? (
        cargando ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            <Skeleton variant="rounded" height={64} />
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Sin datos
          </Typography>
        )
      ) : hojas.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No hay hojas de ruta para hoy.
        </Typography>
      ) : (
        <List disablePadding>
          {hojas.map((hoja) => (
            <FilaHoja key={hoja.HojaID} hoja={hoja} />
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 1 }}>
        <Boton component={Link} to="/hojas-de-ruta" label="Ver hojas de ruta">
          <ArrowForwardIcon />
        </Boton>
      </Box>
    </Card>
  );
}
