import { Button, List, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { PaymentResult } from '@ponte/domain/checkout';
import { CopyField } from './copy-field';

/** Spec 2 §2 boleto block: the PDF link and the digitable line to copy; clears in up to 3 business days. */
export function BoletoBlock({ result }: { result: PaymentResult }) {
  return (
    <Stack gap="sm">
      {result.boleto_line && (
        <CopyField label="Linha digitável" value={result.boleto_line} copyLabel="Copiar linha digitável" />
      )}
      {result.boleto_url && (
        <Button
          component="a"
          href={result.boleto_url}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          fullWidth
          leftSection={<IconFileTypePdf size={18} />}
        >
          Abrir Boleto (PDF)
        </Button>
      )}
      <List size="sm" spacing={4}>
        <List.Item>Pague no app do seu banco, internet banking ou em uma lotérica.</List.Item>
        <List.Item>A compensação do boleto pode levar até 3 dias úteis.</List.Item>
        <List.Item>Você receberá a confirmação por e-mail e WhatsApp.</List.Item>
      </List>
    </Stack>
  );
}
