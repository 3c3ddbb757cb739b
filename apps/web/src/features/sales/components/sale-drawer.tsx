import type { ReactNode } from 'react';
import { Alert, Drawer, Stack, Text } from '@mantine/core';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { formatBrl, formatUsd } from '@ponte/domain/money';
import { salesText } from '@ponte/domain/sales';
import { errorText } from '../../../lib/api';
import { useSale } from '../api/get-sale';
import { useSaleByOrder } from '../api/get-sale-by-order';
import { SaleStatusBadge } from './sale-status-badge';
import { commissionText, methodLabel } from './sales-table';
import { CenteredLoader } from '../../../ui/load-state';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

export type SaleDrawerProps = { onClose: () => void } & (
  { pedido: string; saleId?: undefined } | { saleId: number; pedido?: undefined }
);

/**
 * The sale's detail: `/vendas?pedido=…` (the sale behind a list's order number, as 'Ver Pedido'
 * on /listas opens it) or `/vendas?venda=…` (a row of the table, issue 28).
 */
export function SaleDrawer({ pedido, saleId, onClose }: SaleDrawerProps) {
  const byOrder = useSaleByOrder(pedido ?? null);
  const byId = useSale(saleId ?? null);
  const sale = pedido !== undefined ? byOrder : byId;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={pedido !== undefined ? `Pedido ${pedido}` : `Venda #${saleId}`}
    >
      {sale.isPending ? (
        <CenteredLoader label="Carregando venda" />
      ) : sale.error ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(sale.error, salesText.notFound)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <SaleStatusBadge status={sale.data.status} />
          {sale.data.awaiting_payment && (
            <Text size="sm" c="dimmed">
              {salesText.awaitingPayment}
            </Text>
          )}
          <Row label="Data" value={formatDateTimeBR(sale.data.created_at)} />
          <Row label="Pedido" value={sale.data.order_number ?? '—'} />
          <Row label="Cliente" value={[sale.data.user.name, sale.data.user.email].filter(Boolean).join(' · ')} />
          <Row label="Lista" value={sale.data.list_name ?? '—'} />
          <Row label="Vendedor" value={sale.data.seller?.name ?? salesText.noSeller} />
          <Row label="Valor (USD)" value={formatUsd(sale.data.total_usd)} />
          <Row label="Valor pago (BRL)" value={formatBrl(sale.data.total_brl)} />
          <Row label="Comissão" value={commissionText(sale.data)} />
          <Row label="Pagamento" value={methodLabel(sale.data.payment_method)} />
        </Stack>
      )}
    </Drawer>
  );
}
