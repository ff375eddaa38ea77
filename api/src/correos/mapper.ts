import type { Correo } from '#dominio/correos';
import { createMapper } from '../db/mapper.js';

// A mail's own columns, as "Correos" lists them (the text and attachments are the detail's).
export const correoMapper = createMapper<Correo>(
  {
    CorreoID: 'correo_id',
    Para: 'para',
    Asunto: 'asunto',
    Estado: 'estado',
    Intentos: 'intentos',
    ProximoIntento: 'proximo_intento',
    Respuesta: 'respuesta',
    Entidad: 'entidad',
    RegistroID: 'registro_id',
    CreadoEn: 'creado_en',
    EnviadoEn: 'enviado_en',
  },
  { proximo_intento: 'instante', creado_en: 'instante', enviado_en: 'instante' },
);
