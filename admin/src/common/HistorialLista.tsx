import { useState } from 'react';
import { Box, Collapse, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  AutocompleteInput,
  DataTable,
  Form,
  List,
  NumberInput,
  Pagination,
  ReferenceInput,
  SearchInput,
  TopToolbar,
  useListContext,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { CambioEstadoChips } from './EstadoChip';
import { ListaVacia } from './ListaVacia';
import { TabsFiltro, type TabFiltro } from './TabsFiltro';
import { formatFecha } from './format';
import { comentarioDe, exportadorHistorial, parteDe, type TipoHistorial } from './historial';
import { nombreCompleto, type Persona } from './persona';
import { Link } from 'react-router-dom';
import type { historialPedidoFilterSchema, historialPedidoProveedorFilterSchema } from '#dominio/pedidos';
import { validarCon } from './validarCon';
import { ListaAdaptable } from './ListaAdaptable';
import { Boton } from './Boton';
import { Exportar } from './ExportarMenu';
import { FechaInput } from './FechaInput';
import { ConsultasGuardadas } from './ConsultasGuardadas';

/** The counterpart filter of the panel: clients or suppliers. */
export interface FiltroParte {
  /** Query parameter: 'clienteId' or 'proveedorId'. */
  source: string;
  /** Resource offered by the picker: 'clientes' or 'proveedores'. */
  reference: string;
  label: string;
  /** Placeholder while none is chosen, e.g. 'Todos los clientes'. */
  todos: string;
}

interface Props {
  titulo: string;
  tipo: TipoHistorial;
  filtroParte: FiltroParte;
  /** The history's query filters (#dominio/pedidos): the panel checks what the API checks. */
  filterSchema: typeof historialPedidoFilterSchema | typeof historialPedidoProveedorFilterSchema;
  /** Status tabs: 'Todos' plus one per status (filter `estado`). */
  tabs: TabFiltro[];
  placeholderBusqueda: string;
  /** Show who registered each change. */
  conUsuario?: boolean;
  /** A fixed load-failure message (suppliers: 'Error al cargar el historial'); without it, the server's. */
  mensajeError?: string;
}

const UNA_LINEA = { whiteSpace: 'nowrap' } as const;

/**
 * The global history of status changes (sales or supplier orders): search box, collapsible
 * filters applied with 'Aplicar', status tabs, ten rows per page on the server.
 */
export function HistorialLista(props: Props) {
  const { titulo, tipo, filtroParte, filterSchema, tabs, placeholderBusqueda, conUsuario = true, mensajeError } = props;
  const notify = useNotify();
  const alFallar = mensajeError
    ? {
        onError: (error: unknown) => {
          console.error(mensajeError, error);
          notify(mensajeError, { type: 'error' });
        },
      }
    : undefined;
  return (
    <List
      queryOptions={alFallar}
      title={titulo}
      filters={[<SearchInput key="search" source="search" alwaysOn placeholder={placeholderBusqueda} sx={{ width: 340 }} />]}
      sort={{ field: 'FechaActualizaEstado', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      exporter={exportadorHistorial(tipo)}
      actions={
        <TopToolbar>
          <ConsultasGuardadas />
          <Exportar />
        </TopToolbar>
      }
      empty={false}
    >
      <PanelFiltros filtroParte={filtroParte} filterSchema={filterSchema} />
      <TabsFiltro source="estado" tabs={tabs} />
      <ListaAdaptable
        primaryText={(entrada) => `Pedido #${entrada[tipo.pedidoId]} · ${nombreCompleto(parteDe(tipo, entrada))}`}
        secondaryText={(entrada) => <CambioEstadoChips anterior={entrada.EstadoAnterior} nuevo={entrada.EstadoNuevo} />}
        tertiaryText={(entrada) => formatFecha(entrada.FechaActualizaEstado)}
        rowClick={(_id, _resource, entrada) => tipo.rutaPedido(entrada[tipo.pedidoId])}
      >
        <DataTable bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="No se encontraron registros" />}>
          <DataTable.Col label={tipo.parte} disableSort render={(entrada: RaRecord) => <Parte persona={parteDe(tipo, entrada)} />} />
          <DataTable.Col
            label="Pedido"
            source={tipo.pedidoId}
            sx={UNA_LINEA}
            render={(entrada: RaRecord) => `Pedido #${entrada[tipo.pedidoId]}`}
          />
          <DataTable.Col
            label="Fecha"
            source="FechaActualizaEstado"
            sx={UNA_LINEA}
            render={(entrada: RaRecord) => formatFecha(entrada.FechaActualizaEstado, true)}
          />
          <DataTable.Col
            label="Estado"
            source="EstadoNuevo"
            render={(entrada: RaRecord) => <CambioEstadoChips anterior={entrada.EstadoAnterior} nuevo={entrada.EstadoNuevo} />}
          />
          <DataTable.Col label="Comentarios" disableSort render={comentarioDe} />
          {conUsuario && (
            <DataTable.Col
              label="Usuario"
              disableSort
              sx={UNA_LINEA}
              render={(entrada: RaRecord) => nombreCompleto(entrada.Usuario as Persona)}
            />
          )}
          <DataTable.Col
            label="Acciones"
            disableSort
            sx={UNA_LINEA}
            render={(entrada: RaRecord) => (
              <Boton component={Link} label="Ver Pedido" to={tipo.rutaPedido(entrada[tipo.pedidoId])}>
                <VisibilityIcon />
              </Boton>
            )}
          />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}

function Parte({ persona }: { persona?: Persona }) {
  return (
    <>
      <Typography variant="body2">{nombreCompleto(persona)}</Typography>
      {persona?.Telefono && (
        <Typography variant="caption" color="text.secondary" component="div" sx={UNA_LINEA}>
          {persona.Telefono}
        </Typography>
      )}
    </>
  );
}

const CLAVES_PANEL = (filtroParte: FiltroParte) => [filtroParte.source, 'pedidoId', 'fechaDesde', 'fechaHasta'];

const conValor = (valores: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(valores).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** Counterpart, order number and date range, applied together with 'Aplicar' ('Limpiar' removes them). */
function PanelFiltros({ filtroParte, filterSchema }: Pick<Props, 'filtroParte' | 'filterSchema'>) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const validar = validarCon(filterSchema);
  const claves = CLAVES_PANEL(filtroParte);
  const actuales = conValor(Object.fromEntries(claves.map((clave) => [clave, filterValues[clave]])));
  const cantidad = Object.keys(actuales).length;
  const [abierto, setAbierto] = useState(cantidad > 0);

  const aplicar = (valores: Record<string, unknown>) => {
    const resto = Object.fromEntries(Object.entries(filterValues).filter(([clave]) => !claves.includes(clave)));
    setFilters({ ...resto, ...conValor(Object.fromEntries(claves.map((clave) => [clave, valores[clave]]))) }, displayedFilters);
  };

  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Boton label={cantidad ? `Filtros (${cantidad})` : 'Filtros'} onClick={() => setAbierto(!abierto)}>
        <FilterListIcon />
      </Boton>
      <Collapse in={abierto}>
        {/* Remounted when the applied filters change, so the panel always shows what the list uses. */}
        <Form
          key={JSON.stringify(actuales)}
          defaultValues={actuales}
          onSubmit={aplicar}
          validate={(valores) => validar(conValor(valores))}
          noValidate
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr 1fr 1fr' }, columnGap: 2, pt: 1 }}>
            <ReferenceInput source={filtroParte.source} reference={filtroParte.reference} sort={{ field: 'Nombre', order: 'ASC' }}>
              <AutocompleteInput
                label={filtroParte.label}
                optionText={(persona: Persona) => nombreCompleto(persona)}
                TextFieldProps={{ placeholder: filtroParte.todos }}
                helperText={false}
              />
            </ReferenceInput>
            <NumberInput source="pedidoId" label="Nro Pedido" helperText={false} />
            <FechaInput source="fechaDesde" label="Fecha desde" helperText={false} />
            <FechaInput source="fechaHasta" label="Fecha hasta" helperText={false} />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', pb: 1 }}>
            <Boton label="Limpiar" onClick={() => aplicar({})} />
            <Boton label="Aplicar" type="submit" variant="contained" />
          </Box>
        </Form>
      </Collapse>
    </Box>
  );
}
