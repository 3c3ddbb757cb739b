import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  mailText,
  SMTP_SECURITY,
  SmtpSettingsBodySchema,
  smtpSecurityLabels,
  type SmtpSettings,
  type SmtpSettingsBody,
} from '@ponte/domain/smtp';
import { errorText } from '../../../lib/api';
import { SecretInput } from '../../../ui/secret-input';
import { useSaveSmtpSettings, useSendTestMail } from '../api/smtp-settings';
import { OutboxList } from '../../../ui/outbox-list';
import { SaveButton } from './settings-section';
import { useSettingsForm } from './use-settings-form';

type Fields = Omit<SmtpSettingsBody, 'security'> & { security: SmtpSettingsBody['security'] };

const pick = (s: SmtpSettings): Fields => ({
  host: s.host,
  port: s.port,
  security: s.security,
  user: s.user,
  password: s.password,
  from_name: s.from_name,
  from_address: s.from_address,
  rate_per_second: s.rate_per_second,
});

/** 'E-mail (SMTP)': how campaign e-mail leaves Ponte; without a server it stays in the outbox below. */
export function SmtpSettingsForm({ initial }: { initial: SmtpSettings }) {
  const [enabled, setEnabled] = useState(initial.smtp_enabled);
  const { form, outcome, submit, pending } = useSettingsForm({
    initialValues: pick(initial),
    schema: SmtpSettingsBodySchema,
    toBody: (values: Fields) => values,
    fromSaved: pick,
    save: useSaveSmtpSettings(),
    onSaved: (saved) => setEnabled(saved.smtp_enabled),
  });
  const [testTo, setTestTo] = useState('');
  const test = useSendTestMail();

  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label="E-mail (SMTP)">
      <Stack gap="md">
        <Title order={2} size="h4">
          E-mail (SMTP)
        </Title>
        <Text size="sm" c="dimmed">
          Servidor que envia as campanhas de e-mail. Sem servidor configurado, as mensagens ficam na caixa de saída
          abaixo e nada sai do Ponte.
        </Text>
        <form onSubmit={submit} noValidate aria-label="Configuração SMTP">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Servidor SMTP"
                placeholder="smtp.seudominio.com.br"
                description="Deixe vazio para usar a caixa de saída"
                {...form.getInputProps('host')}
              />
              <NumberInput label="Porta" min={1} max={65535} allowDecimal={false} {...form.getInputProps('port')} />
              <Select
                label="Segurança"
                data={SMTP_SECURITY.map((s) => ({ value: s, label: smtpSecurityLabels[s] }))}
                allowDeselect={false}
                {...form.getInputProps('security')}
              />
              <NumberInput
                label="Limite de envio (mensagens por segundo)"
                min={1}
                max={100}
                allowDecimal={false}
                {...form.getInputProps('rate_per_second')}
              />
              <TextInput label="Usuário" autoComplete="off" {...form.getInputProps('user')} />
              <SecretInput
                label="Senha"
                value={form.values.password}
                error={form.errors.password}
                onChange={(edit) => form.setFieldValue('password', edit)}
              />
              <TextInput label="Nome do remetente" {...form.getInputProps('from_name')} />
              <TextInput label="E-mail do remetente" type="email" {...form.getInputProps('from_address')} />
            </SimpleGrid>
            <SaveButton outcome={outcome} pending={pending}>
              Salvar E-mail
            </SaveButton>
          </Stack>
        </form>
        <Group
          component="form"
          align="flex-end"
          gap="sm"
          onSubmit={(e) => {
            e.preventDefault();
            test.mutate(testTo);
          }}
        >
          <TextInput
            label="Enviar e-mail de teste para"
            type="email"
            value={testTo}
            onChange={(e) => setTestTo(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" variant="light" loading={test.isPending} disabled={!testTo.trim()}>
            Enviar teste
          </Button>
        </Group>
        {test.isSuccess && (
          <Alert color="green" role="status">
            {test.data.via === 'smtp' ? mailText.testSent : mailText.testSentToOutbox}
          </Alert>
        )}
        {test.isError && (
          <Alert color="red" role="alert">
            {errorText(test.error, mailText.smtpFailed)}
          </Alert>
        )}
        {!enabled && <OutboxList />}
      </Stack>
    </Paper>
  );
}
