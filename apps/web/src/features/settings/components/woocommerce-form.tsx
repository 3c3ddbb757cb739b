import { useState } from 'react';
import { TextInput } from '@mantine/core';
import type { Configurations } from '@ponte/domain/settings';
import { SecretInput } from '../../../ui/secret-input';
import { SettingsSection } from './settings-section';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['woocommerce_url', 'woocommerce_consumer_key', 'woocommerce_consumer_secret'] as const;

/** The store catalogue of the add-product modal comes from WooCommerce only once all three are filled. */
const isConnected = (
  c: Pick<Configurations, 'woocommerce_url' | 'woocommerce_consumer_key' | 'woocommerce_consumer_secret_set'>,
) => c.woocommerce_url !== '' && c.woocommerce_consumer_key !== '' && c.woocommerce_consumer_secret_set;

/** Admin section 'Loja (WooCommerce)' of /configuracoes. */
export function WooCommerceForm({ initial }: { initial: Configurations }) {
  const [connected, setConnected] = useState(isConnected(initial));
  const { text, secret, section } = useTextSettingsForm(KEYS, initial, (saved) => setConnected(isConnected(saved)));

  return (
    <SettingsSection
      title="Loja (WooCommerce)"
      state={{ on: connected, labels: ['Conectada', 'Não configurada'], offColor: 'gray' }}
      hint="Com o endereço e as duas chaves preenchidos, a busca e o cadastro de produtos das listas usam a loja. Sem eles, usam o catálogo próprio do Ponte. Gere as chaves no WordPress em WooCommerce → Configurações → Avançado → API REST (permissão Leitura/Escrita)."
      {...section}
      saveLabel="Salvar loja"
    >
      <TextInput
        label="URL da loja"
        description="Endereço do site WordPress, com https://"
        placeholder="https://sualoja.com"
        {...text('woocommerce_url')}
      />
      <SecretInput label="Consumer Key" placeholder="ck_…" {...secret('woocommerce_consumer_key')} />
      <SecretInput
        label="Consumer Secret"
        description="Fica guardado no servidor e aparece mascarado"
        placeholder="cs_…"
        {...secret('woocommerce_consumer_secret')}
      />
    </SettingsSection>
  );
}
