import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from './es';

// allowMissing: labels written directly in Spanish are shown as they are.
export const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});
