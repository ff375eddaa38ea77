import PeopleIcon from '@mui/icons-material/People';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import TodayIcon from '@mui/icons-material/Today';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import BackupIcon from '@mui/icons-material/Backup';
import type { Metrica } from './TarjetaMetrica';
import { haceDias, listaFiltrada, subtituloBajoStock, subtituloDisponibles, subtituloRespaldo } from './textos';
import type { DatosDashboard } from '#dominio/dashboard';
import { formatMoneda } from '../common/format';

/**
 * The eight cards of the spec, in its order, and the two of the receivables (issue 35). Each links to the screen listing what it counts
 * (docs/funcional.md, Dashboard); Proveedores has no link for a role that cannot open it. Last, for an Administrador
 * (`veRespaldos`), the backups' warning while the server sends one (issue 44).
 */
export function metricasDelTablero(datos: DatosDashboard | undefined, veProveedores: boolean, veRespaldos: boolean): Metrica[] {
  const aviso = veRespaldos ? datos?.avisoRespaldo : undefined;
  const metricas: Metrica[] = [
    { titulo: 'Clientes', valor: datos?.clientesActivos, subtitulo: 'Activos', icono: <PeopleIcon />, color: 'primary', to: '/clientes' },
    { titulo: 'Productos', valor: datos?.productosActivos, subtitulo: 'Activos', icono: <Inventory2Icon />, color: 'primary', to: '/productos' },
    { titulo: 'Pedidos Hoy', valor: datos?.pedidosHoy, subtitulo: 'Creados hoy', icono: <TodayIcon />, color: 'secondary', to: '/pedidos' },
    {
      titulo: 'Vehículos',
      valor: datos?.vehiculosActivos,
      subtitulo: datos && subtituloDisponibles(datos.vehiculosDisponibles),
      icono: <LocalShippingIcon />,
      color: 'info',
      to: '/vehiculos',
    },
    {
      titulo: 'Proveedores',
      valor: datos?.proveedores,
      subtitulo: 'Activos',
      icono: <StorefrontIcon />,
      color: 'primary',
      to: veProveedores ? '/proveedores' : undefined,
    },
    {
      titulo: 'Bajo Stock',
      valor: datos?.bajoStock,
      subtitulo: datos && subtituloBajoStock(datos.bajoStock),
      icono: <WarningAmberIcon />,
      color: datos?.bajoStock === 0 ? 'success' : 'warning',
      to: '/productos',
    },
    {
      titulo: 'Pendientes',
      valor: datos?.pendientes,
      subtitulo: 'Pedidos por atender',
      icono: <PendingActionsIcon />,
      color: 'warning',
      to: listaFiltrada('/pedidos', { estado: 'Pendiente' }),
    },
    {
      titulo: 'Completados',
      valor: datos?.completados,
      subtitulo: 'Pedidos entregados',
      icono: <TaskAltIcon />,
      color: 'success',
      to: listaFiltrada('/historial-pedidos', { estado: 'Completado' }),
    },
    {
      titulo: 'A cobrar',
      valor: datos?.aCobrar,
      subtitulo: 'Entregas por cobrar',
      icono: <AccountBalanceWalletIcon />,
      color: 'info',
      to: '/cuentas-a-cobrar',
      formato: formatMoneda,
    },
    {
      titulo: 'Vencido más de 30 días',
      valor: datos?.vencidoMas30,
      subtitulo: 'Entregado hace más de 30 días',
      icono: <EventBusyIcon />,
      color: datos?.vencidoMas30 === 0 ? 'success' : 'error',
      to: '/cuentas-a-cobrar',
      formato: formatMoneda,
    },
  ];
  if (aviso) {
    // Never a good one: no date to tell ('—').
    metricas.push({
      titulo: 'Último respaldo bueno',
      valor: aviso.Dias ?? undefined,
      subtitulo: subtituloRespaldo(aviso),
      icono: <BackupIcon />,
      color: 'error',
      to: '/respaldos',
      formato: haceDias,
    });
  }
  return metricas;
}
