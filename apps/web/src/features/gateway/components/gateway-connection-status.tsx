import { Alert } from '@mantine/core';
import { IconCircleCheck, IconPlugConnectedX, IconQrcode, IconQuestionMark } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { parseUtc } from '@ponte/domain/dates';
import type { GatewayConnectionStatus as Status } from '@ponte/domain/gateway-connection';

const sinceText = (since: string | null) => {
  const date = since ? parseUtc(since) : null;
  return date ? dayjs(date).format('DD/MM/YYYY [às] HH:mm') : null;
};

/** What the toast and the /evolution status say of a connection state. */
export function connectionStatusText({ state, since }: Status): string {
  if (state === 'open') return 'Conectado';
  if (state === 'qrcode') return 'Aguardando leitura do QR code';
  if (state === 'close') {
    const when = sinceText(since);
    return when ? `Desconectado desde ${when}` : 'Desconectado';
  }
  return 'Sem informação: a Evolution ainda não enviou o estado da conexão';
}

/** The WhatsApp connection as the gateway last reported it (`connection.update`, `qrcode.updated`). */
export function GatewayConnectionStatus({ connection }: { connection: Status }) {
  const { state } = connection;
  const color = state === 'open' ? 'green' : state === null ? 'gray' : 'red';
  const Icon =
    state === 'open'
      ? IconCircleCheck
      : state === 'qrcode'
        ? IconQrcode
        : state === 'close'
          ? IconPlugConnectedX
          : IconQuestionMark;
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} />}
      title="Status do WhatsApp"
      role="status"
      aria-label="Status do WhatsApp"
    >
      {connectionStatusText(connection)}
      {state === 'qrcode' && ' — leia o QR code da instância no gerenciador da Evolution.'}
      {state === 'close' && ' — reconecte a instância no gerenciador da Evolution.'}
    </Alert>
  );
}
