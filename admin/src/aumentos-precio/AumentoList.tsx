import { Link } from 'react-router-dom';
import { DataTable, List, TopToolbar } from 'react-admin';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { Link as MuiLink } from '@mui/material';
import type { Aumento } from '#dominio/precios';
import { Boton } from '../common/Boton';
import { EstadoChip } from '../common/EstadoChip';
import { Exportar } from '../common/ExportarMenu';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { exportarComo, fecha, fechaHora } from '../common/exportar';
import { formatFecha } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { DeshacerAumento } from './DeshacerAumento';

const exportador = exportarComo<Aumento & { id: number }>((a) => ({
  Nro: a.AumentoID,
  Aumento: a.Descripcion,
  'Rige desde': fecha(a.VigenteDesde),
  Estado: a.Estado,
  'Precios cambiados': a.Productos ?? '',
  Usuario: nombreCompleto(a.Usuario),
  Creado: fechaHora(a.CreadoAt),
}));

/** /aumentos-precio: every increase, newest first, with "Deshacer" where it may still be undone. */
export function AumentoList() {
  return (
    <List
      title="Aumentos de precios"
      sort={{ field: 'AumentoID', order: 'DESC' }}
      exporter={exportador}
      actions={
        <TopToolbar>
          <Exportar />
          <Boton component={Link} label="Actualizar precios" to="/aumentos-precio/nuevo" variant="contained">
            <PriceChangeIcon />
          </Boton>
        </TopToolbar>
      }
      empty={false}
    >
      <ListaAdaptable
        primaryText={(a) => a.Descripcion}
        secondaryText={(a) => `Rige desde ${formatFecha(a.VigenteDesde)} · ${a.Estado}`}
        tertiaryText={(a) => nombreCompleto(a.Usuario)}
        rowClick={(id) => `/aumentos-precio/${id}`}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="Todavía no hubo aumentos de precios" />}>
          <DataTable.Col source="AumentoID" />
          <DataTable.Col
            source="Descripcion"
            disableSort
            render={(a) => (
              <MuiLink component={Link} to={`/aumentos-precio/${a.AumentoID}`}>
                {a.Descripcion}
              </MuiLink>
            )}
          />
          <DataTable.Col source="VigenteDesde" render={(a) => formatFecha(a.VigenteDesde)} />
          <DataTable.Col source="Estado" render={(a) => <EstadoChip estado={a.Estado} />} />
          <DataTable.Col source="Productos" align="right" disableSort render={(a) => a.Productos ?? '—'} />
          <DataTable.Col source="Usuario" disableSort render={(a) => nombreCompleto(a.Usuario)} />
          <DataTable.Col label="Acciones" disableSort>
            <DeshacerAumento />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
