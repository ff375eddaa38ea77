// The numbers of the rules the screens share with the API, in a module without zod: a screen that
// needs only a threshold (the dashboard) does not download the schemas with it (issue 12).
// dominio/alertas.ts and dominio/dashboard.ts export them with their schemas.

/** Maintenance alerts start at this many km remaining or fewer: alert lists, red bar, 'Mantenimiento necesario'. */
export const UMBRAL_KM_ALERTA = 500;
/** At this many km remaining or fewer a maintenance bar takes the warning colour. */
export const UMBRAL_KM_AVISO = 1000;
/** Document alerts start this many days before expiry (or fewer); a document that close is 'Por vencer'. */
export const DIAS_AVISO_DOCUMENTO = 30;
/** A document alert with this many days left or fewer is 'Alta', shown as a warning. */
export const DIAS_PRIORIDAD_ALTA = 7;

/**
 * The three reminders a vehicle has. 'aceite' and 'correa' have km and month intervals; the general
 * service ('service') has only a month interval, and a maintenance record of type 'Reparación
 * general' (the list's one general type) restarts it (docs/decisiones.md, Flota); dominio/recordatorios.ts dates them.
 */
export const RECORDATORIOS = ['aceite', 'correa', 'service'] as const;
export type Recordatorio = (typeof RECORDATORIOS)[number];

/** The dashboard's alert panels show this many items (docs/funcional.md, Dashboard). */
export const ALERTAS_EN_PANEL = 5;
/** The dashboard's panel of today's route sheets lists at most this many (a day has one open sheet per vehicle). */
export const HOJAS_EN_PANEL = 20;
/** The dashboard's sales chart covers today and the days before it, this many in all. */
export const DIAS_VENTAS = 30;

/** With the nightly backup on, the dashboard warns an Administrador when the last good backup is older than this (docs/funcional.md, Respaldos). */
export const DIAS_SIN_RESPALDO = 2;
