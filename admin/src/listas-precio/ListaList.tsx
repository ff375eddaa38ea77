import { Link } from 'react-router-dom';
import { DataTable, type RaRecord, useCanAccess } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { NOMBRES_TIPO_LISTA, type TipoLista } from '#dominio/listas';
import { formatoPorcentaje } from '#dominio/formatos';
import { AccionesFila } from '../common/AccionesFila';
import { Boton } from '../common/Boton';
import { activoDe, rutaEditar } from '../common/columnasContacto';
import { exportarComo } from '../common/exportar';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaConActivos } from '../common/ListaConActivos';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';

const SIN_DATOS = 'No hay listas de precios disponibles';

/** 'Lista general', '10 % menos que la lista general' or 'Precios propios por producto'. */
export function reglaDe(l: RaRecord): string {
  if (l.EsGeneral) return 'Los precios de los productos';
  if ((l.Tipo as TipoLista) === 'precios') return NOMBRES_TIPO_LISTA.precios;
  const porcentaje = Number(l.Porcentaje);
  if (porcentaje === 0) return 'Igual a la lista general';
  return `${formatoPorcentaje(Math.abs(porcentaje))} ${porcentaje < 0 ? 'menos' : 'más'} que la lista general`;
}

function NuevaListaButton() {
  const { canAccess } = useCanAccess({ resource: 'listas-precio', action: 'create' });
  return (
    <Boton component={Link} label="Nueva Lista" to="/listas-precio/nuevo" disabled={!canAccess}>
      <AddIcon />
    </Boton>
  );
}

const exportador = exportarComo((l) => ({ ID: l.ListaID, Nombre: l.Nombre, Precios: reglaDe(l), Activo: l.Active }));

/** /listas-precio: the price lists (Supervisor and Administrador). */
export function ListaList() {
  return (
    <ListaConActivos
      titulo="Listas de precios"
      buscar="Buscar listas"
      singular="lista"
      plural="listas"
      sinDatos={SIN_DATOS}
      crear={<NuevaListaButton />}
      exporter={exportador}
      importable={false}
    >
      <ListaAdaptable primaryText={(l) => l.Nombre} secondaryText={reglaDe} tertiaryText={activoDe} rowClick={rutaEditar}>
        <DataTable
          rowClick={false}
          empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron listas que coincidan con la búsqueda" />}
        >
          <DataTable.Col source="Nombre" />
          <DataTable.Col label="Precios" disableSort render={reglaDe} />
          <DataTable.Col label="Acciones" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <AccionesFila pregunta={(l) => `¿Inactivar la lista ${l.Nombre}?`} inactivable={(l) => !l.EsGeneral} />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </ListaConActivos>
  );
}
