import { createHash } from 'node:crypto';
import { whatsappDigits } from '@ponte/domain/phone';

/**
 * One event for Meta's Conversions API, as its `data[]` entries are written (INTEGRATIONS.md
 * §5). Personal data goes hashed (SHA-256 hex of the normalized value); the click ids (fbc,
 * fbp, ctwa_clid), the address and the browser are sent as they are.
 */
export type ServerEvent = {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: 'website' | 'business_messaging' | 'system_generated';
  messaging_channel?: 'whatsapp';
  event_source_url?: string;
  user_data: {
    em?: string[];
    ph?: string[];
    fbc?: string;
    fbp?: string;
    ctwa_clid?: string;
    client_ip_address?: string;
    client_user_agent?: string;
  };
  custom_data?: { currency: 'BRL'; value: number };
};

/** What Ponte knows of an event; nothing here is hashed yet. */
export type ConversionInput = {
  eventName: string;
  eventId: string;
  /** ISO-8601 UTC. */
  eventTime: string;
  source: 'website' | 'whatsapp_ad';
  email?: string | null;
  phone?: string | null;
  fbc?: string | null;
  fbp?: string | null;
  ctwaClid?: string | null;
  clientIpAddress?: string | null;
  clientUserAgent?: string | null;
  eventSourceUrl?: string | null;
  valueCents?: number | null;
};

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Meta's e-mail normalization: trimmed, lower case. */
export const hashEmail = (email: string) => sha256Hex(email.trim().toLowerCase());

/** Digits with the country code: a Brazilian number gets its 55; any other keeps its digits. */
export const hashPhone = (phone: string) => sha256Hex(whatsappDigits(phone) ?? phone.replace(/\D/g, ''));

/**
 * The event as Meta reads it. A click-to-WhatsApp customer's event is a business-messaging
 * event carrying the ad's ctwa_clid; a site event is a website event, which Meta accepts only
 * with the page and the browser, so without them it is sent as system-generated.
 */
export function toServerEvent(input: ConversionInput): ServerEvent {
  const user: ServerEvent['user_data'] = {};
  if (input.email) user.em = [hashEmail(input.email)];
  if (input.phone) user.ph = [hashPhone(input.phone)];
  const base = {
    event_name: input.eventName,
    event_time: Math.floor(Date.parse(input.eventTime) / 1000),
    event_id: input.eventId,
  };
  const custom =
    input.valueCents === null || input.valueCents === undefined
      ? {}
      : { custom_data: { currency: 'BRL' as const, value: input.valueCents / 100 } };

  if (input.source === 'whatsapp_ad') {
    if (input.ctwaClid) user.ctwa_clid = input.ctwaClid;
    return {
      ...base,
      action_source: 'business_messaging',
      messaging_channel: 'whatsapp',
      user_data: user,
      ...custom,
    };
  }
  if (input.fbc) user.fbc = input.fbc;
  if (input.fbp) user.fbp = input.fbp;
  if (input.clientIpAddress) user.client_ip_address = input.clientIpAddress;
  const website = Boolean(input.clientUserAgent && input.eventSourceUrl);
  if (input.clientUserAgent) user.client_user_agent = input.clientUserAgent;
  return {
    ...base,
    action_source: website ? 'website' : 'system_generated',
    ...(website ? { event_source_url: input.eventSourceUrl! } : {}),
    user_data: user,
    ...custom,
  };
}
