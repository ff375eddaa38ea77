import { DataTable, List, TopToolbar } from 'react-admin';
import { Exportar } from '../common/ExportarMenu';
import { FechaInput } from '../common/FechaInput';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { type CostosVehiculo, ultimoAnio } from '#dominio/costos';
import { ListaVacia } from '../common/ListaVacia';
import { dinero, exportarComo } from '../common/exportar';
import { formatMoneda } from '../common/format';
import { hoyNegocio } from '../common/zonaNegocio';
import { TEXTOS_FLOTA, formatCostoPorKm, formatLitros } from '../vehiculos/textosFlota';
import { formatKm } from '#dominio/vencimientos';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';

type Fila = CostosVehiculo & { id: number };

const filtros = [
  <FechaInput key="desde" source="desde" alwaysOn fullWidth={false} />,
  <FechaInput key="hasta" source="hasta" alwaysOn fullWidth={false} />,
];

const exportador = exportarComo<Fila>((f) => ({
  Patente: f.Patente,
  Marca: f.Marca,
  Modelo: f.Modelo,
  Mantenimiento: dinero(f.CostoMantenimiento),
  Combustible: dinero(f.CostoCombustible),
  Litros: f.Litros,
  Total: dinero(f.CostoTotal),
  'Km recorridos': f.KmRecorridos,
  'Costo por km': dinero(f.CostoPorKm),
}));

function Acciones() {
  return (
    <TopToolbar>
      <ConsultasGuardadas />
      <Exportar />
    </TopToolbar>
  );
}

/** /costos-flota (Supervisor, Administrador): each vehicle's costs in a period (the last 12 months at first), sortable, to CSV. */
export function CostosFlotaList() {
  return (
    <List
      title={TEXTOS_FLOTA.costosDeFlota}
      filters={filtros}
      filterDefaultValues={ultimoAnio(hoyNegocio())}
      sort={{ field: 'CostoTotal', order: 'DESC' }}
      actions={<Acciones />}
      exporter={exportador}
      empty={<ListaVacia mensaje="No se encontraron vehículos" />}
    >
      <ListaAdaptable<Fila>
        primaryText={(f) => `${f.Patente} · ${f.Marca} ${f.Modelo}`}
        secondaryText={(f) => `Total ${formatMoneda(f.CostoTotal)} · ${formatCostoPorKm(f.CostoPorKm)}`}
        tertiaryText={(f) => `${formatKm(f.KmRecorridos)} km`}
      >
        <DataTable<Fila> bulkActionButtons={false} rowClick={(id) => `/vehiculos/${id}`}>
          <DataTable.Col source="Patente" />
          <DataTable.Col source="Marca" render={(f) => `${f.Marca} ${f.Modelo}`} />
          <DataTable.Col source="CostoMantenimiento" align="right" render={(f) => formatMoneda(f.CostoMantenimiento)} />
          <DataTable.Col source="CostoCombustible" align="right" render={(f) => formatMoneda(f.CostoCombustible)} />
          <DataTable.Col source="Litros" align="right" render={(f) => formatLitros(f.Litros)} />
          <DataTable.Col source="CostoTotal" align="right" render={(f) => formatMoneda(f.CostoTotal)} />
          <DataTable.Col source="KmRecorridos" align="right" render={(f) => `${formatKm(f.KmRecorridos)} km`} />
          <DataTable.Col source="CostoPorKm" align="right" render={(f) => formatCostoPorKm(f.CostoPorKm)} />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
