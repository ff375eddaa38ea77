import pino from 'pino';

export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info')) {
  return pino({ level, redact: ['req.headers.authorization', '*.Contrasena', '*.contrasena'] });
}
