import { useState } from 'react';
import { List, TextInput } from '@mantine/core';
import { formatCardNumber } from '@ponte/domain/cards';
import { TEST_CARDS } from '@ponte/domain/checkout';
import { isValidPixKey } from '@ponte/domain/pix';
import { settingsText, type Configurations } from '@ponte/domain/settings';
import { SecretInput } from '../../../ui/secret-input';
import { SettingsSection } from './settings-section';
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
  const { form, values, text, secret, section } = useTextSettingsForm(KEYS, initial, (saved) =>
    setAppmaxSet(saved.appmax_access_token_set),
  );

  /** A wrong PIX key would print a QR code nobody can pay: say so as soon as the field is left. */
  const checkPixKey = () => {
    const key = values.pix_key.trim();
    if (key === '' || isValidPixKey(key)) form.clearFieldError('pix_key');
    else form.setFieldError('pix_key', settingsText.invalidPixKey);
  };

  return (
    <SettingsSection
      title="Pagamentos"
      state={{ on: appmaxSet, labels: ['Appmax', 'Modo de teste'], offColor: 'yellow' }}
      hint="Com o token da Appmax, cartão, boleto e PIX passam pela Appmax. Sem ele, o PIX usa a chave da loja (um QR Code real que o cliente pode pagar, confirmado pela equipe em /listas) e cartões e boletos são simulados com os cartões de teste:"
      {...section}
      saveLabel="Salvar pagamentos"
    >
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
        {...text('pix_key')}
        onBlur={checkPixKey}
      />
      <TextInput
        label="Nome do recebedor"
        description="Até 25 caracteres, como aparece no QR Code"
        {...text('pix_merchant_name')}
      />
      <TextInput label="Cidade do recebedor" description="Até 15 caracteres" {...text('pix_merchant_city')} />
      <SecretInput
        label="Token de acesso (Appmax)"
        description="Fica guardado no servidor e aparece mascarado; em branco, modo de teste"
        {...secret('appmax_access_token')}
      />
      <TextInput
        label="URL da API (Appmax)"
        description="Opcional: em branco, o servidor usa o endereço padrão"
        placeholder="https://homolog.sandboxappmax.com.br/api/v3"
        {...text('appmax_url')}
      />
    </SettingsSection>
  );
}
