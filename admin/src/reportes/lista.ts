import BarChartIcon from '@mui/icons-material/BarChart';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PaymentsIcon from '@mui/icons-material/Payments';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarehouseIcon from '@mui/icons-material/Warehouse';

/** The reports, in the menu's order: their paths under /reportes, names and what each answers. */
export const REPORTES = [
  { ruta: 'ventas', titulo: 'Ventas', descripcion: 'Cuánto se vendió, a quién y qué, contra otro período.', Icono: BarChartIcon },
  { ruta: 'margen', titulo: 'Margen bruto', descripcion: 'Lo vendido sin IVA menos lo que costó la mercadería.', Icono: TrendingUpIcon },
  {
    ruta: 'cobranzas',
    titulo: 'Cobranzas',
    descripcion: 'Lo cobrado contra lo entregado, los días de calle y quién paga más lento.',
    Icono: PaymentsIcon,
  },
  {
    ruta: 'flota',
    titulo: 'Flota',
    descripcion: 'Lo que cuesta cada vehículo por km y por kilo entregado, y lo que entregó cada chofer.',
    Icono: LocalShippingIcon,
  },
  {
    ruta: 'stock',
    titulo: 'Stock valorizado',
    descripcion: 'Lo que vale el stock a costo promedio, y lo que no se vende.',
    Icono: WarehouseIcon,
  },
] as const;
