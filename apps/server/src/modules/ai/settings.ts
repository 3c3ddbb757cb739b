import type { Db } from '../../db';
import { aiProviderFor, remoteClientFor, type AiLogger, type AiProvider } from '../../integrations/ai/provider';
import { AI_SETTING_KEYS, aiConfigOf, type AiConfig } from '../../integrations/ai/settings';
import { readSettings } from '../settings/service';

export async function readAiConfig(db: Db): Promise<AiConfig> {
  return aiConfigOf(await readSettings(db, AI_SETTING_KEYS));
}

/** Reads the settings on every call, so a change made by an admin applies to the next message. */
export async function getAiProvider(db: Db, log: AiLogger): Promise<AiProvider> {
  return aiProviderFor(remoteClientFor(await readAiConfig(db)), log);
}
