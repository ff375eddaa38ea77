import { useEffect, useState } from 'react';
import { Box, IconButton, List, ListItem, ListItemText, Pagination, TextField, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import { useGetList } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import { formatoKg } from '#dominio/formatos';
import type { PedidoARepartir } from '#dominio/hojasDeRuta';
import { formatMoneda } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { BarraDeCarga } from './BarraDeCarga';

const POR_PAGINA = 10;

const resumen = (p: PedidoARepartir) => `N° ${p.PedidoID} · ${nombreCompleto(p.Cliente)}`;
const detalle = (p: PedidoARepartir) => `${p.Cliente.Direccion} · ${formatoKg(p.Kg)} · ${formatMoneda(p.PrecioTotal)}`;

/**
 * The sheet's stops (the form's PedidoIDs, in order) beside the day's candidate orders, paged and searched on
 * the server: orders are added, moved up or down and removed, and the load bar follows the kilos.
 */
export function Paradas({
  conocidos,
  resultados,
  capacidad,
  editable,
}: {
  conocidos: PedidoARepartir[];
  /** What happened at each stop, by order, once the route started. */
  resultados: Map<number, string>;
  capacidad?: number | null;
  editable: boolean;
}) {
  const { field } = useController({ name: 'PedidoIDs' });
  const ids: number[] = field.value ?? [];
  const fecha = useWatch({ name: 'Fecha' });
  const [pedidos, setPedidos] = useState(() => new Map(conocidos.map((p) => [p.PedidoID, p])));
  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  const [pagina, setPagina] = useState(1);
  // The server is asked once typing pauses, from the first page.
  useEffect(() => {
    const espera = setTimeout(() => {
      setQ(texto.trim());
      setPagina(1);
    }, 300);
    return () => clearTimeout(espera);
  }, [texto]);
  const { data: candidatos = [], total = 0 } = useGetList<PedidoARepartir & { id: number }>(
    'candidatos-ruta',
    {
      filter: { fecha: fecha || undefined, q: q || undefined },
      pagination: { page: pagina, perPage: POR_PAGINA },
      sort: { field: 'FechaPedido', order: 'ASC' },
    },
    { enabled: editable },
  );
  const kg = ids.reduce((s, id) => s + (pedidos.get(id)?.Kg ?? 0), 0);

  const agregar = (p: PedidoARepartir) => {
    setPedidos((actual) => new Map(actual).set(p.PedidoID, p));
    field.onChange([...ids, p.PedidoID]);
  };
  const mover = (i: number, paso: number) => {
    const nuevos = [...ids];
    [nuevos[i], nuevos[i + paso]] = [nuevos[i + paso], nuevos[i]];
    field.onChange(nuevos);
  };
  const quitar = (i: number) => field.onChange(ids.filter((_, j) => j !== i));

  return (
    <Box sx={{ width: '100%' }}>
      <BarraDeCarga kg={kg} capacidad={capacidad} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: editable ? '1fr 1fr' : '1fr' }, gap: 2 }}>
        <section aria-labelledby="titulo-paradas">
          <Typography variant="h6" id="titulo-paradas">
            Paradas ({ids.length})
          </Typography>
          {ids.length === 0 && <Typography variant="body2">Agregue pedidos de la lista de pedidos para repartir.</Typography>}
          <List dense>
            {ids.map((id, i) => {
              const p = pedidos.get(id);
              return (
                <ListItem
                  key={id}
                  divider
                  // Room for the three buttons, which would otherwise cover the text.
                  sx={{ pr: editable ? '150px' : 2 }}
                  secondaryAction={
                    editable && (
                      <>
                        <IconButton aria-label={`Subir el pedido ${id}`} disabled={i === 0} onClick={() => mover(i, -1)}>
                          <ArrowUpwardIcon />
                        </IconButton>
                        <IconButton aria-label={`Bajar el pedido ${id}`} disabled={i === ids.length - 1} onClick={() => mover(i, 1)}>
                          <ArrowDownwardIcon />
                        </IconButton>
                        <IconButton aria-label={`Quitar el pedido ${id}`} onClick={() => quitar(i)}>
                          <DeleteIcon />
                        </IconButton>
                      </>
                    )
                  }
                >
                  <ListItemText
                    primary={`${i + 1}. ${p ? resumen(p) : `N° ${id}`}`}
                    secondary={[p && detalle(p), resultados.get(id)].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              );
            })}
          </List>
        </section>
        {editable && (
          <section aria-labelledby="titulo-candidatos">
            <Typography variant="h6" id="titulo-candidatos">
              Pedidos para repartir
            </Typography>
            <TextField
              label="Buscar cliente, dirección o número"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
              size="small"
              fullWidth
            />
            <List dense>
              {candidatos
                .filter((p) => !ids.includes(p.PedidoID))
                .map((p) => (
                  <ListItem
                    key={p.PedidoID}
                    divider
                    secondaryAction={
                      <IconButton aria-label={`Agregar el pedido ${p.PedidoID}`} onClick={() => agregar(p)}>
                        <AddIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={resumen(p)} secondary={`${detalle(p)} · ${p.Estado}`} />
                  </ListItem>
                ))}
            </List>
            {total > POR_PAGINA && (
              <Pagination count={Math.ceil(total / POR_PAGINA)} page={pagina} onChange={(_, n) => setPagina(n)} size="small" />
            )}
          </section>
        )}
      </Box>
    </Box>
  );
}
