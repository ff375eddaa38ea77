import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

const CLAVES_FLOTA = new Set(['vehiculos', 'documentos', 'kilometraje', 'mantenimientos', 'alertas', 'combustible', 'costos']);

/**
 * A change to a vehicle, its mileage, maintenance or documents moves its bars and its alerts:
 * this drops every cached read of the fleet and both alert lists (the top bar badges read those),
 * so every screen shows the new figures at once instead of after the 5-minute refresh.
 */
export function useRefrescarFlota() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: (query) => CLAVES_FLOTA.has(String(query.queryKey[0])) }), [queryClient]);
}
