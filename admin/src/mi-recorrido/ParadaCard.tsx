import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import PhoneIcon from '@mui/icons-material/Phone';
import CheckIcon from '@mui/icons-material/Check';
import RuleIcon from '@mui/icons-material/Rule';
import BlockIcon from '@mui/icons-material/Block';
import { formatoCantidad, formatoKg } from '#dominio/formatos';
import type { Parada } from '#dominio/hojasDeRuta';
import { formatMoneda } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { textoResultado } from '../hojas-de-ruta/ResumenHoja';
import type { AccionEnCola, Rechazo, TipoAccion } from './cola';

const RESULTADO_DE_ACCION: Record<TipoAccion, string> = {
  entregar: 'Entregado',
  'entrega-parcial': 'Entrega parcial',
  'no-entregado': 'No entregado',
};

/** The phone's map app opens an address link of Google Maps (and a browser shows the map). */
const enMapa = (direccion: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(direccion)}`;
const telefonoDe = (telefono: string) => `tel:${telefono.replace(/[^\d+]/g, '')}`;

/**
 * One stop as the driver works it: the client, a link to the map and one to call, what goes and what to collect, its
 * state (as the server has it, or as the driver left it while it waits to be sent) and the three actions.
 */
export function ParadaCard({
  parada,
  pendiente,
  rechazo,
  accionable,
  onAccion,
  onDescartarRechazo,
}: {
  parada: Parada;
  pendiente?: AccionEnCola;
  rechazo?: Rechazo;
  /** The route is running and the stop still open. */
  accionable: boolean;
  onAccion: (tipo: TipoAccion) => void;
  onDescartarRechazo: (clave: string) => void;
}) {
  const { Cliente } = parada.Pedido;
  const titulo = `titulo-parada-${parada.ParadaID}`;
  const estado = pendiente ? RESULTADO_DE_ACCION[pendiente.tipo] : textoResultado(parada);
  const resuelta = pendiente ? pendiente.tipo !== 'no-entregado' : parada.Resultado && parada.Resultado !== 'no_entregado';
  const fallida = pendiente ? pendiente.tipo === 'no-entregado' : parada.Resultado === 'no_entregado';
  return (
    <Card component="article" aria-labelledby={titulo} variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h6" component="h3" id={titulo} sx={{ overflowWrap: 'anywhere' }}>
            {parada.Posicion}. {nombreCompleto(Cliente)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', pt: 0.5 }}>
            N° {parada.Pedido.PedidoID}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip label={estado} color={resuelta ? 'success' : fallida ? 'error' : 'default'} variant={pendiente ? 'outlined' : 'filled'} />
          {pendiente && <Chip label="Pendiente de enviar" color="warning" />}
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button
            href={enMapa(Cliente.Direccion)}
            target="_blank"
            rel="noopener"
            startIcon={<PlaceIcon />}
            sx={{ minHeight: 48, textAlign: 'left', textTransform: 'none', overflowWrap: 'anywhere' }}
          >
            {Cliente.Direccion}
          </Button>
          <Button href={telefonoDe(Cliente.Telefono)} startIcon={<PhoneIcon />} sx={{ minHeight: 48, textTransform: 'none' }}>
            {Cliente.Telefono}
          </Button>
        </Stack>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {parada.Pedido.detalles.map((l) => (
            <Typography component="li" variant="body2" key={l.DetalleID}>
              {formatoCantidad(l.Cantidad)}
              {l.CantidadPedida !== null && ` de ${formatoCantidad(l.CantidadPedida)}`} × {l.Producto}
            </Typography>
          ))}
        </Box>
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          A cobrar: {formatMoneda(parada.Pedido.PrecioTotal)} · {formatoKg(parada.Kg)}
        </Typography>
        {rechazo && (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" onClick={() => onDescartarRechazo(rechazo.clave)}>
                Entendido
              </Button>
            }
          >
            No se registró: {rechazo.mensaje}
          </Alert>
        )}
      </CardContent>
      {accionable && !pendiente && !parada.Resultado && (
        <CardActions sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'stretch', gap: 1, px: 2, pb: 2 }}>
          <Button
            variant="contained"
            color="success"
            size="large"
            startIcon={<CheckIcon />}
            onClick={() => onAccion('entregar')}
            sx={{ minHeight: 48, flex: 1 }}
          >
            Entregado
          </Button>
          <Button
            variant="outlined"
            size="large"
            startIcon={<RuleIcon />}
            onClick={() => onAccion('entrega-parcial')}
            sx={{ minHeight: 48, flex: 1, m: '0 !important' }}
          >
            Entrega parcial
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="large"
            startIcon={<BlockIcon />}
            onClick={() => onAccion('no-entregado')}
            sx={{ minHeight: 48, flex: 1, m: '0 !important' }}
          >
            No entregado
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
