import { emptyVariables, renderTemplate } from '@ponte/domain/email';
import { campaignText, type CampaignAudience, type CampaignPreview } from '@ponte/domain/campaigns';
import type { Db } from '../../db';
import type { EmailCampaign } from '../../db/types';
import { AppError, notFound } from '../../lib/errors';
import { findTemplate } from '../email-templates/service';
import { countSegmentFilters, findSegment, recipientsOf } from '../segments/service';
import { inlineStyles, plainText } from './compose';
import { copiedSources, type CampaignSegment, type CampaignTemplate } from './sources';
import { valuesFor } from './values';
import * as q from './queries';

/**
 * The template and segment a campaign would go out with now: a draft's or a scheduled one's as
 * they are (falling back on its copy), a campaign past that its copy (docs/0049).
 */
async function currentSources(db: Db, campaign: EmailCampaign) {
  const [template, segment] = await Promise.all([
    campaign.template_id === null ? undefined : findTemplate(db, campaign.template_id),
    campaign.segment_id === null ? undefined : findSegment(db, campaign.segment_id),
  ]);
  const live: { template?: CampaignTemplate; segment?: CampaignSegment } = {
    template: template && { name: template.name, subject: template.subject, body_html: template.body_html },
    segment: segment && { name: segment.name, filters: segment.filters },
  };
  const kept = copiedSources(campaign);
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled';
  const pick = <T>(a: T | undefined, b: T | undefined) => (editable ? (a ?? b) : (b ?? a));
  return { template: pick(live.template, kept.template), segment: pick(live.segment, kept.segment) };
}

async function requireCampaign(db: Db, id: number) {
  const campaign = await q.findCampaign(db, id);
  if (!campaign) throw notFound(campaignText.notFound);
  return campaign;
}

/**
 * GET /api/email/campaigns/{id}/audience: how many addresses 'Enviar' would reach now, and for
 * how many of them each variable would go out empty (issue 29: '…com o frete de ?' reached 49
 * customers). Walks the segment a page at a time with each page's lists.
 */
export async function campaignAudience(db: Db, id: number): Promise<CampaignAudience> {
  const campaign = await requireCampaign(db, id);
  const { template, segment } = await currentSources(db, campaign);
  if (!segment) throw new AppError(409, campaignText.segmentMissing, undefined, 'campaign_source_missing');
  const { total } = await countSegmentFilters(db, segment.filters);
  const empty = new Map<string, number>();
  if (template)
    for await (const page of recipientsOf(db, segment.filters)) {
      const valuesOf = await valuesFor(
        db,
        campaign,
        template,
        page.map((r) => r.id),
      );
      for (const r of page) {
        const values = { ...valuesOf(r.id), nome: r.name, email: r.email, telefone: r.phone ?? '' };
        for (const name of emptyVariables(template, values)) empty.set(name, (empty.get(name) ?? 0) + 1);
      }
    }
  return { total, empty_variables: [...empty].map(([name, recipients]) => ({ name, recipients })) };
}

/**
 * GET /api/email/campaigns/{id}/preview: the message as its first recipient will read it — their
 * name, their list, the campaign's values, styles inlined — with its text part.
 */
export async function previewCampaign(db: Db, id: number): Promise<CampaignPreview> {
  const campaign = await requireCampaign(db, id);
  const { template, segment } = await currentSources(db, campaign);
  if (!template) throw new AppError(409, campaignText.templateMissing, undefined, 'campaign_source_missing');
  if (!segment) throw new AppError(409, campaignText.segmentMissing, undefined, 'campaign_source_missing');
  const first = (await recipientsOf(db, segment.filters, { pageSize: 1 }).next()).value?.[0];
  if (!first) throw new AppError(409, campaignText.noRecipients, undefined, 'campaign_no_recipients');
  const valuesOf = await valuesFor(db, campaign, template, [first.id]);
  const rendered = renderTemplate(template, {
    name: first.name,
    email: first.email,
    phone: first.phone,
    values: valuesOf(first.id),
  });
  const html = inlineStyles(rendered.html);
  return {
    recipient: { name: first.name, email: first.email },
    subject: rendered.subject,
    html,
    text: plainText(html),
  };
}
