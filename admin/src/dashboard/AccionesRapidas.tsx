import type { ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, Divider, Grid } from '@mui/material';
import BoltIcon from '@mui/icons-material/Bolt';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Link } from 'react-router-dom';

const ACCIONES: { label: string; to: string; icono: ReactNode }[] = [
  { label: 'Nuevo Pedido', to: '/pedidos/nuevo', icono: <AddShoppingCartIcon /> },
  { label: 'Nuevo Vehículo', to: '/vehiculos/nuevo', icono: <AddCircleIcon /> },
  { label: 'Nuevo Cliente', to: '/clientes/nuevo', icono: <PersonAddIcon /> },
  { label: 'Ver Productos', to: '/productos', icono: <Inventory2Icon /> },
];

/** Shortcuts to the everyday tasks (every role may do them). */
export function AccionesRapidas() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader avatar={<BoltIcon color="secondary" />} title="Acciones Rápidas" slotProps={{ title: { variant: 'h6' } }} />
      <Divider />
      <CardContent>
        <Grid container spacing={1.5}>
          {ACCIONES.map(({ label, to, icono }, i) => (
            <Grid key={to} size={{ xs: 12, sm: 6 }}>
              <Button
                component={Link}
                to={to}
                fullWidth
                size="large"
                variant={i === 0 ? 'contained' : 'outlined'}
                startIcon={icono}
                sx={{ justifyContent: 'flex-start', py: 1.5 }}
              >
                {label}
              </Button>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
