import { z } from 'zod';
import { addDays, SHOP_TIME_ZONE, shopDayOfHour, shopDayStart } from './dates';

/*
 * A campaign's statistics beyond the spec's totals (issue 29, docs/0050): clicks per link, and
 * opens and clicks over time, by the hour for the first 48 hours after sending started, when
 * most of them happen, then by the shop's (São Paulo) day.
 */

/** Hours after the start shown one by one; after them, days. */
export const TIMELINE_HOURLY_SPAN = 48;
const HOUR_MS = 3_600_000;

export const CampaignLinkStatSchema = z.object({
  url: z.string(),
  clicks: z.number().int(),
  unique_clicks: z.number().int(),
});
export type CampaignLinkStat = z.infer<typeof CampaignLinkStatSchema>;

/**
 * One period of the timeline from `start` (ISO): an hour, or the rest of a shop day. `opens`
 * are first opens (each recipient once, as the 'Abertos' card counts them); `clicks` every click.
 */
export const TimelinePointSchema = z.object({
  start: z.string(),
  unit: z.enum(['hour', 'day']),
  opens: z.number().int(),
  clicks: z.number().int(),
});
export type TimelinePoint = z.infer<typeof TimelinePointSchema>;

/** Opens and clicks per UTC hour, keyed 'YYYY-MM-DDTHH' (the first 13 characters of an ISO instant). */
export type HourlyCounts = Map<string, { opens: number; clicks: number }>;

const hourKey = (ms: number) => new Date(ms).toISOString().slice(0, 13);

/**
 * The timeline of a campaign that started at `startedAt`: every hour of the first 48 (until
 * `now`), then every shop day up to the last one with an event, zeros included so a chart's
 * gaps are real. Shop days have whole-hour offsets, so UTC hours fall wholly into one day.
 */
export function campaignTimeline(startedAt: string | null, hours: HourlyCounts, now = new Date()): TimelinePoint[] {
  if (!startedAt) return [];
  const first = Math.floor(Date.parse(startedAt) / HOUR_MS) * HOUR_MS;
  const hourlyEnd = first + TIMELINE_HOURLY_SPAN * HOUR_MS;
  const points: TimelinePoint[] = [];
  for (let h = first; h < hourlyEnd && h <= now.getTime(); h += HOUR_MS) {
    const c = hours.get(hourKey(h));
    points.push({ start: new Date(h).toISOString(), unit: 'hour', opens: c?.opens ?? 0, clicks: c?.clicks ?? 0 });
  }
  const dayOf = shopDayOfHour();
  const days = new Map<string, { opens: number; clicks: number }>();
  for (const [hour, c] of hours) {
    if (Date.parse(`${hour}:00:00Z`) < hourlyEnd) continue;
    const day = dayOf(hour);
    const sum = days.get(day) ?? { opens: 0, clicks: 0 };
    days.set(day, { opens: sum.opens + c.opens, clicks: sum.clicks + c.clicks });
  }
  if (days.size === 0) return points;
  const last = [...days.keys()].sort().at(-1)!;
  for (let day = dayOf(hourKey(hourlyEnd)); day <= last; day = addDays(day, 1)) {
    const c = days.get(day);
    const start = Math.max(shopDayStart(day).getTime(), hourlyEnd);
    points.push({ start: new Date(start).toISOString(), unit: 'day', opens: c?.opens ?? 0, clicks: c?.clicks ?? 0 });
  }
  return points;
}

const hourLabel = new Intl.DateTimeFormat('pt-BR', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const dayLabel = new Intl.DateTimeFormat('pt-BR', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit' });

/** '10/01, 09:00' for an hour, '12/01' for a day: the shop's clock, as the buckets are cut. */
export const timelineLabel = (p: Pick<TimelinePoint, 'start' | 'unit'>) =>
  (p.unit === 'hour' ? hourLabel : dayLabel).format(new Date(p.start));
