import { type ReactNode, useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { ACTIVIDAD, Actividad, useVerActividad } from './Actividad';

export interface Pestana {
  etiqueta: string;
  contenido: ReactNode;
}

/**
 * A record's edit or detail screen as tabs, with 'Actividad' last for whoever may read the audit
 * trail. A screen of one tab shows its content alone to everyone else, with no tab bar.
 */
export function PestanasConActividad({ pestanas }: { pestanas: Pestana[] }) {
  const verActividad = useVerActividad();
  const [elegida, setElegida] = useState(0);
  const actividad = (
    <Card variant="outlined" sx={{ m: 2 }}>
      <Actividad />
    </Card>
  );
  const todas = verActividad ? [...pestanas, { etiqueta: ACTIVIDAD, contenido: actividad }] : pestanas;
  if (todas.length === 1) return <>{todas[0].contenido}</>;
  const actual = Math.min(elegida, todas.length - 1);
  return (
    <>
      <Tabs value={actual} onChange={(_evento, valor: number) => setElegida(valor)} variant="scrollable" scrollButtons="auto" sx={{ px: 2 }}>
        {todas.map(({ etiqueta }, i) => (
          <Tab key={etiqueta} label={etiqueta} value={i} />
        ))}
      </Tabs>
      {todas[actual].contenido}
    </>
  );
}
