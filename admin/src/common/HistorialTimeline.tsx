import { Avatar, Box, Card, CardContent, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DateTime } from 'luxon';
import { Link } from 'react-router-dom';
import { ListBase, Pagination, Title, useListContext, type RaRecord } from 'react-admin';
import { CambioEstadoChips } from './EstadoChip';
import { ListaVacia } from './ListaVacia';
import { formatFecha } from './format';
import { zonaNegocio } from './zonaNegocio';
import { comentarioDe, exportadorHistorial, type TipoHistorial } from './historial';
import { nombreCompleto, type Persona } from './persona';
import { Boton } from './Boton';
import { Exportar } from './ExportarMenu';

interface Props {
  /** The data provider resource of the history (e.g. 'historial-pedidos'). */
  resource: string;
  /** Whose history: { clienteId }, { pedidoId }... */
  filter: Record<string, unknown>;
  /** The page title, from the newest entry when there is one (e.g. 'Historial de Pedidos - {nombre}'). */
  titulo: (primera?: RaRecord) => string;
  volverA: string;
  mensajeVacio: string;
  tipo: TipoHistorial;
}

/**
 * The status history of one client, supplier or order as a timeline, newest first, ten per page:
 * each entry with a day avatar, 'Pedido #id - date', the status change, the comments and who
 * registered it.
 */
export function HistorialTimeline({ resource, filter, titulo, volverA, mensajeVacio, tipo }: Props) {
  return (
    <ListBase
      resource={resource}
      filter={filter}
      perPage={10}
      sort={{ field: 'FechaActualizaEstado', order: 'DESC' }}
      exporter={exportadorHistorial(tipo)}
      disableSyncWithLocation
      // Its own page and filters, not those kept for the resource's list screen.
      storeKey={false}
      // Spec (supplier histories): a failure is only logged and the empty state shows.
      queryOptions={{ onError: (error) => console.error('Error al cargar el historial', error) }}
    >
      <Encabezado titulo={titulo} volverA={volverA} />
      <Card>
        <CardContent>
          <Entradas mensajeVacio={mensajeVacio} tipo={tipo} />
        </CardContent>
        <Pagination rowsPerPageOptions={[10]} />
      </Card>
    </ListBase>
  );
}

function Encabezado({ titulo, volverA }: Pick<Props, 'titulo' | 'volverA'>) {
  const { data } = useListContext();
  const texto = titulo(data?.[0]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
      <Title title={texto} />
      <Boton component={Link} label="Volver" to={volverA}>
        <ArrowBackIcon />
      </Boton>
      <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
        {texto}
      </Typography>
      <Exportar />
    </Box>
  );
}

function Entradas({ mensajeVacio, tipo }: Pick<Props, 'mensajeVacio' | 'tipo'>) {
  const { data, isPending } = useListContext();
  if (isPending) return <LinearProgress />;
  if (!data?.length) return <ListaVacia mensaje={mensajeVacio} />;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((entrada, i) => (
        <Entrada key={entrada.id} entrada={entrada} tipo={tipo} ultima={i === data.length - 1} />
      ))}
    </Box>
  );
}

function Entrada({ entrada, tipo, ultima }: { entrada: RaRecord; tipo: TipoHistorial; ultima: boolean }) {
  const pedidoId = entrada[tipo.pedidoId];
  const fecha = DateTime.fromISO(String(entrada.FechaActualizaEstado ?? ''), { zone: zonaNegocio() }).setLocale('es');
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44, flexDirection: 'column', lineHeight: 1 }}>
          <Typography variant="subtitle2" component="span" sx={{ lineHeight: 1 }}>
            {fecha.isValid ? fecha.toFormat('dd') : '?'}
          </Typography>
          {fecha.isValid && (
            <Typography variant="caption" component="span" sx={{ lineHeight: 1, fontSize: 10 }}>
              {fecha.toFormat('MMM')}
            </Typography>
          )}
        </Avatar>
        {!ultima && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: ultima ? 0 : 3, flex: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          <MuiLink component={Link} to={tipo.rutaPedido(pedidoId)} underline="always">
            Pedido #{pedidoId}
          </MuiLink>{' '}
          - {formatFecha(entrada.FechaActualizaEstado, true)}
        </Typography>
        <Box sx={{ my: 0.5 }}>
          <CambioEstadoChips anterior={entrada.EstadoAnterior} nuevo={entrada.EstadoNuevo} />
        </Box>
        <Typography variant="body2">{comentarioDe(entrada)}</Typography>
        <Typography variant="caption" color="text.secondary">
          Registrado por: {nombreCompleto(entrada.Usuario as Persona)}
        </Typography>
      </Box>
    </Box>
  );
}
