import type { ElementType } from 'react';
import { Grid } from '@mui/material';
import { TarjetaMetrica, type Metrica } from './TarjetaMetrica';

/** The dashboard's figure cards in their grid (metricas.tsx says which). */
export function TarjetasMetricas({ metricas, cargando, enlace }: { metricas: Metrica[]; cargando: boolean; enlace?: ElementType }) {
  return (
    <Grid container spacing={2}>
      {metricas.map((metrica) => (
        // Money takes twice a count's width on a desktop: '$ 931.550,50' does not fit a quarter of the row.
        <Grid key={metrica.titulo} size={{ xs: 12, sm: 6, lg: metrica.formato ? 6 : 3 }}>
          <TarjetaMetrica {...metrica} cargando={cargando} enlace={enlace} />
        </Grid>
      ))}
    </Grid>
  );
}
