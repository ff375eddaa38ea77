import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CheckboxGroupInput, useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../dataProvider';
import { formatFecha, formatMoneda } from '../common/format';

/**
 * The chosen client's open deliveries, oldest first, to pick the ones a payment covers (PedidoIDs, in
 * the order picked); none picked, the server covers the oldest first.
 */
export function EntregasAPagar() {
  const clienteId = useWatch({ name: 'ClienteID' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: cuenta } = useQuery({
    queryKey: ['cuentaCliente', clienteId],
    queryFn: async () => (await dataProvider.cuentaCliente(clienteId)).data,
    enabled: clienteId != null && clienteId !== '',
  });
  if (!cuenta) return null;
  if (cuenta.EntregasAbiertas.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Saldo {formatMoneda(cuenta.Saldo)}: el cliente no tiene entregas por cobrar; el cobro queda a su favor.
      </Typography>
    );
  }
  // The opening balance (no order) cannot be picked: as the oldest debt, it is covered first anyway.
  const choices = cuenta.EntregasAbiertas.flatMap((e) =>
    e.PedidoID === null
      ? []
      : [
          {
            id: e.PedidoID,
            name: `Pedido #${e.PedidoID} · ${formatFecha(e.Fecha)} · ${formatMoneda(e.Pendiente)} pendiente (${e.Dias} días)`,
          },
        ],
  );
  return (
    <CheckboxGroupInput
      source="PedidoIDs"
      choices={choices}
      row={false}
      helperText={`Saldo ${formatMoneda(cuenta.Saldo)}. Sin elegir, se aplica a las entregas más viejas; lo que sobra queda a favor.`}
    />
  );
}
