import { Image, List, Stack, Text } from '@mantine/core';
import type { PaymentResult } from '@ponte/domain/checkout';
import { CopyField } from './copy-field';
import { formatDateTime } from './format-date';

/** Spec 2 §2 PIX block and warnings: QR, copy-and-paste code, expiry, confirmation within 2 minutes. */
export function PixBlock({ result }: { result: PaymentResult }) {
  const expiry = formatDateTime(result.pix_expiration);
  return (
    <Stack gap="sm">
      {result.pix_qrcode && (
        <Image
          src={`data:image/png;base64,${result.pix_qrcode}`}
          alt="QR Code PIX"
          w={220}
          h={220}
          mx="auto"
          fit="contain"
        />
      )}
      <Text size="sm" ta="center">
        Abra o app do seu banco, escolha pagar com PIX e escaneie o QR Code ou use o código abaixo.
      </Text>
      {result.pix_emv && <CopyField label="PIX Copia e Cola" value={result.pix_emv} copyLabel="Copiar código PIX" />}
      {expiry && (
        <Text size="sm" fw={500} ta="center">
          Válido até {expiry}
        </Text>
      )}
      <List size="sm" spacing={4}>
        <List.Item>A confirmação do pagamento PIX pode levar até 2 minutos.</List.Item>
        <List.Item>Após pagar, envie o comprovante pelo WhatsApp.</List.Item>
        <List.Item>Você receberá a confirmação por e-mail e WhatsApp.</List.Item>
      </List>
    </Stack>
  );
}
