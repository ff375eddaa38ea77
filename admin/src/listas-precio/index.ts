import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./ListaList'), 'ListaList'),
  create: lazyScreen(() => import('./ListaCreate'), 'ListaCreate'),
  edit: lazyScreen(() => import('./ListaEdit'), 'ListaEdit'),
  icon: RequestQuoteIcon,
  recordRepresentation: 'Nombre',
};
