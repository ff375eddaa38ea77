import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, SearchInput, TopToolbar, useDataProvider, type RaRecord } from 'react-admin';
import { TRAMOS_ANTIGUEDAD } from '#dominio/cuentas';
import type { AppDataProvider } from '../dataProvider';
import { Exportar } from '../common/ExportarMenu';
import { Dato } from '../common/Dato';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { dinero, exportarComo } from '../common/exportar';
import { formatMoneda } from '../common/format';
import { nombreCompleto, type Persona } from '../common/persona';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar cliente" />];
const TRAMOS = Object.keys(TRAMOS_ANTIGUEDAD) as (keyof typeof TRAMOS_ANTIGUEDAD)[];

const exportador = exportarComo((c: RaRecord) => ({
  Cliente: nombreCompleto(c as Persona),
  Saldo: dinero(c.Saldo),
  ...Object.fromEntries(TRAMOS.map((t) => [TRAMOS_ANTIGUEDAD[t], dinero(c[t])])),
  Vencido: dinero(c.Vencido),
  'Límite de crédito': dinero(c.LimiteCredito),
  'Días de crédito': c.DiasCredito,
}));

/** The sums over every client: what is owed, by age, and overdue after 30 days. */
function Totales() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['totalesACobrar'], queryFn: async () => (await dataProvider.totalesACobrar()).data });
  if (!data) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, px: 2, py: 1.5 }}>
      <Dato etiqueta="A cobrar">{formatMoneda(data.ACobrar)}</Dato>
      {TRAMOS.map((t) => (
        <Dato key={t} etiqueta={TRAMOS_ANTIGUEDAD[t]}>
          {formatMoneda(data[t])}
        </Dato>
      ))}
      <Dato etiqueta="Vencido más de 30 días">{formatMoneda(data.VencidoMas30)}</Dato>
      <Dato etiqueta="Clientes con saldo">{data.Clientes}</Dato>
    </Box>
  );
}

/** A balance in favour of the client reads as such. */
const saldo = (c: RaRecord) => (c.Saldo < 0 ? `${formatMoneda(-c.Saldo)} a favor` : formatMoneda(c.Saldo));

/** /cuentas-a-cobrar: every client with a balance, what its open deliveries owe by age, largest balance first. */
export function CuentasACobrarList() {
  return (
    <List
      title="Cuentas a cobrar"
      filters={filtros}
      sort={{ field: 'Saldo', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ConsultasGuardadas />
          <Exportar />
        </TopToolbar>
      }
      exporter={exportador}
      empty={false}
    >
      <Totales />
      <ListaAdaptable
        primaryText={(c) => nombreCompleto(c as Persona)}
        secondaryText={(c) => `Vencido ${formatMoneda(c.Vencido)}`}
        tertiaryText={saldo}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => `/clientes/editar/${id}`}
          empty={
            <VacioSegunBusqueda sinDatos="No hay clientes con saldo" sinResultados="No se encontraron clientes que coincidan con la búsqueda" />
          }
        >
          <DataTable.Col source="Cliente" disableSort render={(c) => nombreCompleto(c as Persona)} />
          <DataTable.Col source="Saldo" align="right" render={saldo} />
          {TRAMOS.map((t) => (
            <DataTable.Col key={t} source={t} align="right" render={(c) => formatMoneda(c[t])} />
          ))}
          <DataTable.Col
            source="Vencido"
            align="right"
            render={(c) => (
              <Typography variant="inherit" component="span" color={c.Vencido > 0 ? 'error' : undefined}>
                {formatMoneda(c.Vencido)}
              </Typography>
            )}
          />
          <DataTable.Col
            source="LimiteCredito"
            align="right"
            render={(c) => (c.LimiteCredito === null ? 'Sin límite' : formatMoneda(c.LimiteCredito))}
          />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
