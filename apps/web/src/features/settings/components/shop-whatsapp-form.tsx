import { TextInput } from '@mantine/core';
import { formatPhoneBR } from '@ponte/domain/phone';
import type { AdminConfigurations } from '@ponte/domain/settings';
import { SettingsSection } from './settings-section';
import { useTextSettingsForm } from './use-text-settings-form';

const KEYS = ['shop_whatsapp'] as const;

/** Admin section 'WhatsApp da loja': the number the public checkout pages offer as help. */
export function ShopWhatsappForm({ initial }: { initial: AdminConfigurations }) {
  const shown = { ...initial, shop_whatsapp: formatPhoneBR(initial.shop_whatsapp) };
  const { text, section } = useTextSettingsForm(KEYS, shown);

  return (
    <SettingsSection
      title="WhatsApp da loja"
      hint="As páginas de pagamento mostram este número como ajuda, também quando o link do cliente expirou ou não existe."
      {...section}
      saveLabel="Salvar WhatsApp"
    >
      <TextInput
        label="WhatsApp da loja"
        placeholder="(11) 98888-7777"
        inputMode="tel"
        autoComplete="off"
        {...text('shop_whatsapp')}
      />
    </SettingsSection>
  );
}
