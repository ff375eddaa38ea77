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

/** The two alert icons of the top bar, linking to their alert pages. */
export function AlertBadges() {
  const { cargando, mantenimiento, documentos } = useConteoAlertas();
  return (
    <>
      <Tooltip title="Alertas de mantenimiento">
        <IconButton color="inherit" component={Link} to="/vehiculos/alertas/mantenimiento" aria-label="Alertas de mantenimiento">
          <ConteoBadge cargando={cargando} cantidad={mantenimiento}>
            <BuildIcon />
          </ConteoBadge>
        </IconButton>
      </Tooltip>
      <Tooltip title="Alertas de documentos">
        <IconButton color="inherit" component={Link} to="/vehiculos/alertas/documentos" aria-label="Alertas de documentos">
          <ConteoBadge cargando={cargando} cantidad={documentos}>
            <DescriptionIcon />
          </ConteoBadge>
        </IconButton>
      </Tooltip>
    </>
  );
}
