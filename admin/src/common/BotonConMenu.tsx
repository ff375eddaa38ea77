import { type ReactNode, useId, useState } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Boton } from './Boton';

/** One choice of a BotonConMenu: what it answers, its text, and optionally a second line and an icon. */
export interface Opcion<V extends string> {
  valor: V;
  texto: string;
  secundario?: string;
  icono?: ReactNode;
}

/** A download button that opens its choices (Excel or CSV; the two files of the Libro IVA Digital) and answers the one taken. */
export function BotonConMenu<V extends string>({
  label,
  disabled,
  opciones,
  alElegir,
}: {
  label: string;
  disabled?: boolean;
  opciones: Opcion<V>[];
  alElegir: (valor: V) => void;
}) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const menu = useId();
  const elegir = (valor: V) => {
    setAncla(null);
    alElegir(valor);
  };
  return (
    <>
      <Boton
        label={label}
        disabled={disabled}
        onClick={(e: React.MouseEvent<HTMLElement>) => setAncla(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={ancla ? menu : undefined}
        aria-expanded={ancla ? 'true' : undefined}
      >
        <DownloadIcon />
      </Boton>
      <Menu id={menu} anchorEl={ancla} open={ancla !== null} onClose={() => setAncla(null)}>
        {opciones.map(({ valor, texto, secundario, icono }) => (
          <MenuItem key={valor} onClick={() => elegir(valor)}>
            {icono && <ListItemIcon>{icono}</ListItemIcon>}
            <ListItemText secondary={secundario}>{texto}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
