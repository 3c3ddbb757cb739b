import { CAMPAIGN_CONVERSION_DAYS, campaignText } from '@ponte/domain/campaigns';
import type { Db } from '../../db';
import { neverSendAgain } from '../unsubscribes/service';
import * as q from './queries';

const DAY_MS = 24 * 60 * 60_000;

/** Now, and the end of a conversion window that would start now (docs/0050). */
function windowFromNow() {
  const at = new Date();
  return { at: at.toISOString(), until: new Date(at.getTime() + CAMPAIGN_CONVERSION_DAYS * DAY_MS).toISOString() };
}

/** A 1×1 transparent GIF: the open pixel's answer, whatever the token. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The open pixel was loaded: the first time counts, and starts the conversion window. An unknown token changes nothing. */
export async function recordOpen(db: Db, token: string) {
  const r = await q.recipientByToken(db, token);
  if (!r) return;
  const { at, until } = windowFromNow();
  await q.markOpened(db, r.id, at, until);
}

/** Where a tracked link leads: only a link registered for the recipient's campaign (never a URL from the request). */
export async function followClick(db: Db, token: string, linkId: number): Promise<string | null> {
  const r = await q.recipientByToken(db, token);
  if (!r) return null;
  const link = await q.findLink(db, r.campaign_id, linkId);
  if (!link) return null;
  const { at, until } = windowFromNow();
  await q.recordClick(db, r.id, link.id, at, until);
  return link.url;
}

/** Unsubscribes the recipient's address from every later campaign; false for an unknown token. */
export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const r = await q.recipientByToken(db, token);
  if (!r) return false;
  await neverSendAgain(db, {
    email: r.email,
    kind: 'unsubscribed',
    customerId: r.customer_id,
    campaignId: r.campaign_id,
  });
  await q.markUnsubscribed(db, r.id, new Date().toISOString());
  return true;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small public page of the visible unsubscribe link: a button that POSTs (link scanners only GET). */
export const unsubscribePage = (action: string | null, message?: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(campaignText.unsubscribeTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#222}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#c92a2a;color:#fff;cursor:pointer}</style>
</head><body><h1>${escape(campaignText.unsubscribeTitle)}</h1>
${
  action
    ? `<p>${escape(campaignText.unsubscribeQuestion)}</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escape(campaignText.unsubscribeButton)}</button></form>`
    : `<p>${escape(message ?? '')}</p>`
}
</body></html>`;
