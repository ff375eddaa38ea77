import InventoryIcon from '@mui/icons-material/Inventory2';
import { ProductoList } from './ProductoList';
import { ProductoCreate } from './ProductoCreate';
import { ProductoEdit } from './ProductoEdit';

export default {
  list: ProductoList,
  create: ProductoCreate,
  edit: ProductoEdit,
  icon: InventoryIcon,
  recordRepresentation: 'Nombre',
};
