import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** Role guard of the spec: a user whose role may not see the screen is sent to /. */
export function RequireAccess({ resource, action = 'list', children }: { resource: string; action?: string; children: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  if (isPending) return <Loading loadingPrimary="Cargando..." loadingSecondary="" />;
  if (!canAccess) return <Navigate to="/" replace />;
  return <>{children}</>;
}
