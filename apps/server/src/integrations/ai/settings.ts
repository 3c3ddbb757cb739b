export const AI_SETTING_KEYS = ['ai_enabled', 'ai_base_url', 'ai_api_key', 'ai_model'] as const;
export type AiSettingKey = (typeof AI_SETTING_KEYS)[number];

export type AiConfig = { enabled: boolean; baseUrl: string; apiKey: string; model: string };

/** The AI settings as stored in the settings table (all strings there); modules/ai reads them. */
export function aiConfigOf(s: ReadonlyMap<string, string>): AiConfig {
  return {
    enabled: s.get('ai_enabled') === 'true',
    baseUrl: s.get('ai_base_url') ?? '',
    apiKey: s.get('ai_api_key') ?? '',
    model: s.get('ai_model') ?? '',
  };
}

/** The key is optional (local servers take none); the URL and the model are not. */
export const isAiConfigured = (c: AiConfig) => c.enabled && c.baseUrl !== '' && c.model !== '';
