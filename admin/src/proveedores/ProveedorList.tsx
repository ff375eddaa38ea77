import { Link } from 'react-router-dom';
import { DataTable, useCanAccess } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { ListaConActivos } from '../common/ListaConActivos';
import { AccionesFila } from '../common/AccionesFila';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { COLUMNAS_CONTACTO, activoDe, contactoDe, rutaEditar } from '../common/columnasContacto';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { Boton } from '../common/Boton';
import { AccionesEnLote } from '../common/AccionesEnLote';
import { exportarComo } from '../common/exportar';

const SIN_DATOS = 'No hay proveedores disponibles';

/** 'Nuevo Proveedor' is for administrators; other roles see it disabled (spec), not hidden. */
function NuevoProveedorButton() {
  const { canAccess } = useCanAccess({ resource: 'proveedores', action: 'create' });
  return (
    <Boton component={Link} label="Nuevo Proveedor" to="/proveedores/nuevo" disabled={!canAccess}>
      <AddIcon />
    </Boton>
  );
}

const exportador = exportarComo((p) => ({
  ID: p.ProveedorID,
  Nombre: p.Nombre,
  CUIT: p.CUIT ?? '',
  'Condición frente al IVA': p.CondicionIVA ?? '',
  Teléfono: p.Telefono,
  Dirección: p.Direccion,
  Email: p.Email,
  Activo: p.Active,
}));

/** /proveedores: like the client list (search over name, email, phone and address). */
export function ProveedorList() {
  return (
    <ListaConActivos
      titulo="Gestión de Proveedores"
      buscar="Buscar proveedores"
      singular="proveedor"
      plural="proveedores"
      sinDatos={SIN_DATOS}
      crear={<NuevoProveedorButton />}
      exporter={exportador}
    >
      <ListaAdaptable primaryText={(p) => p.Nombre} secondaryText={contactoDe} tertiaryText={activoDe} rowClick={rutaEditar}>
        <DataTable
          bulkActionButtons={<AccionesEnLote />}
          rowClick={false}
          empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron proveedores que coincidan con la búsqueda" />}
        >
          <DataTable.Col source="Nombre" />
          {COLUMNAS_CONTACTO}
          <DataTable.Col label="Acciones" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <AccionesFila pregunta={(p) => `¿Inactivar el proveedor ${p.Nombre}?`} historial />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </ListaConActivos>
  );
}
