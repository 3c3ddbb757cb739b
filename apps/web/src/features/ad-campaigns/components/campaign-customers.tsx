import { Loader, Stack, Text } from '@mantine/core';
import { adCampaignText } from '@ponte/domain/ad-campaigns';
import { formatDateTimeBR } from '@ponte/domain/dates';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api';
import { PhoneNumber } from '../../../ui/phone-number';
import { useAdCampaignCustomers } from '../api/get-campaign-customers';

/** The latest customers who came from a campaign, each linking to the customer's page. */
export function CampaignCustomers({ campaignId }: { campaignId: number }) {
  const customers = useAdCampaignCustomers(campaignId, true);
  if (customers.isPending) return <Loader size="xs" aria-label="Carregando clientes" />;
  if (customers.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {errorText(customers.error, 'Não foi possível carregar os clientes.')}
      </Text>
    );
  if (customers.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {adCampaignText.noCustomers}
      </Text>
    );
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {customers.data.map((c) => (
        <Text component="li" size="sm" key={c.customer_id}>
          <Link to={`/usuarios/${c.customer_id}`}>{c.name}</Link> · <PhoneNumber phone={c.phone} /> ·{' '}
          {formatDateTimeBR(c.created_at)}
        </Text>
      ))}
    </Stack>
  );
}
