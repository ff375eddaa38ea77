// ra-language-spanish 1.0.0 ships plain JavaScript: a partial react-admin catalogue.
declare module 'ra-language-spanish' {
  interface Mensajes {
    [clave: string]: Mensajes | string;
  }
  const mensajes: Mensajes;
  export default mensajes;
}
