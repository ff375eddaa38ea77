import type { ElementType, ReactNode } from 'react';
import { Avatar, Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export type ColorTarjeta = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface Metrica {
  titulo: string;
  valor: number | undefined;
  subtitulo?: string;
  icono: ReactNode;
  color: ColorTarjeta;
  /** The screen that lists what the figure counts; none when the user may not open it. */
  to?: string;
  /** How the figure is written: a count by default, money for the receivables' cards. */
  formato?: (valor: number) => string;
}

/** A count, as every card writes its figure unless told otherwise. */
export const formatoCifra = (valor: number) => valor.toLocaleString('es-AR');

/** Without a value: a placeholder while loading, a dash once loading failed. */
export function SinValor({ cargando, ancho = 56 }: { cargando: boolean; ancho?: number }) {
  return cargando ? <Skeleton width={ancho} sx={{ display: 'inline-block' }} /> : <>—</>;
}

/**
 * One figure of the dashboard: icon, title, big number, subtitle; the whole card is the link. Inside the app the link
 * is the router's (`enlace`); in the first paint, before the router exists, a plain anchor that loads the page.
 */
export function TarjetaMetrica({
  titulo,
  valor,
  subtitulo,
  icono,
  color,
  to,
  formato = formatoCifra,
  cargando,
  enlace,
}: Metrica & { cargando: boolean; enlace?: ElementType }) {
  const contenido = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2.5 }}>
      <Avatar
        variant="rounded"
        sx={(theme) => ({
          width: 52,
          height: 52,
          bgcolor: alpha(theme.palette[color].main, 0.12),
          color: `${color}.main`,
        })}
      >
        {icono}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }} noWrap>
          {titulo}
        </Typography>
        {/* A figure never breaks between '$' and its digits; a phone writes it a size smaller. */}
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          data-testid="valor-metrica"
        >
          {valor === undefined ? <SinValor cargando={cargando} /> : formato(valor)}
        </Typography>
        {subtitulo && (
          <Typography variant="caption" color={color === 'warning' || color === 'error' ? `${color}.dark` : 'text.secondary'} noWrap>
            {subtitulo}
          </Typography>
        )}
      </Box>
      {to && <ChevronRightIcon color="action" />}
    </CardContent>
  );
  return (
    <Card
      component="section"
      variant="outlined"
      aria-label={titulo}
      sx={{
        height: '100%',
        borderTop: 4,
        borderTopColor: `${color}.main`,
        transition: 'box-shadow 150ms, transform 150ms',
        ...(to && { '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' } }),
      }}
    >
      {to ? (
        <CardActionArea {...(enlace ? { component: enlace, to } : { href: to })} sx={{ height: '100%' }}>
          {contenido}
        </CardActionArea>
      ) : (
        contenido
      )}
    </Card>
  );
}
