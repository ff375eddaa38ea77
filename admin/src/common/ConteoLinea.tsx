import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** The count line of a list: how many records match its filters, e.g. '23 clientes'. */
export function ConteoLinea({ singular, plural }: { singular: string; plural: string }) {
  const { total, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
      {total} {total === 1 ? singular : plural}
    </Typography>
  );
}
