import {
  parseManualEmails,
  SEGMENT_PREVIEW_USERS_MAX,
  segmentText,
  type Segment,
  type SegmentFilters,
  type SegmentInput,
  type SegmentPreview,
  type SegmentRecipient,
} from '@ponte/domain/segments';
import { nowIso, toCount, type Db, type Tx } from '../../db';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { activityRecorder, recordedChange } from '../logs/service';
import { findStaffById } from '../users/service';
import * as q from './queries';

const recordSegment = activityRecorder('segment');

/*
 * Spec 3 segments. A segment with a manual e-mail list reaches exactly those addresses (a
 * known customer's name and phone when the address is theirs, else the bare address); without
 * one it reaches the customers its bot and attendant filters select. Either way customers
 * without an e-mail and unsubscribed addresses are left out and counted apart, and each address
 * is one recipient. Campaigns read recipients page by page (docs/0022).
 */

/** Addresses per IN (…) query: well below SQLite's and PostgreSQL's parameter limits. */
const IN_CHUNK = 500;
export const SEGMENT_PAGE_SIZE = 500;

const parseFilters = (text: string): SegmentFilters => {
  try {
    return JSON.parse(text) as SegmentFilters;
  } catch {
    return {};
  }
};

const toSegment = (r: q.SegmentRow): Segment => ({
  id: r.id,
  name: r.name,
  description: r.description,
  filters: parseFilters(r.filters),
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export async function listSegments(db: Db): Promise<Segment[]> {
  return (await q.listSegmentRows(db)).map(toSegment);
}

/** A segment by id, or undefined: what a campaign reads before sending. */
export async function findSegment(db: Db, id: number): Promise<Segment | undefined> {
  const row = await q.findSegmentRow(db, id);
  return row && toSegment(row);
}

export async function getSegment(db: Db, id: number): Promise<Segment> {
  const segment = await findSegment(db, id);
  if (!segment) throw notFound(segmentText.notFound);
  return segment;
}

async function checkAttendant(db: Db, filters: SegmentFilters) {
  if (typeof filters.seller_id !== 'number') return;
  const staff = await findStaffById(db, filters.seller_id);
  if (!staff || staff.deleted_at !== null)
    throw badRequest(
      segmentText.attendantNotFound,
      { 'filters.seller_id': segmentText.attendantNotFound },
      'attendant_not_found',
    );
}

const columns = (input: SegmentInput) => ({
  name: input.name,
  description: input.description,
  filters: JSON.stringify(input.filters),
});

export async function createSegment(db: Db, actor: Actor, input: SegmentInput, ip?: string): Promise<Segment> {
  await checkAttendant(db, input.filters);
  const now = nowIso();
  const id = await db.transaction().execute(async (tx) => {
    const { id } = await q.insertSegment(tx, { ...columns(input), created_at: now, updated_at: now });
    await recordSegment(tx, actor.id, 'create', id, { name: input.name }, ip);
    return id;
  });
  return getSegment(db, id);
}

export async function updateSegment(
  db: Db,
  actor: Actor,
  id: number,
  input: SegmentInput,
  ip?: string,
): Promise<Segment> {
  await checkAttendant(db, input.filters);
  await recordedChange(
    db,
    { userId: actor.id, action: 'update', entityType: 'segment', entityId: id, details: { name: input.name }, ip },
    (tx: Tx) => q.updateSegmentRow(tx, id, { ...columns(input), updated_at: nowIso() }),
    segmentText.notFound,
  );
  return getSegment(db, id);
}

/**
 * Refuses a deletion by throwing: called inside the deletion's transaction while the segment's
 * row is locked, so nothing can start using the segment between the check and the delete.
 * The campaigns module passes it in (src/modules.ts): it knows which campaigns still need the segment.
 */
export type SegmentDeleteCheck = (tx: Tx, segmentId: number) => Promise<void>;

export async function deleteSegment(
  db: Db,
  actor: Actor,
  id: number,
  opts: { ip?: string; check?: SegmentDeleteCheck } = {},
): Promise<void> {
  await recordedChange(
    db,
    {
      userId: actor.id,
      action: 'delete',
      entityType: 'segment',
      entityId: id,
      details: (row) => ({ name: row.name }),
      ip: opts.ip,
    },
    async (tx: Tx) => {
      if (!(await q.lockSegmentRow(tx, id, 'update'))) return undefined;
      await opts.check?.(tx, id);
      return q.deleteSegmentRow(tx, id);
    },
    segmentText.notFound,
  );
}

/**
 * The segment a campaign is about to use, its row held until the transaction ends so it cannot
 * be deleted meanwhile (docs/0049); undefined when it no longer exists.
 */
export async function holdSegment(tx: Tx, id: number): Promise<Segment | undefined> {
  const row = await q.lockSegmentRow(tx, id, 'share');
  return row && toSegment(row);
}

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The manual list's addresses that did not unsubscribe, as recipients, in the order written. */
async function manualRecipients(db: Db, emails: readonly string[]): Promise<SegmentRecipient[]> {
  const out: SegmentRecipient[] = [];
  for (const part of chunks(emails, IN_CHUNK)) {
    const [customers, unsubscribed] = await Promise.all([
      q.customersWithEmails(db, part),
      q.unsubscribedAmong(db, part),
    ]);
    const gone = new Set(unsubscribed.map((u) => u.email));
    const byEmail = new Map<string, SegmentRecipient>();
    // Lowest id first: the first customer of an address is its recipient.
    for (const c of customers)
      if (!byEmail.has(c.email)) byEmail.set(c.email, { id: c.id, name: c.name, email: c.email, phone: c.phone });
    for (const email of part)
      if (!gone.has(email)) out.push(byEmail.get(email) ?? { id: null, name: '', email, phone: null });
  }
  return out;
}

export type SegmentCount = { total: number; excluded: { no_email: number; unsubscribed: number } };

/** How many addresses a segment reaches, and how many customers or addresses it leaves out. */
export async function countSegmentFilters(db: Db, filters: SegmentFilters): Promise<SegmentCount> {
  const manual = filters.manual_emails ? parseManualEmails(filters.manual_emails) : [];
  if (manual.length > 0) {
    let unsubscribed = 0;
    for (const part of chunks(manual, IN_CHUNK)) unsubscribed += (await q.unsubscribedAmong(db, part)).length;
    return { total: manual.length - unsubscribed, excluded: { no_email: 0, unsubscribed } };
  }
  const row = await q.countFiltered(db, filters);
  return {
    total: toCount(row.total),
    excluded: { no_email: toCount(row.no_email), unsubscribed: toCount(row.unsubscribed) },
  };
}

export type SegmentPage = {
  recipients: SegmentRecipient[];
  /** Where the next page starts (pass it as `after`); null after the last page. */
  next: number | null;
};

/**
 * One page of a segment's recipients, in a stable order: customer id for filters, the order
 * written for a manual list. `after` is the previous page's `next` (a customer id or a position
 * in the manual list); a page of a manual list may hold fewer than `limit` (unsubscribed left out).
 */
export async function segmentRecipientsPage(
  db: Db,
  filters: SegmentFilters,
  page: { after?: number | null; limit?: number } = {},
): Promise<SegmentPage> {
  const after = page.after ?? 0;
  const limit = page.limit ?? SEGMENT_PAGE_SIZE;
  const manual = filters.manual_emails ? parseManualEmails(filters.manual_emails) : [];
  if (manual.length > 0) {
    const end = Math.min(after + limit, manual.length);
    return {
      recipients: await manualRecipients(db, manual.slice(after, end)),
      next: end < manual.length ? end : null,
    };
  }
  const rows = await q.filteredRecipients(db, filters, after, limit);
  return {
    recipients: rows.map((r) => ({ id: r.id, name: r.name, email: r.email, phone: r.phone })),
    next: rows.length === limit ? rows.at(-1)!.id : null,
  };
}

/**
 * Every recipient of a segment, a page at a time (for a campaign: `for await (const page of
 * resolveSegment(db, id))`). Rejects with 404 when the segment does not exist.
 */
export async function* resolveSegment(
  db: Db,
  segmentId: number,
  opts: { pageSize?: number } = {},
): AsyncGenerator<SegmentRecipient[]> {
  yield* recipientsOf(db, (await getSegment(db, segmentId)).filters, opts);
}

/** Every recipient a segment definition reaches, a page at a time (a campaign's copy of its segment, docs/0049). */
export async function* recipientsOf(
  db: Db,
  filters: SegmentFilters,
  opts: { pageSize?: number } = {},
): AsyncGenerator<SegmentRecipient[]> {
  let after: number | null = 0;
  while (after !== null) {
    const page: SegmentPage = await segmentRecipientsPage(db, filters, { after, limit: opts.pageSize });
    if (page.recipients.length > 0) yield page.recipients;
    after = page.next;
  }
}

/** GET /api/campaign-segments/{id}/preview: the exact total, the first users and who was left out. */
export async function previewSegment(db: Db, id: number): Promise<SegmentPreview> {
  const { filters } = await getSegment(db, id);
  const [count, users] = await Promise.all([
    countSegmentFilters(db, filters),
    firstRecipients(db, filters, SEGMENT_PREVIEW_USERS_MAX),
  ]);
  return { total: count.total, users, excluded: count.excluded };
}

async function firstRecipients(db: Db, filters: SegmentFilters, max: number) {
  const users: SegmentRecipient[] = [];
  let after: number | null = 0;
  while (after !== null && users.length < max) {
    const page: SegmentPage = await segmentRecipientsPage(db, filters, { after, limit: max - users.length });
    users.push(...page.recipients);
    after = page.next;
  }
  return users;
}

/** The count of a stored segment (what a campaign shows before sending). */
export async function countSegment(db: Db, segmentId: number): Promise<SegmentCount> {
  return countSegmentFilters(db, (await getSegment(db, segmentId)).filters);
}
