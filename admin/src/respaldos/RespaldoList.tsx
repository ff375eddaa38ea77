import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, type RaRecord, useDataProvider } from 'react-admin';
import { ORIGENES_RESPALDO, RESULTADOS_RESPALDO, type Respaldo as RespaldoApi } from '#dominio/respaldos';
import { formatoTamano } from '#dominio/formatos';
import type { AppDataProvider } from '../dataProvider';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { formatFecha } from '../common/format';

/** When the server takes its backups, how many it keeps and where; how to take one now and how to restore. */
function Programa() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['programaRespaldos'], queryFn: async () => (await dataProvider.programaRespaldos()).data });
  if (!data) return null;
  return (
    <Alert severity={data.Automatico ? 'info' : 'warning'} sx={{ m: 2 }}>
      <Typography variant="body2">
        {data.Automatico
          ? `El servidor hace un respaldo todos los días a las ${data.Hora} (hora del negocio) y conserva los últimos ${data.Conservar}, en ${data.Directorio}.`
          : `El respaldo automático está apagado (RESPALDO_AUTOMATICO). Los respaldos de npm run respaldo quedan en ${data.Directorio}; se conservan los últimos ${data.Conservar}.`}
      </Typography>
      <Typography variant="body2">
        Un respaldo ahora: <code>npm run respaldo</code>. Restaurar uno: <code>npm run restaurar -- ARCHIVO</code>, con el servidor detenido.
      </Typography>
    </Alert>
  );
}

/** A backup attempt as react-admin holds it. */
type Respaldo = RespaldoApi & RaRecord;

const resultado = (r: Respaldo) => (
  <Typography variant="inherit" component="span" color={r.Resultado === 'ok' ? 'success.main' : 'error'}>
    {RESULTADOS_RESPALDO[r.Resultado]}
  </Typography>
);

const archivo = (r: Respaldo) => (r.Archivo && r.Borrado ? `${r.Archivo} (borrado el ${formatFecha(r.Borrado)})` : r.Archivo);
const tamano = (r: Respaldo) => (r.Tamano === null ? '' : formatoTamano(r.Tamano));
const fecha = (r: Respaldo) => formatFecha(r.Fecha, true);

/** /respaldos (Administrador): every backup attempt, newest first, with its file and size or why it failed. */
export function RespaldoList() {
  return (
    <List title="Respaldos" sort={{ field: 'Fecha', order: 'DESC' }} exporter={false} empty={false}>
      <Programa />
      <ListaAdaptable<Respaldo>
        primaryText={fecha}
        secondaryText={(r) => (r.Resultado === 'ok' ? archivo(r) : `Falló: ${r.Error}`)}
        tertiaryText={tamano}
      >
        <DataTable<Respaldo> bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="Todavía no se hizo ningún respaldo" />}>
          <DataTable.Col source="Fecha" render={fecha} />
          <DataTable.Col source="Origen" render={(r: Respaldo) => ORIGENES_RESPALDO[r.Origen]} />
          <DataTable.Col source="Resultado" render={resultado} />
          <DataTable.Col source="Archivo" disableSort render={archivo} />
          <DataTable.Col source="Tamano" align="right" render={tamano} />
          <DataTable.Col source="Error" disableSort />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
