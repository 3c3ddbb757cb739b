import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPhoneBR } from '@ponte/domain/phone';
import type { AdminConfigurations } from '@ponte/domain/settings';
import { SaveOutcome } from './save-outcome';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['shop_whatsapp'] as const;

/** Admin section 'WhatsApp da loja': the number the public checkout pages offer as help. */
export function ShopWhatsappForm({ initial }: { initial: AdminConfigurations }) {
  const shown = { ...initial, shop_whatsapp: formatPhoneBR(initial.shop_whatsapp) };
  const { values, set, errors, outcome, submit, pending } = useTextSettingsForm(KEYS, shown);

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="WhatsApp da loja">
      <Stack gap="md">
        <Title order={2} size="h4">
          WhatsApp da loja
        </Title>
        <Text size="sm" c="dimmed">
          As páginas de pagamento mostram este número como ajuda, também quando o link do cliente expirou ou não existe.
        </Text>
        <TextInput
          label="WhatsApp da loja"
          placeholder="(11) 98888-7777"
          inputMode="tel"
          autoComplete="off"
          value={values.shop_whatsapp}
          error={errors.shop_whatsapp}
          onChange={(e) => set('shop_whatsapp', e.currentTarget.value)}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar WhatsApp
        </Button>
      </Stack>
    </Paper>
  );
}
