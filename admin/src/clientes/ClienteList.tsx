import { CreateButton, DataTable } from 'react-admin';
import { ListaConActivos } from '../common/ListaConActivos';
import { AccionesFila } from '../common/AccionesFila';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { nombreCompleto, type Persona } from '../common/persona';
import { dinero, exportarComo, fechaHora } from '../common/exportar';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { COLUMNAS_CONTACTO, activoDe, contactoDe, rutaEditar } from '../common/columnasContacto';
import { AccionesEnLote } from '../common/AccionesEnLote';

const SIN_DATOS = 'No hay clientes disponibles';

const exportador = exportarComo((c) => ({
  ID: c.ClienteID,
  Nombre: c.Nombre,
  Apellido: c.Apellido,
  Teléfono: c.Telefono,
  Dirección: c.Direccion,
  Email: c.Email,
  CUIT: c.CUIT ?? '',
  'Condición frente al IVA': c.CondicionIVA ?? '',
  Saldo: dinero(c.Saldo),
  'Límite de crédito': dinero(c.LimiteCredito),
  'Días de crédito': c.DiasCredito,
  Activo: c.Active,
  'Fecha de alta': fechaHora(c.createdAt),
}));

export function ClienteList() {
  return (
    <ListaConActivos
      titulo="Clientes"
      buscar="Buscar clientes"
      singular="cliente"
      plural="clientes"
      sinDatos={SIN_DATOS}
      crear={<CreateButton label="Nuevo Cliente" to="/clientes/nuevo" />}
      exporter={exportador}
    >
      <ListaAdaptable
        primaryText={(persona) => nombreCompleto(persona as Persona)}
        secondaryText={contactoDe}
        tertiaryText={activoDe}
        rowClick={rutaEditar}
      >
        <DataTable
          bulkActionButtons={<AccionesEnLote />}
          rowClick={false}
          empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron clientes que coincidan con la búsqueda" />}
        >
          <DataTable.Col source="Nombre" render={nombreCompleto} />
          {COLUMNAS_CONTACTO}
          <DataTable.Col label="Acciones" disableSort sx={{ whiteSpace: 'nowrap' }}>
            <AccionesFila pregunta={(c) => `¿Inactivar al cliente ${nombreCompleto(c)}?`} historial />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </ListaConActivos>
  );
}
