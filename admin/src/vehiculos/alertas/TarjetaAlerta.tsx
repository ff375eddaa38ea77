import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';

import { Link } from 'react-router-dom';
import { Dato } from '../../common/Dato';
import { Boton } from '../../common/Boton';

type Color = 'error' | 'warning' | 'info' | 'success';

interface Props {
  /** Border and chip colour. */
  color: Color;
  vehiculoId: number;
  /** The card's accessible name. */
  etiqueta: string;
  /** 'Patente · tipo' */
  titulo: string;
  marca: string;
  modelo: string;
  chip: string;
  /** The three figures of the alert, label -> value. */
  datos: [string, ReactNode][];
  /** Buttons beside 'Ver Vehículo'. */
  acciones?: ReactNode;
}

/** The card both alert pages show: coloured border, vehicle and type, a chip, three figures and the link to the vehicle. */
export function TarjetaAlerta({ color, vehiculoId, etiqueta, titulo, marca, modelo, chip, datos, acciones }: Props) {
  return (
    <Card component="article" aria-label={etiqueta} variant="outlined" sx={{ borderLeft: 6, borderLeftColor: `${color}.main` }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="h6">{titulo}</Typography>
            <Typography color="text.secondary">
              {marca} {modelo}
            </Typography>
          </Box>
          <Chip color={color} label={chip} />
        </Stack>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {datos.map(([etiqueta, valor]) => (
            <Grid key={etiqueta} size={{ xs: 12, sm: 4 }}>
              <Dato etiqueta={etiqueta}>{valor}</Dato>
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Boton component={Link} to={`/vehiculos/${vehiculoId}`} label="Ver Vehículo">
            <VisibilityIcon />
          </Boton>
          {acciones}
        </Stack>
      </CardContent>
    </Card>
  );
}
