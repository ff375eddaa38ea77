import { lazyScreen } from '../common/lazyScreen';

/** /<recurso>/importar, for the resources whose lists offer 'Importar' (whoever may create one). */
export const rutaImportar = {
  path: 'importar',
  element: lazyScreen(() => import('./ImportarPantalla'), 'ImportarPantalla'),
  action: 'create',
};
