import { type ReactNode, useRef } from 'react';
import { Box, Button, Card, CardContent, CardHeader, Divider } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ImageIcon from '@mui/icons-material/Image';
import { useNotify } from 'react-admin';
import { descargarPng } from '../common/graficos/descargarPng';

/** A report's chart in a card, with "Descargar PNG" (the chart as an image, for a mail or a slide). */
export function TarjetaGrafico({
  titulo,
  subtitulo,
  archivo,
  children,
}: {
  titulo: string;
  subtitulo?: string;
  archivo: string;
  children: ReactNode;
}) {
  const contenedor = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const notify = useNotify();
  const descargar = async () => {
    const svg = contenedor.current?.querySelector('svg');
    if (!svg) return;
    try {
      await descargarPng(svg, archivo, theme.palette.background.paper);
    } catch {
      notify('No se pudo descargar el gráfico', { type: 'error' });
    }
  };
  return (
    <Card variant="outlined">
      <CardHeader
        title={titulo}
        subheader={subtitulo}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button size="small" startIcon={<ImageIcon />} onClick={descargar}>
            Descargar PNG
          </Button>
        }
        sx={{ flexWrap: 'wrap', '& .MuiCardHeader-action': { alignSelf: 'center' } }}
      />
      <Divider />
      <CardContent>
        <Box ref={contenedor}>{children}</Box>
      </CardContent>
    </Card>
  );
}
