import { useState } from 'react';
import { Alert, Center, EmptyState, Pagination, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { adCampaignText, type AdCampaign, type AdCampaignBody } from '@ponte/domain/ad-campaigns';
import { errorText } from '../../../lib/api';
import { FormRefusal } from '../../../ui/form-refusal';
import { PageHeader } from '../../../ui/page-header';
import {
  useCreateAdCampaign,
  useDeleteAdCampaign,
  useSetAdCampaignActive,
  useUpdateAdCampaign,
} from '../api/campaign-writes';
import { useAdCampaigns } from '../api/get-ad-campaigns';
import { CampaignCard } from './campaign-card';
import { CampaignForm } from './campaign-form';
import { CenteredLoader } from '../../../ui/load-state';
import { NewToggleButton } from '../../../ui/new-toggle-button';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /campanhas (spec 3): the ad campaigns the bot matches customers' first messages against. The
 * spec kept them in the browser with a demo banner; here they are the server's data (docs/0023).
 */
export function AdCampaignsPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const list = useAdCampaigns(debounced, page);
  const create = useCreateAdCampaign();
  const update = useUpdateAdCampaign();
  const toggle = useSetAdCampaignActive();
  const remove = useDeleteAdCampaign();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  // A failed toggle or delete shows in the page, not in a dialog that stops it.
  const [actionError, setActionError] = useState('');

  // A refused save rejects: the form shows why and stays open.
  const submitCreate = (body: AdCampaignBody) =>
    create.mutateAsync(body).then(() => {
      setCreating(false);
      setPage(1);
    });

  const submitUpdate = (id: number, body: AdCampaignBody) =>
    update.mutateAsync({ id, body }).then(() => setEditingId(null));

  const toggleActive = (campaign: AdCampaign, active: boolean) => {
    setActionError('');
    toggle.mutate(
      { id: campaign.id, active },
      { onError: (err) => setActionError(errorText(err, adCampaignText.toggleFailed)) },
    );
  };

  const confirmDelete = (campaign: AdCampaign) => {
    setActionError('');
    if (!window.confirm(adCampaignText.confirmDelete)) return;
    remove.mutate(campaign.id, { onError: (err) => setActionError(errorText(err, adCampaignText.deleteFailed)) });
  };

  const campaigns = list.data?.data ?? [];
  const pages = list.data?.pagination.pages ?? 1;

  return (
    <>
      <PageHeader
        title={adCampaignText.title}
        description="Campanhas de anúncio: a frase gatilho liga a mensagem do cliente à campanha"
        actions={
          <NewToggleButton open={creating} onToggle={() => setCreating((open) => !open)}>
            {adCampaignText.newCampaign}
          </NewToggleButton>
        }
      />
      <Stack gap="md">
        {creating && (
          <CampaignForm
            title={adCampaignText.newCampaign}
            submitLabel="Criar Campanha"
            pending={create.isPending}
            onSubmit={submitCreate}
            onCancel={() => setCreating(false)}
          />
        )}
        <TextInput
          placeholder="Buscar por nome ou ID da campanha..."
          aria-label="Buscar campanhas"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        <FormRefusal message={actionError} onClose={() => setActionError('')} />
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText(list.error, 'Não foi possível carregar as campanhas.')}
          </Alert>
        )}
        {list.isPending ? (
          <CenteredLoader label="Carregando campanhas" />
        ) : campaigns.length === 0 ? (
          <EmptyState
            icon={<IconSpeakerphone size={28} />}
            withIndicatorBackground
            title={adCampaignText.empty}
            description={debounced ? 'Tente outro nome ou ID.' : 'Crie a primeira com “Nova Campanha”.'}
            py="xl"
          />
        ) : (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {campaigns.map((campaign) =>
              campaign.id === editingId ? (
                <CampaignForm
                  key={campaign.id}
                  campaign={campaign}
                  title={`Editar ${campaign.name}`}
                  submitLabel="Salvar"
                  pending={update.isPending}
                  onSubmit={(body) => submitUpdate(campaign.id, body)}
                  onCancel={() => setEditingId(null)}
                />
              ) : (
                <CampaignCard
                  key={campaign.id}
                  campaign={campaign}
                  onEdit={(c) => setEditingId(c.id)}
                  onDelete={confirmDelete}
                  onToggleActive={toggleActive}
                  deleting={remove.isPending && remove.variables === campaign.id}
                  toggling={toggle.isPending && toggle.variables?.id === campaign.id}
                />
              ),
            )}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Center>
        )}
      </Stack>
    </>
  );
}
