import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { REPORTES } from './lista';

/** /reportes: each report with what it answers. */
export function Reportes() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
      <Title title="Reportes" />
      {REPORTES.map(({ ruta, titulo, descripcion, Icono }) => (
        <Card key={ruta} variant="outlined">
          <CardActionArea component={Link} to={`/reportes/${ruta}`} sx={{ height: '100%' }}>
            <CardContent>
              <Icono color="primary" />
              <Typography variant="h6" component="h2">
                {titulo}
              </Typography>
              <Typography variant="body2">{descripcion}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
