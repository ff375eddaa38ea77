import { FormControlLabel, Switch } from '@mui/material';
import { useCanAccess, useListContext } from 'react-admin';

/**
 * The 'only active' switch: administrators toggle it (on: active only; off: everyone); other
 * roles do not see it, their list is fixed to active records by `filtroSoloActivos`.
 */
export function SoloActivosToggle({ label = 'Mostrar solo activos' }: { label?: string; alwaysOn?: boolean; source?: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const soloActivos = filterValues.active === true || filterValues.active === 'true';
  return (
    <FormControlLabel
      sx={{ mb: 1, ml: 0 }}
      control={
        <Switch
          checked={soloActivos}
          onChange={(event) => {
            const { active: _omitido, ...resto } = filterValues;
            setFilters(event.target.checked ? { ...resto, active: true } : resto, displayedFilters);
          }}
        />
      }
      label={label}
    />
  );
}

/** List props for the role rule: administrators get the switch, other roles a fixed filter. */
export function useFiltroSoloActivos(resource: string) {
  const { canAccess: veInactivos, isPending } = useCanAccess({ resource, action: 'ver-inactivos' });
  return {
    isPending,
    veInactivos: Boolean(veInactivos),
    filter: veInactivos ? undefined : { active: true },
    filterDefaultValues: veInactivos ? { active: true } : undefined,
  };
}
