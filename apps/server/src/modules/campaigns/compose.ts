import type { convert as Convert } from 'html-to-text';
import type Juice from 'juice';
import { campaignText, rewriteLinks } from '@ponte/domain/campaigns';
import { escapeHtml, renderTemplate } from '@ponte/domain/email';
import type { CampaignRecipient } from '../../db/types';
import type { OutgoingMail } from '../../integrations/email/mailer';
import { loadOnUse } from '../../lib/load-on-use';

/** Where a recipient's open pixel, clicks and unsubscribe link point (the public address + the token). */
export const trackingUrls = (base: string, token: string) => ({
  open: `${base}/api/email/t/o/${token}`,
  click: (linkId: number) => `${base}/api/email/t/c/${token}/${linkId}`,
  unsubscribe: `${base}/api/email/u/${token}`,
});

/**
 * The HTML mail clients keep: the editor's <style> rules written into each element's style
 * attribute (Gmail and Outlook drop <style>; media queries stay in a <style> for those that read it).
 * juice is loaded on the first campaign: it brings cheerio and its own undici, megabytes a start
 * without campaigns never uses (docs/0027).
 */
export const inlineStyles = (html: string) =>
  (loadOnUse('juice') as typeof Juice)(html, {
    preserveMediaQueries: true,
    removeStyleTags: true,
    applyWidthAttributes: true,
  });

/** The text/plain part: the message as text, links written out after their words. */
export const plainText = (html: string) =>
  (loadOnUse('html-to-text') as { convert: typeof Convert })
    .convert(html, {
      wordwrap: 78,
      selectors: [
        { selector: 'img', format: 'skip' },
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      ],
    })
    .trim();

/**
 * One recipient's message: the template filled for them (values HTML-escaped; their own data,
 * their open list's and the campaign's values, docs/0022), styles inlined, each registered link
 * through its click redirect, an open pixel and a visible unsubscribe link, a text/plain part
 * made from it, and the RFC 8058 one-click headers. The Message-ID is the recipient's own, so a
 * resend after a crash is the same message.
 */
export function composeMessage(
  campaign: { subject: string; body_html: string },
  links: { id: number; url: string }[],
  recipient: Pick<CampaignRecipient, 'name' | 'email' | 'phone' | 'token'>,
  base: string,
  values: Record<string, string> = {},
): Omit<OutgoingMail, 'from'> {
  const urls = trackingUrls(base, recipient.token);
  const filled = renderTemplate(campaign, {
    name: recipient.name,
    email: recipient.email,
    phone: recipient.phone,
    values,
  });
  const rendered = { ...filled, html: inlineStyles(filled.html) };
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
    text: `${plainText(html.replace(footer, ''))}\n\n--\n${campaignText.unsubscribeFooter}: ${urls.unsubscribe}`,
    headers: {
      'List-Unsubscribe': `<${urls.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<${recipient.token}@ponte.campaign>`,
  };
}
