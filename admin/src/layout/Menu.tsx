import { Menu as RaMenu, useCanAccess, useGetIdentity, useSidebarState } from 'react-admin';
import { Box, Divider, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ListAltIcon from '@mui/icons-material/ListAlt';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/Receipt';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import BuildIcon from '@mui/icons-material/Build';
import DescriptionIcon from '@mui/icons-material/Description';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import LogoutIcon from '@mui/icons-material/Logout';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RouteIcon from '@mui/icons-material/Route';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import BackupIcon from '@mui/icons-material/Backup';
import MailIcon from '@mui/icons-material/Mail';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import CategoryIcon from '@mui/icons-material/Category';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { REPORTES } from '../reportes/lista';
import { useCerrarSesion } from './CerrarSesion';
import { SubMenu } from './SubMenu';
import { SOLO_LECTORES } from '../common/soloLectores';
import { ConteoBadge } from './AlertBadges';
import { useConteoAlertas } from '../alertas/useAlertas';

/** The menu (docs/funcional.md, Menú y barra superior), with its groups and role rules. */
export function Menu() {
  const [sidebarOpen] = useSidebarState();
  const { salir, aviso } = useCerrarSesion();
  const { identity } = useGetIdentity();
  const alertas = useConteoAlertas();
  const { canAccess: veAdministracion } = useCanAccess({ resource: 'proveedores', action: 'list' });
  const { canAccess: veUsuarios } = useCanAccess({ resource: 'usuarios', action: 'list' });
  const { canAccess: veCostos } = useCanAccess({ resource: 'costos-flota', action: 'list' });
  const { canAccess: veLibroIva } = useCanAccess({ resource: 'libro-iva-ventas', action: 'list' });
  const { canAccess: veReportes } = useCanAccess({ resource: 'reportes', action: 'list' });

  return (
    <>
      <RaMenu>
        <RaMenu.Item to="/dashboard" primaryText="Dashboard" leftIcon={<DashboardIcon />} />
        {identity?.Chofer && <RaMenu.Item to="/mi-recorrido" primaryText="Mi recorrido" leftIcon={<DeliveryDiningIcon />} />}
        <SubMenu label="Pedidos" icon={<ShoppingCartIcon />}>
          <RaMenu.Item to="/pedidos" primaryText="Gestión de Pedidos" leftIcon={<ListAltIcon />} />
          <RaMenu.Item to="/pedidos/nuevo" primaryText="Nuevo Pedido" leftIcon={<AddShoppingCartIcon />} />
          <RaMenu.Item to="/historial-pedidos" primaryText="Historial" leftIcon={<HistoryIcon />} />
        </SubMenu>
        <RaMenu.Item to="/clientes" primaryText="Clientes" leftIcon={<PeopleIcon />} />
        <RaMenu.Item to="/cobros" primaryText="Cobros" leftIcon={<PaymentsIcon />} />
        {veLibroIva ? (
          <SubMenu label="Comprobantes" icon={<ReceiptIcon />}>
            <RaMenu.Item to="/comprobantes" primaryText="Lista de comprobantes" leftIcon={<ReceiptIcon />} />
            <RaMenu.Item to="/libro-iva-ventas" primaryText="Libro IVA Ventas" leftIcon={<MenuBookIcon />} />
          </SubMenu>
        ) : (
          <RaMenu.Item to="/comprobantes" primaryText="Comprobantes" leftIcon={<ReceiptIcon />} />
        )}
        <RaMenu.Item to="/cuentas-a-cobrar" primaryText="Cuentas a cobrar" leftIcon={<AccountBalanceWalletIcon />} />
        <RaMenu.Item to="/hojas-de-ruta" primaryText="Hojas de ruta" leftIcon={<RouteIcon />} />
        <RaMenu.Item to="/productos" primaryText="Productos" leftIcon={<InventoryIcon />} />
        <SubMenu
          label="Vehículos"
          icon={
            <ConteoBadge cargando={alertas.cargando} cantidad={alertas.mantenimiento + alertas.documentos}>
              <LocalShippingIcon />
            </ConteoBadge>
          }
        >
          <RaMenu.Item to="/vehiculos" primaryText="Gestión de Vehículos" leftIcon={<DirectionsCarIcon />} />
          <RaMenu.Item to="/vehiculos/nuevo" primaryText="Nuevo Vehículo" leftIcon={<AddCircleIcon />} />
          <RaMenu.Item to="/vehiculos/alertas/mantenimiento" primaryText="Alertas Mantenimiento" leftIcon={<BuildIcon />} />
          <RaMenu.Item to="/vehiculos/alertas/documentos" primaryText="Alertas Documentos" leftIcon={<DescriptionIcon />} />
          {veCostos && <RaMenu.Item to="/costos-flota" primaryText="Costos de flota" leftIcon={<RequestQuoteIcon />} />}
        </SubMenu>
        {veAdministracion && [
          <Divider key="divisor" sx={{ my: 1 }} />,
          sidebarOpen && (
            // A heading, not an item: a menu may only hold items and separators.
            <ListSubheader key="titulo" role="presentation" sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 700 }}>
              ADMINISTRACIÓN
            </ListSubheader>
          ),
          <SubMenu key="proveedores" label="Proveedores" icon={<StorefrontIcon />}>
            <RaMenu.Item to="/proveedores" primaryText="Gestión de Proveedores" leftIcon={<StorefrontIcon />} />
            <RaMenu.Item to="/pedidos-proveedores" primaryText="Pedidos a Proveedores" leftIcon={<ReceiptLongIcon />} />
            <RaMenu.Item to="/historial-pedidos-proveedores" primaryText="Historial" leftIcon={<HistoryIcon />} />
          </SubMenu>,
          <SubMenu key="precios" label="Precios" icon={<PriceChangeIcon />}>
            <RaMenu.Item to="/aumentos-precio/nuevo" primaryText="Actualizar precios" leftIcon={<PriceChangeIcon />} />
            <RaMenu.Item to="/aumentos-precio" primaryText="Aumentos" leftIcon={<HistoryIcon />} />
            <RaMenu.Item to="/listas-precio" primaryText="Listas de precios" leftIcon={<RequestQuoteIcon />} />
            <RaMenu.Item to="/categorias" primaryText="Categorías" leftIcon={<CategoryIcon />} />
          </SubMenu>,
          veReportes && (
            <SubMenu key="reportes" label="Reportes" icon={<AssessmentIcon />}>
              {REPORTES.map(({ ruta, titulo, Icono }) => (
                <RaMenu.Item key={ruta} to={`/reportes/${ruta}`} primaryText={titulo} leftIcon={<Icono />} />
              ))}
            </SubMenu>
          ),
        ]}
        {veUsuarios && <RaMenu.Item to="/usuarios" primaryText="Usuarios" leftIcon={<ManageAccountsIcon />} />}
        {veUsuarios && <RaMenu.Item to="/respaldos" primaryText="Respaldos" leftIcon={<BackupIcon />} />}
        {veUsuarios && <RaMenu.Item to="/correos" primaryText="Correos" leftIcon={<MailIcon />} />}
        <Divider sx={{ my: 1 }} />
        <ListItemButton role="menuitem" onClick={() => void salir()} dense>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          {sidebarOpen ? (
            <ListItemText primary="Cerrar Sesión" />
          ) : (
            <Box component="span" sx={SOLO_LECTORES}>
              Cerrar Sesión
            </Box>
          )}
        </ListItemButton>
      </RaMenu>
      {aviso}
    </>
  );
}
