import { FormControlLabel, Switch } from '@mui/material';
import { useCanAccess, useListContext } from 'react-admin';

/**
 * The 'only active' switch: administrators toggle it (on: active only; off: everyone); other
 * roles do not see it, their list is fixed to active records by `filtroSoloActivos`. `source` is
 * the filter's name in the API ('active'; the vehicles API calls it 'activo').
 */
export function SoloActivosToggle({
  label = 'Mostrar solo activos',
  source = 'active',
}: {
  label?: string;
  alwaysOn?: boolean;
  source?: string;
}) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const soloActivos = filterValues[source] === true || filterValues[source] === 'true';
  return (
    <FormControlLabel
      sx={{ mb: 1, ml: 0 }}
      control={
        <Switch
          checked={soloActivos}
          onChange={(event) => {
            const { [source]: _omitido, ...resto } = filterValues;
            setFilters(event.target.checked ? { ...resto, [source]: true } : resto, displayedFilters);
          }}
        />
      }
      label={label}
    />
  );
}

/** List props for the role rule: administrators get the switch, other roles a fixed filter. */
export function useFiltroSoloActivos(resource: string, source = 'active') {
  const { canAccess: veInactivos, isPending } = useCanAccess({ resource, action: 'ver-inactivos' });
  return {
    isPending,
    veInactivos: Boolean(veInactivos),
    filter: veInactivos ? undefined : { [source]: true },
    filterDefaultValues: veInactivos ? { [source]: true } : undefined,
  };
}
