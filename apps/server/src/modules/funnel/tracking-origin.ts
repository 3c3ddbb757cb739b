import { funnelText } from '@ponte/domain/funnel';
import type { Db } from '../../db';
import { AppError } from '../../lib/errors';
import { readMetaSettings } from './settings';

/**
 * Who may call the tracking endpoint from a browser: only pages of the shop's site (its origin
 * saved on /configuracoes). A call without an Origin header comes from a server (the shop's
 * backend reporting a purchase) and is let through; any other page is refused with 403 before
 * its body is read, and gets no CORS header, so its script cannot read the answer either.
 * Returns the origin to echo in Access-Control-Allow-Origin, or null when there is none.
 */
export async function trackingOrigin(db: Db, origin: string | undefined): Promise<string | null> {
  if (origin === undefined) return null;
  const allowed = (await readMetaSettings(db)).shopSiteOrigin;
  if (allowed !== null && origin === allowed) return origin;
  throw new AppError(403, funnelText.originNotAllowed, undefined, 'origin_not_allowed');
}
