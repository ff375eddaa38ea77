import { lazyScreen } from '../common/lazyScreen';

/** The driver's phone (a screen of its own, not a resource): /mi-recorrido. */
export const MiRecorrido = lazyScreen(() => import('./MiRecorrido'), 'MiRecorrido');
