import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { useAiSettings } from '../api/ai-settings';
import { useSmtpSettings } from '../../../lib/email-sources';
import { useConfigurations } from '../api/get-configurations';
import { AiSettingsForm } from './ai-settings-form';
import { QuoteRatesForm } from './quote-rates-form';
import { MetaConversionsForm } from './meta-conversions-form';
import { MetaPixelForm } from './meta-pixel-form';
import { PaymentsForm } from './payments-form';
import { PublicUrlForm, PublicUrlMissingAlert } from './public-url-form';
import { ShopWhatsappForm } from './shop-whatsapp-form';
import { CsatForm } from './csat-form';
import { BusinessHoursForm } from './business-hours-form';
import { MediaRetentionForm } from './media-retention-form';
import { useMediaRetention } from '../api/media-retention';
import { useBusinessHours } from '../../../lib/business-hours';
import { SmtpSettingsForm } from './smtp-settings-form';
import { ProductWeightsForm } from './product-weights-form';
import { WooCommerceForm } from './woocommerce-form';
import { PageHeader } from '../../../ui/page-header';
import { SettingsLoadState } from '../../../ui/load-state';

function SetupInstructions() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Como configurar
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>
            Acesse o Gerenciador de Eventos da Meta (Events Manager) em{' '}
            <Anchor href="https://business.facebook.com/events_manager" target="_blank" rel="noreferrer">
              business.facebook.com/events_manager
            </Anchor>
            .
          </List.Item>
          <List.Item>
            Selecione o seu Pixel (ou crie um em “Conectar fontes de dados” → “Web”) e copie o Pixel ID: o número de 15
            dígitos exibido abaixo do nome do Pixel.
          </List.Item>
          <List.Item>
            Na aba “Configurações” do Pixel, procure a seção “API de Conversões” (Conversions API) e clique em “Gerar
            token de acesso”.
          </List.Item>
          <List.Item>Copie o token gerado (a Meta o mostra uma única vez) e cole-o no campo Access Token.</List.Item>
          <List.Item>
            Clique em “Salvar Meta Pixel”. O token fica guardado no servidor e aparece mascarado nesta tela.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Para trocar o token, apague o valor mascarado e cole o novo. Deixar o campo como está mantém o token atual.
        </Text>
      </Stack>
    </Paper>
  );
}

/** /configuracoes: Meta Pixel settings of spec 1 §2, plus the AI, quote, store, payment, public address and product-weight settings. */
export function SettingsPage() {
  const configurations = useConfigurations();
  const ai = useAiSettings();
  const smtp = useSmtpSettings();
  const hours = useBusinessHours();
  const retention = useMediaRetention();
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Meta Pixel, IA, taxas de cotação, loja, pagamentos, endereço público, atendimento, e-mail e pesos dos produtos"
      />
      {configurations.isSuccess && configurations.data.public_url_source === null && <PublicUrlMissingAlert />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SettingsLoadState query={configurations} />
        {configurations.isSuccess && <MetaPixelForm initial={configurations.data} />}
        <SetupInstructions />
        {configurations.isSuccess && <MetaConversionsForm initial={configurations.data} />}
        {ai.isSuccess && <AiSettingsForm initial={ai.data} />}
        {configurations.isSuccess && <QuoteRatesForm initial={configurations.data} />}
        {configurations.isSuccess && <WooCommerceForm initial={configurations.data} />}
        {configurations.isSuccess && <PaymentsForm initial={configurations.data} />}
        {configurations.isSuccess && <PublicUrlForm initial={configurations.data} />}
        {configurations.isSuccess && <ShopWhatsappForm initial={configurations.data} />}
        {configurations.isSuccess && <CsatForm initial={configurations.data} />}
        {hours.isSuccess && <BusinessHoursForm initial={hours.data} />}
        {smtp.isSuccess && <SmtpSettingsForm initial={smtp.data} />}
        {retention.isSuccess && <MediaRetentionForm initial={retention.data} />}
        <ProductWeightsForm />
      </SimpleGrid>
    </>
  );
}
