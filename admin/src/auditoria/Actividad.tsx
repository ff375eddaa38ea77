import { Avatar, Box, Button, LinearProgress, type SvgIconProps, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import EditIcon from '@mui/icons-material/Edit';
import InventoryIcon from '@mui/icons-material/Inventory';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { type Identifier, useCanAccess, useInfiniteGetList, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { type AccionAuditada, ENTIDADES_AUDITADAS, type EntidadAuditada, type RegistroAuditoria } from '#dominio/auditoria';
import { ListaVacia } from '../common/ListaVacia';
import { zonaNegocio } from '../common/zonaNegocio';
import { lineaDeActividad } from './textos';

export const ACTIVIDAD = 'Actividad';
const POR_PAGINA = 10;

const ICONOS: Record<AccionAuditada, ComponentType<SvgIconProps>> = {
  crear: AddCircleOutlineIcon,
  modificar: EditIcon,
  desactivar: BlockIcon,
  activar: CheckCircleOutlineIcon,
  cambiar_estado: SwapHorizIcon,
  ajustar_stock: InventoryIcon,
  cambiar_contrasena: KeyIcon,
  desbloquear: LockOpenIcon,
  eliminar: DeleteOutlineIcon,
  aprobar: HowToRegIcon,
  rechazar: PersonOffIcon,
};

/** Whether the signed-in user sees 'Actividad' tabs: GET /auditoria is for administrators only. */
export function useVerActividad(): boolean {
  return useCanAccess({ resource: 'auditoria', action: 'list' }).canAccess === true;
}

type Fila = RegistroAuditoria & { id: Identifier };

/** A narrow screen wraps the sentence, never between '$' and its amount. */
const sinCortarImportes = (texto: string) => texto.replaceAll('$ ', '$\u00a0');

/**
 * A record's 'Actividad' tab: its audit trail (GET /auditoria?entidad&entidadId) newest first, one
 * sentence a change, ten at a time with 'Cargar más'. The record and its kind come from
 * react-admin's contexts (the edit or show screen it sits on).
 */
export function Actividad() {
  const entidad = useResourceContext();
  const registro = useRecordContext();
  if (!registro || !entidad || !(entidad in ENTIDADES_AUDITADAS)) return null;
  return <LineaDeTiempo entidad={entidad as EntidadAuditada} id={registro.id} />;
}

function LineaDeTiempo({ entidad, id }: { entidad: EntidadAuditada; id: Identifier }) {
  const traducir = useTranslate();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<Fila>('auditoria', {
    pagination: { page: 1, perPage: POR_PAGINA },
    // By the time of the change (ties in the order they were written).
    sort: { field: 'Fecha', order: 'DESC' },
    filter: { entidad, entidadId: id },
  });
  if (isPending) return <LinearProgress />;
  if (error) return <ListaVacia mensaje="Error al cargar la actividad" />;
  const filas = data.pages.flatMap((pagina) => pagina.data);
  if (filas.length === 0) return <ListaVacia mensaje="Sin actividad registrada" />;
  return (
    <Box sx={{ p: 2 }}>
      <Box component="ol" aria-label={ACTIVIDAD} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {filas.map((fila, i) => {
          const Icono = ICONOS[fila.Accion];
          const ultima = i === filas.length - 1;
          return (
            <Box component="li" key={fila.id} sx={{ display: 'flex', gap: 1.5 }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32 }}>
                  <Icono fontSize="small" aria-hidden />
                </Avatar>
                {!ultima && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
              </Box>
              <Typography sx={{ pt: 0.5, pb: ultima ? 0 : 2, minWidth: 0, overflowWrap: 'anywhere' }}>
                {sinCortarImportes(lineaDeActividad(fila, traducir, zonaNegocio()))}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {hasNextPage && (
        <Box sx={{ textAlign: 'center', pt: 2 }}>
          <Button variant="outlined" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
