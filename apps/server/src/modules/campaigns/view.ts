import { campaignText, type EmailCampaign } from '@ponte/domain/campaigns';
import { toCount, type Db } from '../../db';
import { notFound } from '../../lib/errors';
import { variableValues } from './sources';
import * as q from './queries';

export const CAMPAIGN_LIST_MAX = 200;

/** Drafts and scheduled campaigns show their template and segment as they are now; others what they were sent with. */
function names(r: q.CampaignRow & object) {
  const live = r.status === 'draft' || r.status === 'scheduled';
  const pick = (now: string | null, copy: string | null) => (live ? (now ?? copy) : (copy ?? now));
  return {
    template: pick(r.source_template_name, r.template_name),
    segment: pick(r.source_segment_name, r.segment_name),
  };
}

const toCampaign = (r: q.CampaignRow & object): EmailCampaign => {
  const { template, segment } = names(r);
  return {
    id: r.id,
    name: r.name,
    template_id: r.template_id,
    segment_id: r.segment_id,
    schedule_type: r.schedule_type,
    scheduled_at: r.scheduled_at,
    status: r.status,
    template: template === null ? null : { name: template },
    segment: segment === null ? null : { id: r.segment_id, name: segment, description: r.segment_description },
    recipients_total: r.recipients_total,
    sent: toCount(r.sent),
    last_error: r.last_error,
    variable_values: variableValues(r.variable_values),
    created_at: r.created_at,
    started_at: r.started_at,
    finished_at: r.finished_at,
  };
};

export async function listCampaigns(db: Db): Promise<EmailCampaign[]> {
  return (await q.listCampaignRows(db, CAMPAIGN_LIST_MAX)).map(toCampaign);
}

export async function getCampaign(db: Db, id: number): Promise<EmailCampaign> {
  const row = await q.findCampaignRow(db, id);
  if (!row) throw notFound(campaignText.notFound);
  return toCampaign(row);
}
