import { type ReactNode, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import ImageIcon from '@mui/icons-material/Image';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useNotify } from 'react-admin';
import { descargarPng } from '../common/graficos/descargarPng';
import { archivoDe, descargar, type Fila } from '../common/exportar';
import { mensajeDeError } from '../common/errores';

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

/** The report's figure on top: what it adds up to, with a line under it. */
export function TarjetaTotal({ titulo, valor, children }: { titulo: string; valor: string; children?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="p">
          {titulo}
        </Typography>
        <Typography variant="h4" component="p">
          {valor}
        </Typography>
        <Typography variant="body2">{children}</Typography>
      </CardContent>
    </Card>
  );
}

/** The report's table in a card, with "Exportar a Excel" (its rows as `filas` gives them, in a file named `archivo`). */
export function TarjetaTabla({ filas, archivo, children }: { filas: () => Fila[]; archivo: string; children: ReactNode }) {
  const notify = useNotify();
  const exportar = async () => {
    try {
      descargar(await archivoDe(filas(), 'xlsx', archivo));
    } catch (e) {
      notify(mensajeDeError(e, 'No se pudo exportar el reporte'), { type: 'error' });
    }
  };
  return (
    <Card variant="outlined">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
        <Button size="small" startIcon={<FileDownloadIcon />} onClick={exportar}>
          Exportar a Excel
        </Button>
      </Stack>
      {children}
    </Card>
  );
}

/** While the report loads, a bar; when it could not be read, why. */
export function EstadoDelReporte({ cargando, error }: { cargando: boolean; error: unknown }) {
  return (
    <>
      {cargando && <LinearProgress aria-label="Cargando el reporte" />}
      {error ? <Alert severity="error">{mensajeDeError(error, 'No se pudo leer el reporte: revise la conexión')}</Alert> : null}
    </>
  );
}
