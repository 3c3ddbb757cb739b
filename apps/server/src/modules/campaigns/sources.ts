import { SegmentSchema, type SegmentFilters } from '@ponte/domain/segments';
import type { Tx } from '../../db';
import type { EmailCampaign } from '../../db/types';
import { holdTemplate } from '../email-templates/service';
import { holdSegment } from '../segments/service';
import type { CampaignCopy } from './queries';

/*
 * What a campaign is sent with (docs/0049): its template and its segment's definition. A draft
 * reads them by id; scheduling and starting copy them into the campaign, so a campaign past
 * draft never depends on rows someone may delete.
 */

export type CampaignTemplate = { name: string; subject: string; body_html: string; variables?: string[] };
export type CampaignSegment = { name: string; filters: SegmentFilters };
export type CampaignSources = { template?: CampaignTemplate; segment?: CampaignSegment };

const FiltersSchema = SegmentSchema.shape.filters;

/** A copied segment definition read back; undefined when absent or unreadable, never "every customer". */
function copiedFilters(text: string | null): SegmentFilters | undefined {
  if (text === null) return undefined;
  try {
    const parsed = FiltersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What the campaign's copy holds (nothing on a draft). */
export function copiedSources(c: Pick<EmailCampaign, keyof CampaignCopy>): CampaignSources {
  const filters = copiedFilters(c.segment_filters);
  return {
    template:
      c.subject !== null && c.body_html !== null
        ? { name: c.template_name ?? '', subject: c.subject, body_html: c.body_html }
        : undefined,
    segment: filters ? { name: c.segment_name ?? '', filters } : undefined,
  };
}

/**
 * The template and segment with these ids as they are now, each row held until the transaction
 * ends so neither can be deleted before the campaign using it is written.
 */
export async function holdSources(
  tx: Tx,
  ids: { template_id: number | null; segment_id: number | null },
): Promise<CampaignSources> {
  const template = ids.template_id === null ? undefined : await holdTemplate(tx, ids.template_id);
  const segment = ids.segment_id === null ? undefined : await holdSegment(tx, ids.segment_id);
  return {
    template: template && {
      name: template.name,
      subject: template.subject,
      body_html: template.body_html,
      variables: template.variables,
    },
    segment: segment && { name: segment.name, filters: segment.filters },
  };
}

export const copyOf = (template: CampaignTemplate, segment: CampaignSegment): CampaignCopy => ({
  template_name: template.name,
  subject: template.subject,
  body_html: template.body_html,
  segment_name: segment.name,
  segment_filters: JSON.stringify(segment.filters),
});

/** A campaign's values for its template's own variables ({} when none or unreadable). */
export function variableValues(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
