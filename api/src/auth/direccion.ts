import { isIP } from 'node:net';

/**
 * The address a throttle counter is kept for. One IPv6 host usually holds a whole /64 (it can pick a
 * new address in it for every request), so an IPv6 address counts by its first 64 bits; an
 * IPv4-mapped one (::ffff:a.b.c.d, how a dual-stack socket shows an IPv4 client) counts as the IPv4.
 */
export function direccionDeConteo(direccion: string): string {
  const sinZona = direccion.split('%')[0];
  const mapeada = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(sinZona);
  if (mapeada) return mapeada[1];
  if (isIP(sinZona) !== 6) return direccion;
  return `${grupos(sinZona).join(':')}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, without leading zeros ('::' expanded). */
function grupos(ipv6: string): string[] {
  // An IPv4 tail is the last two groups, which the prefix leaves out anyway.
  const [antes, despues] = ipv6.replace(/\d+\.\d+\.\d+\.\d+$/, '0:0').split('::');
  const izquierda = antes ? antes.split(':') : [];
  const derecha = despues ? despues.split(':') : [];
  const ceros = despues === undefined ? [] : Array(8 - izquierda.length - derecha.length).fill('0');
  return [...izquierda, ...ceros, ...derecha].slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
}
