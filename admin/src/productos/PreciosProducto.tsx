import { DataTable, type Identifier } from 'react-admin';
import { Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import type { PrecioHistorial } from '#dominio/precios';
import { LibroDeMovimientos } from '../common/LibroDeMovimientos';
import { dinero, exportarComo, fechaHora } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';

type Fila = PrecioHistorial & { id: Identifier };

const usuarioDe = (p: PrecioHistorial) => (p.Usuario ? `${p.Usuario.Nombre} ${p.Usuario.Apellido}`.trim() : 'Sistema');

const exportador = exportarComo<Fila>((p) => ({
  Fecha: fechaHora(p.Fecha),
  Origen: p.OrigenTexto,
  'Precio anterior': dinero(p.PrecioAnterior),
  'Precio nuevo': dinero(p.PrecioNuevo),
  Usuario: usuarioDe(p),
  'Nro Aumento': p.AumentoID ?? '',
}));

/** The increase behind a price, as a link to it. */
function Aumento({ precio }: { precio: PrecioHistorial }) {
  if (precio.AumentoID == null) return null;
  return (
    <MuiLink component={Link} to={`/aumentos-precio/${precio.AumentoID}`}>
      Aumento #{precio.AumentoID}
    </MuiLink>
  );
}

/** The product's 'Precios' tab: every price it has had, newest first (GET /productos/{id}/precios), who set it and from what. */
export function PreciosProducto({ productoId }: { productoId: Identifier }) {
  return (
    <LibroDeMovimientos
      resource="precios-producto"
      filter={{ productoId }}
      filters={[]}
      exporter={exportador}
      sinMovimientos="No hay cambios de precio"
    >
      <DataTable.Col source="Fecha" render={(p) => formatFecha(p.Fecha, true)} />
      <DataTable.Col source="OrigenTexto" label="Origen" disableSort />
      <DataTable.Col
        source="PrecioAnterior"
        label="Precio anterior"
        align="right"
        disableSort
        render={(p) => (p.PrecioAnterior == null ? '—' : formatMoneda(p.PrecioAnterior))}
      />
      <DataTable.Col source="PrecioNuevo" label="Precio nuevo" align="right" disableSort render={(p) => formatMoneda(p.PrecioNuevo)} />
      <DataTable.Col source="Usuario" disableSort render={usuarioDe} />
      <DataTable.Col source="AumentoID" label="Aumento" disableSort render={(p) => <Aumento precio={p as Fila} />} />
    </LibroDeMovimientos>
  );
}
