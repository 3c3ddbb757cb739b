import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { SaveConfigurationsSchema, type Configurations } from '@ponte/domain/settings';
import { ApiError } from '../../../lib/api';
import { editMaskedSecret } from '../../../lib/edit-masked-secret';
import { useSaveConfigurations } from '../api/save-configurations';
import { SaveOutcome, type SaveOutcomeValue } from './save-outcome';

type Fields = { woocommerce_url: string; woocommerce_consumer_key: string; woocommerce_consumer_secret: string };

const pick = (c: Configurations): Fields => ({
  woocommerce_url: c.woocommerce_url,
  woocommerce_consumer_key: c.woocommerce_consumer_key,
  woocommerce_consumer_secret: c.woocommerce_consumer_secret,
});

/** The store catalogue of the add-product modal comes from WooCommerce only once all three are filled. */
const isConnected = (c: Pick<Configurations, 'woocommerce_url' | 'woocommerce_consumer_key' | 'woocommerce_consumer_secret_set'>) =>
  c.woocommerce_url !== '' && c.woocommerce_consumer_key !== '' && c.woocommerce_consumer_secret_set;

/** Admin section 'Loja (WooCommerce)' of /configuracoes. */
export function WooCommerceForm({ initial }: { initial: Configurations }) {
  const save = useSaveConfigurations();
  const [values, setValues] = useState<Fields>(pick(initial));
  const [connected, setConnected] = useState(isConnected(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<SaveOutcomeValue>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = {
      woocommerce_url: values.woocommerce_url.trim(),
      woocommerce_consumer_key: values.woocommerce_consumer_key.trim(),
      woocommerce_consumer_secret: values.woocommerce_consumer_secret.trim(),
    };
    // The server checks the same schema; checking here first spares a round trip for a typo in the address.
    const parsed = SaveConfigurationsSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(pick(saved));
        setConnected(isConnected(saved));
        setOutcome({ ok: true });
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? err.details : {});
        setOutcome({ ok: false, message: err instanceof ApiError ? err.message : '' });
      },
    });
  };

  const set = (key: keyof Fields, value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder radius="md" p="lg" aria-label="Loja (WooCommerce)">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4">
            Loja (WooCommerce)
          </Title>
          <Badge color={connected ? 'green' : 'gray'} variant="light">
            {connected ? 'Conectada' : 'Não configurada'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Com o endereço e as duas chaves preenchidos, a busca e o cadastro de produtos das listas usam a loja. Sem eles, usam o
          catálogo próprio do Ponte. Gere as chaves no WordPress em WooCommerce → Configurações → Avançado → API REST
          (permissão Leitura/Escrita).
        </Text>
        <TextInput
          label="URL da loja"
          description="Endereço do site WordPress, com https://"
          placeholder="https://sualoja.com"
          value={values.woocommerce_url}
          error={errors.woocommerce_url}
          onChange={(e) => set('woocommerce_url', e.currentTarget.value)}
        />
        <TextInput
          label="Consumer Key"
          placeholder="ck_…"
          autoComplete="off"
          value={values.woocommerce_consumer_key}
          error={errors.woocommerce_consumer_key}
          onChange={(e) => set('woocommerce_consumer_key', e.currentTarget.value)}
        />
        <PasswordInput
          label="Consumer Secret"
          description="Fica guardado no servidor e aparece mascarado"
          placeholder="cs_…"
          autoComplete="off"
          value={values.woocommerce_consumer_secret}
          error={errors.woocommerce_consumer_secret}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValues((v) => ({ ...v, woocommerce_consumer_secret: editMaskedSecret(v.woocommerce_consumer_secret, next) }));
          }}
        />
        <SaveOutcome outcome={outcome} />
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Salvar loja
        </Button>
      </Stack>
    </Paper>
  );
}
