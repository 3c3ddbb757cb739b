import { useState } from 'react';
import { Badge, Button, Group, List, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatCardNumber } from '@ponte/domain/cards';
import { TEST_CARDS } from '@ponte/domain/checkout';
import { isValidPixKey } from '@ponte/domain/pix';
import { settingsText, type Configurations } from '@ponte/domain/settings';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { SaveOutcome } from './save-outcome';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['pix_key', 'pix_merchant_name', 'pix_merchant_city', 'appmax_access_token', 'appmax_url'] as const;

const TEST_CARD_RESULTS = [
  { number: TEST_CARDS.approved, result: 'aprovado' },
  { number: TEST_CARDS.declined, result: 'recusado' },
  { number: TEST_CARDS.pending, result: 'pendente' },
] as const;

/** Admin section 'Pagamentos' of /configuracoes: the shop's PIX key and the Appmax contract. */
export function PaymentsForm({ initial }: { initial: Configurations }) {
  // The badge follows what the server stored, not what is typed: only a saved token leaves test mode.
  const [appmaxSet, setAppmaxSet] = useState(initial.appmax_access_token_set);
  const { form, values, set, errors, outcome, submit, pending } = useTextSettingsForm(KEYS, initial, (saved) =>
    setAppmaxSet(saved.appmax_access_token_set),
  );

  /** A wrong PIX key would print a QR code nobody can pay: say so as soon as the field is left. */
  const checkPixKey = () => {
    const key = values.pix_key.trim();
    if (key === '' || isValidPixKey(key)) form.clearFieldError('pix_key');
    else form.setFieldError('pix_key', settingsText.invalidPixKey);
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Pagamentos">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Pagamentos
          </Title>
          <Badge color={appmaxSet ? 'green' : 'yellow'} variant="light">
            {appmaxSet ? 'Appmax' : 'Modo de teste'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Com o token da Appmax, cartão, boleto e PIX passam pela Appmax. Sem ele, o PIX usa a chave da loja (um QR Code
          real que o cliente pode pagar, confirmado pela equipe em /listas) e cartões e boletos são simulados com os
          cartões de teste:
        </Text>
        <List size="sm" spacing={2} aria-label="Cartões de teste">
          {TEST_CARD_RESULTS.map(({ number, result }) => (
            <List.Item key={number}>
              {formatCardNumber(number)} ({result})
            </List.Item>
          ))}
        </List>
        <TextInput
          label="Chave PIX"
          description="CPF, CNPJ, e-mail, telefone +55 ou chave aleatória"
          autoComplete="off"
          value={values.pix_key}
          error={errors.pix_key}
          onChange={(e) => set('pix_key', e.currentTarget.value)}
          onBlur={checkPixKey}
        />
        <TextInput
          label="Nome do recebedor"
          description="Até 25 caracteres, como aparece no QR Code"
          value={values.pix_merchant_name}
          error={errors.pix_merchant_name}
          onChange={(e) => set('pix_merchant_name', e.currentTarget.value)}
        />
        <TextInput
          label="Cidade do recebedor"
          description="Até 15 caracteres"
          value={values.pix_merchant_city}
          error={errors.pix_merchant_city}
          onChange={(e) => set('pix_merchant_city', e.currentTarget.value)}
        />
        <PasswordInput
          label="Token de acesso (Appmax)"
          description="Fica guardado no servidor e aparece mascarado; em branco, modo de teste"
          autoComplete="off"
          value={values.appmax_access_token}
          error={errors.appmax_access_token}
          onChange={(e) => {
            const next = e.currentTarget.value;
            set('appmax_access_token', (previous) => editMaskedSecret(previous, next));
          }}
        />
        <TextInput
          label="URL da API (Appmax)"
          description="Opcional: em branco, o servidor usa o endereço padrão"
          placeholder="https://homolog.sandboxappmax.com.br/api/v3"
          value={values.appmax_url}
          error={errors.appmax_url}
          onChange={(e) => set('appmax_url', e.currentTarget.value)}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          Salvar pagamentos
        </Button>
      </Stack>
    </Paper>
  );
}
