import type { ReactNode } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title } from 'react-admin';
import { useAlertas, type TipoAlerta } from '../../alertas/useAlertas';
import type { Alertas } from '../../dataProvider';
import { ListaVacia } from '../../common/ListaVacia';
import { Cargando } from '../ErrorDeCarga';
import { Boton } from '../../common/Boton';

interface Props<K extends TipoAlerta> {
  tipo: K;
  titulo: string;
  icono: ReactNode;
  mensajeError: string;
  mensajeVacio: string;
  children: (alertas: Alertas[K][]) => ReactNode;
}

/**
 * An alert page. It reads its list through useAlertas, the same react-query entry as the top
 * bar's badge, so the badge always equals the number of items shown here.
 */
export function PaginaAlertas<K extends TipoAlerta>({ tipo, titulo, icono, mensajeError, mensajeVacio, children }: Props<K>) {
  const { data, isPending, isError, isFetching, refetch } = useAlertas(tipo);
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={titulo} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icono}
          <Typography variant="h5">{titulo}</Typography>
          {data && <Chip size="small" label={data.length} color={data.length ? 'error' : 'default'} />}
        </Stack>
        <Boton label="Actualizar" onClick={() => refetch()} disabled={isFetching}>
          <RefreshIcon />
        </Boton>
      </Stack>
      {isPending ? (
        <Cargando />
      ) : isError ? (
        <Alert severity="error">{mensajeError}</Alert>
      ) : data.length === 0 ? (
        <ListaVacia mensaje={mensajeVacio} />
      ) : (
        <Stack spacing={2}>{children(data)}</Stack>
      )}
    </Box>
  );
}
