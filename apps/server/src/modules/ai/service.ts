import {
  aiText,
  type AiSettingsView,
  type AiValidation,
  type GeneratedMessage,
  type GenerateMessageBody,
  type SaveAiSettings,
  type ValidateMessageBody,
} from '@ponte/domain/ai';
import { isMasked, maskSecret } from '@ponte/domain/settings';
import type { Db } from '../../db';
import type { AiLogger } from '../../integrations/ai/provider';
import type { AiConfig, AiSettingKey } from '../../integrations/ai/settings';
import { getAiProvider, readAiConfig } from './settings';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { saveSettings } from '../settings/service';
import { rememberVerdict } from './send-check';

/** The screen's check before a send; a trainee's verdict is kept for the send that follows. */
export async function validateMessage(
  db: Db,
  actor: Actor,
  body: ValidateMessageBody,
  log: AiLogger,
): Promise<AiValidation> {
  const ai = await getAiProvider(db, log);
  const validation = await ai.validate(body.message, { firstContact: body.first_contact });
  rememberVerdict(db, actor, body.message, validation);
  return validation;
}

export async function generateMessage(db: Db, body: GenerateMessageBody, log: AiLogger): Promise<GeneratedMessage> {
  const ai = await getAiProvider(db, log);
  const { message, source } = await ai.generate({
    templateType: body.template_type,
    customerName: body.customer_name,
    items: body.shopping_list_items,
  });
  return { message, template_type: body.template_type, source };
}

const toView = (c: AiConfig): AiSettingsView => ({
  ai_enabled: c.enabled,
  ai_base_url: c.baseUrl,
  ai_model: c.model,
  ai_api_key: maskSecret(c.apiKey),
  ai_api_key_set: c.apiKey !== '',
});

export const getAiSettings = async (db: Db) => toView(await readAiConfig(db));

/** Saves the keys that were sent; a masked key sent back unchanged keeps the stored one. */
export async function saveAiSettings(
  db: Db,
  actor: Actor,
  input: SaveAiSettings,
  ip?: string,
): Promise<AiSettingsView> {
  const current = await readAiConfig(db);
  const keepKey = input.ai_api_key === undefined || isMasked(input.ai_api_key);
  const next: AiConfig = {
    enabled: input.ai_enabled ?? current.enabled,
    baseUrl: input.ai_base_url ?? current.baseUrl,
    model: input.ai_model ?? current.model,
    apiKey: keepKey ? current.apiKey : input.ai_api_key!,
  };
  // Turning the model on without an address would silently keep using the rules; say so instead.
  if (next.enabled && next.baseUrl === '') throw badRequest(aiText.urlRequired, { ai_base_url: aiText.urlRequired });
  if (next.enabled && next.model === '') throw badRequest(aiText.modelRequired, { ai_model: aiText.modelRequired });

  const values: Record<AiSettingKey, string | undefined> = {
    ai_enabled: input.ai_enabled === undefined ? undefined : String(input.ai_enabled),
    ai_base_url: input.ai_base_url,
    ai_model: input.ai_model,
    ai_api_key: keepKey ? undefined : next.apiKey,
  };
  await saveSettings(db, actor, values, ip);
  return toView(next);
}

/* The trainee send check the conversations module runs before a message leaves. */
export { checkBeforeSend } from './send-check';
