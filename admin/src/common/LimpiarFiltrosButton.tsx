import { useListContext } from 'react-admin';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Boton } from './Boton';

const mismoFiltro = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Puts the list's filters back to their defaults (search cleared, 'only active' on). */
export function LimpiarFiltrosButton({ valoresPorDefecto = {} }: { valoresPorDefecto?: Record<string, unknown> }) {
  const { filterValues, setFilters } = useListContext();
  return (
    <Boton label="Limpiar filtros" disabled={mismoFiltro(filterValues, valoresPorDefecto)} onClick={() => setFilters(valoresPorDefecto, [])}>
      <FilterAltOffIcon />
    </Boton>
  );
}
