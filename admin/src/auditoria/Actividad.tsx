import { Avatar, Box, Button, LinearProgress, type SvgIconProps, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ComponentType, useState } from 'react';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import EditIcon from '@mui/icons-material/Edit';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InventoryIcon from '@mui/icons-material/Inventory';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import LoginIcon from '@mui/icons-material/Login';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  type Identifier,
  type RaRecord,
  useCanAccess,
  useInfiniteGetList,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { type AccionAuditada, ENTIDADES_AUDITADAS, type EntidadAuditada, type RegistroAuditoria } from '#dominio/auditoria';
import { type Ingreso, textoIngreso } from '#dominio/ingresos';
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
  anular: BlockIcon,
  importar: UploadFileIcon,
  enviar_correo: MailOutlineIcon,
  restablecer_contrasena: KeyIcon,
  activar_segundo_factor: PhonelinkLockIcon,
  desactivar_segundo_factor: PhonelinkLockIcon,
};

/** Whether the signed-in user sees 'Actividad' tabs: GET /auditoria is for administrators only. */
export function useVerActividad(): boolean {
  return useCanAccess({ resource: 'auditoria', action: 'list' }).canAccess === true;
}

/** A narrow screen wraps the sentence, never between '$' and its amount. */
const sinCortarImportes = (texto: string) => texto.replaceAll('$ ', '$\u00a0');

/**
 * A record's 'Actividad' tab: its audit trail (GET /auditoria?entidad&entidadId) newest first, one
 * sentence a change, ten at a time with 'Cargar más'. The record and its kind come from
 * react-admin's contexts (the edit or show screen it sits on). A user's tab can show instead the
 * account's sign-in attempts ('Ingresos', GET /auditoria/ingresos?usuarioId).
 */
export function Actividad() {
  const entidad = useResourceContext();
  const registro = useRecordContext();
  if (!registro || !entidad || !(entidad in ENTIDADES_AUDITADAS)) return null;
  if (entidad === 'usuarios') return <ActividadDeUsuario id={registro.id} />;
  return <Cambios entidad={entidad as EntidadAuditada} id={registro.id} />;
}

function Cambios({ entidad, id }: { entidad: EntidadAuditada; id: Identifier }) {
  const traducir = useTranslate();
  return (
    <LineaDeTiempo<RegistroAuditoria>
      recurso="auditoria"
      filtro={{ entidad, entidadId: id }}
      // By the time of the change (ties in the order they were written).
      orden="Fecha"
      vacia="Sin actividad registrada"
      linea={(fila) => ({ icono: ICONOS[fila.Accion], texto: sinCortarImportes(lineaDeActividad(fila, traducir, zonaNegocio())) })}
    />
  );
}

const ICONOS_DE_INGRESO: Record<Ingreso['Resultado'], ComponentType<SvgIconProps>> = {
  ok: LoginIcon,
  contrasena_incorrecta: ErrorOutlineIcon,
  usuario_desconocido: ErrorOutlineIcon,
  inactivo: BlockIcon,
  demorado: HourglassEmptyIcon,
  codigo_pedido: PhonelinkLockIcon,
  codigo_incorrecto: ErrorOutlineIcon,
  ok_con_recuperacion: LoginIcon,
  recuperacion_pedida: MailOutlineIcon,
  enlace_invalido: ErrorOutlineIcon,
  contrasena_restablecida: KeyIcon,
};

function Ingresos({ usuarioId }: { usuarioId: Identifier }) {
  return (
    <LineaDeTiempo<Ingreso>
      recurso="ingresos"
      filtro={{ usuarioId }}
      orden="IngresoID"
      vacia="Sin ingresos registrados"
      linea={(fila) => ({ icono: ICONOS_DE_INGRESO[fila.Resultado], texto: textoIngreso(fila, zonaNegocio()) })}
    />
  );
}

const VISTAS = { cambios: 'Cambios', ingresos: 'Ingresos' } as const;

/** A user's tab: the changes of the account, or (the filter 'Ingresos') its sign-in attempts. */
function ActividadDeUsuario({ id }: { id: Identifier }) {
  const [vista, setVista] = useState<keyof typeof VISTAS>('cambios');
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={vista}
        onChange={(_evento, elegida: keyof typeof VISTAS | null) => elegida && setVista(elegida)}
        aria-label="Mostrar"
        sx={{ px: 2, pt: 2 }}
      >
        {Object.entries(VISTAS).map(([valor, etiqueta]) => (
          <ToggleButton key={valor} value={valor}>
            {etiqueta}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {vista === 'cambios' ? <Cambios entidad="usuarios" id={id} /> : <Ingresos usuarioId={id} />}
    </>
  );
}

interface PropsDeLineaDeTiempo<R> {
  /** The react-admin resource read, newest first. */
  recurso: string;
  filtro: Record<string, unknown>;
  orden: string;
  vacia: string;
  linea: (fila: R) => { icono: ComponentType<SvgIconProps>; texto: string };
}

/** One row a sentence with its icon, ten at a time with 'Cargar más'. */
function LineaDeTiempo<R extends object>({ recurso, filtro, orden, vacia, linea }: PropsDeLineaDeTiempo<R>) {
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<R & RaRecord>(recurso, {
    pagination: { page: 1, perPage: POR_PAGINA },
    sort: { field: orden, order: 'DESC' },
    filter: filtro,
  });
  if (isPending) return <LinearProgress />;
  if (error) return <ListaVacia mensaje="Error al cargar la actividad" />;
  const filas = data.pages.flatMap((pagina) => pagina.data);
  if (filas.length === 0) return <ListaVacia mensaje={vacia} />;
  return (
    <Box sx={{ p: 2 }}>
      <Box component="ol" aria-label={ACTIVIDAD} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {filas.map((fila, i) => {
          const { icono: Icono, texto } = linea(fila);
          const ultima = i === filas.length - 1;
          return (
            <Box component="li" key={fila.id} sx={{ display: 'flex', gap: 1.5 }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32 }}>
                  <Icono fontSize="small" aria-hidden />
                </Avatar>
                {!ultima && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
              </Box>
              <Typography sx={{ pt: 0.5, pb: ultima ? 0 : 2, minWidth: 0, overflowWrap: 'anywhere' }}>{texto}</Typography>
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
