import { campaignText, rewriteLinks } from '@ponte/domain/campaigns';
import { escapeHtml, renderTemplate } from '@ponte/domain/email';
import type { CampaignRecipient } from '../../db/types';
import type { OutgoingMail } from '../../integrations/email/mailer';

/** Where a recipient's open pixel, clicks and unsubscribe link point (the public address + the token). */
export const trackingUrls = (base: string, token: string) => ({
  open: `${base}/api/email/t/o/${token}`,
  click: (linkId: number) => `${base}/api/email/t/c/${token}/${linkId}`,
  unsubscribe: `${base}/api/email/u/${token}`,
});

/**
 * One recipient's message: the template filled for them (values HTML-escaped), each registered
 * link through its click redirect, an open pixel and a visible unsubscribe link, and the RFC 8058
 * one-click headers. The Message-ID is the recipient's own, so a resend after a crash is the same message.
 */
export function composeMessage(
  campaign: { subject: string; body_html: string },
  links: { id: number; url: string }[],
  recipient: Pick<CampaignRecipient, 'name' | 'email' | 'phone' | 'token'>,
  base: string,
): Omit<OutgoingMail, 'from'> {
  const urls = trackingUrls(base, recipient.token);
  const rendered = renderTemplate(campaign, { name: recipient.name, email: recipient.email, phone: recipient.phone });
  const byUrl = new Map(links.map((l) => [l.url, l.id]));
  const tracked = rewriteLinks(rendered.html, (url) => {
    const id = byUrl.get(url);
    return id === undefined ? undefined : urls.click(id);
  });
  const footer =
    `<p style="font-size:12px;color:#666;text-align:center">` +
    `<a href="${escapeHtml(urls.unsubscribe)}">${escapeHtml(campaignText.unsubscribeFooter)}</a></p>` +
    `<img src="${escapeHtml(urls.open)}" width="1" height="1" alt="" style="display:block;border:0">`;
  const html = /<\/body>/i.test(tracked) ? tracked.replace(/<\/body>/i, `${footer}</body>`) : tracked + footer;
  return {
    to: recipient.email,
    subject: rendered.subject,
    html,
    headers: {
      'List-Unsubscribe': `<${urls.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<${recipient.token}@ponte.campaign>`,
  };
}
