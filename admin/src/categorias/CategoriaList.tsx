import { Link } from 'react-router-dom';
import { DataTable, useCanAccess } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { AccionesFila } from '../common/AccionesFila';
import { Boton } from '../common/Boton';
import { exportarComo } from '../common/exportar';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaConActivos } from '../common/ListaConActivos';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { activoDe, rutaEditar } from '../common/columnasContacto';

const SIN_DATOS = 'No hay categorías disponibles';

function NuevaCategoriaButton() {
  const { canAccess } = useCanAccess({ resource: 'categorias', action: 'create' });
  return (
    <Boton component={Link} label="Nueva Categoría" to="/categorias/nuevo" disabled={!canAccess}>
      <AddIcon />
    </Boton>
  );
}

const exportador = exportarComo((c) => ({ ID: c.CategoriaID, Nombre: c.Nombre, Activo: c.Active }));

/** /categorias: the product categories an increase chooses from (Supervisor and Administrador). */
export function CategoriaList() {
  return (
    <ListaConActivos
      titulo="Categorías de productos"
      buscar="Buscar categorías"
      singular="categoría"
      plural="categorías"
      sinDatos={SIN_DATOS}
      crear={<NuevaCategoriaButton />}
      exporter={exportador}
      importable={false}
    >
      <ListaAdaptable primaryText={(c) => c.Nombre} tertiaryText={activoDe} rowClick={rutaEditar}>
        <DataTable
          rowClick={false}
          empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron categorías que coincidan con la búsqueda" />}
        >
          <DataTable.Col source="Nombre" />
          <DataTable.Col label="Acciones" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <AccionesFila pregunta={(c) => `¿Inactivar la categoría ${c.Nombre}?`} />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </ListaConActivos>
  );
}
