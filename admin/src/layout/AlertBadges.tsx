import { Badge, IconButton, Tooltip } from '@mui/material';
import BuildIcon from '@mui/icons-material/Build';
import DescriptionIcon from '@mui/icons-material/Description';
import { Link } from 'react-router-dom';
import { useConteoAlertas } from '../alertas/useAlertas';

/** Red count badge: '...' while loading, capped at 99. */
export function ConteoBadge({ cargando, cantidad, children }: { cargando: boolean; cantidad: number; children: React.ReactNode }) {
  return (
    <Badge color="error" badgeContent={cargando ? '...' : cantidad} max={99} showZero={!cargando}>
      {children}
    </Badge>
  );
}

/** 'Alertas de documentos: 11': the name holds the number the badge shows (WCAG 2.5.3, label in name). */
const nombreConConteo = (nombre: string, cargando: boolean, cantidad: number) => `${nombre}: ${cargando ? '...' : cantidad}`;

/** The two alert icons of the top bar, linking to their alert pages. */
export function AlertBadges() {
  const { cargando, mantenimiento, documentos } = useConteoAlertas();
  return (
    <>
      <Tooltip title="Alertas de mantenimiento">
        <IconButton
          color="inherit"
          component={Link}
          to="/vehiculos/alertas/mantenimiento"
          aria-label={nombreConConteo('Alertas de mantenimiento', cargando, mantenimiento)}
        >
          <ConteoBadge cargando={cargando} cantidad={mantenimiento}>
            <BuildIcon />
          </ConteoBadge>
        </IconButton>
      </Tooltip>
      <Tooltip title="Alertas de documentos">
        <IconButton
          color="inherit"
          component={Link}
          to="/vehiculos/alertas/documentos"
          aria-label={nombreConConteo('Alertas de documentos', cargando, documentos)}
        >
          <ConteoBadge cargando={cargando} cantidad={documentos}>
            <DescriptionIcon />
          </ConteoBadge>
        </IconButton>
      </Tooltip>
    </>
  );
}
