import { Confirm, DataTable, List, TopToolbar, useGetList, type RaRecord } from 'react-admin';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Boton } from '../common/Boton';
import { Exportar } from '../common/ExportarMenu';
import { exportadorUsuarios } from './exportador';
import { useDecisionSobreCuenta } from './useDecisionSobreCuenta';
import { ListaVacia } from '../common/ListaVacia';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { formatFecha } from '../common/format';
import { rutaEditar } from '../common/columnasContacto';
import { nombreCompleto, type Persona } from '../common/persona';

const FILTRO = { pendientes: true };

/** How many registrations wait for an administrator (REGISTRO=aprobacion): the tab's badge. */
export function usePendientes(): number {
  const { total } = useGetList('usuarios', { filter: FILTRO, pagination: { page: 1, perPage: 1 } });
  return total ?? 0;
}

/**
 * Approve at once, or reject after a confirmation (the account stays, inactive). Either refreshes
 * the lists and the badge.
 */
function DecidirRegistro() {
  const { record, dataProvider, confirmando, setConfirmando, enviando, decidir: enviar } = useDecisionSobreCuenta();
  if (!record) return null;

  const decidir = (decision: 'aprobar' | 'rechazar') =>
    enviar(
      () => dataProvider.decidirRegistro(record, decision),
      decision === 'aprobar' ? `${record.NombreUsuario} ya puede ingresar` : `Registro de ${record.NombreUsuario} rechazado`,
      'Error al decidir el registro',
    );

  return (
    <>
      <Boton label="Aprobar" color="success" disabled={enviando} onClick={() => decidir('aprobar')}>
        <HowToRegIcon />
      </Boton>
      <Boton label="Rechazar" color="error" disabled={enviando} onClick={() => setConfirmando(true)}>
        <PersonOffIcon />
      </Boton>
      <Confirm
        isOpen={confirmando}
        loading={enviando}
        title="Rechazar registro"
        content={`¿Rechazar el registro de ${record.NombreUsuario}? La cuenta queda inactiva y no podrá ingresar.`}
        confirm="Rechazar"
        cancel="Cancelar"
        onConfirm={() => decidir('rechazar')}
        onClose={() => setConfirmando(false)}
      />
    </>
  );
}

/**
 * The "Pendientes" tab: registrations waiting for an administrator, oldest first. On a phone a row
 * opens the user form, where activating the account approves it.
 */
export function Pendientes() {
  return (
    <List
      title="Lista de Usuarios"
      resource="usuarios"
      filter={FILTRO}
      sort={{ field: 'createdAt', order: 'ASC' }}
      storeKey="usuarios.pendientes"
      exporter={exportadorUsuarios}
      disableSyncWithLocation
      actions={
        <TopToolbar>
          <Exportar />
        </TopToolbar>
      }
      empty={false}
    >
      <ListaAdaptable
        primaryText={(persona) => nombreCompleto(persona as Persona)}
        secondaryText={(u) => `${u.NombreUsuario} · ${u.Email}`}
        tertiaryText={(u) => formatFecha(u.createdAt, true)}
        rowClick={rutaEditar}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="No hay registros pendientes de aprobación" />}>
          <DataTable.Col source="NombreUsuario" />
          <DataTable.Col source="Nombre" />
          <DataTable.Col source="Apellido" />
          <DataTable.Col source="Email" />
          <DataTable.Col source="Rol" />
          <DataTable.Col source="createdAt" render={(u: RaRecord) => formatFecha(u.createdAt, true)} />
          <DataTable.Col label="Acciones" disableSort>
            <DecidirRegistro />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
