import { describe, expect, it } from 'vitest';
import {
  aiText,
  AiValidationSchema,
  GenerateMessageBodySchema,
  SaveAiSettingsSchema,
  TEMPLATE_TYPES,
  templateTypeLabels,
  ValidateMessageBodySchema,
} from './ai';

describe('ValidateMessageBody', () => {
  it('trims the message', () => {
    expect(ValidateMessageBodySchema.parse({ message: '  Olá!  ' }).message).toBe('Olá!');
  });

  it.each([[''], ['   '], [undefined]])("refuses a blank message (%j) with 'Digite uma mensagem'", (message) => {
    const res = ValidateMessageBodySchema.safeParse({ message });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0].message).toBe(aiText.messageRequired);
  });

  it('refuses messages longer than 4096 characters', () => {
    expect(ValidateMessageBodySchema.safeParse({ message: 'a'.repeat(4096) }).success).toBe(true);
    const res = ValidateMessageBodySchema.safeParse({ message: 'a'.repeat(4097) });
    expect(res.error?.issues[0].message).toBe(aiText.messageTooLong);
  });
});

describe('AiValidation', () => {
  it('accepts only the three severities', () => {
    const base = { valid: true, corrected_message: 'Olá', issues: [], suggestions: [] };
    expect(AiValidationSchema.safeParse({ ...base, severity: 'low' }).success).toBe(true);
    expect(AiValidationSchema.safeParse({ ...base, severity: 'critical' }).success).toBe(false);
  });
});

describe('GenerateMessageBody', () => {
  it('has a pt-BR label for each of the seven template types', () => {
    expect(TEMPLATE_TYPES).toHaveLength(7);
    for (const type of TEMPLATE_TYPES) expect(templateTypeLabels[type]).toMatch(/\S/);
  });

  it('refuses an unknown template type', () => {
    const res = GenerateMessageBodySchema.safeParse({ template_type: 'spam' });
    expect(res.error?.issues[0].message).toBe(aiText.invalidTemplateType);
  });

  it('accepts loose list items: `name` for product_name, numbers as strings, unknown fields', () => {
    const body = GenerateMessageBodySchema.parse({
      template_type: 'freight_simulation',
      customer_name: ' Maria Souza ',
      customer_phone: null,
      shopping_list_items: [
        { product_name: 'iPhone 15', quantity: 2, product_price: 799.9, id: 7 },
        { name: 'AirPods', quantity: '1', price: '199,90' },
        { name: '', quantity: 3 },
        { product_name: 'Kindle', quantity: 'muitos' },
      ],
    });
    expect(body.customer_name).toBe('Maria Souza');
    expect(body.customer_phone).toBeUndefined();
    expect(body.shopping_list_items).toEqual([
      { product_name: 'iPhone 15', quantity: 2, product_price: 799.9 },
      { product_name: 'AirPods', quantity: 1, product_price: 199.9 },
      { product_name: 'Kindle', quantity: undefined, product_price: undefined },
    ]);
  });

  it('treats missing items as an empty list', () => {
    expect(GenerateMessageBodySchema.parse({ template_type: 'welcome' }).shopping_list_items).toEqual([]);
  });
});

describe('SaveAiSettings', () => {
  it.each(['https://api.openai.com/v1', 'http://127.0.0.1:11434/v1', ''])('accepts base URL %j', (url) => {
    expect(SaveAiSettingsSchema.safeParse({ ai_base_url: url }).success).toBe(true);
  });

  it.each(['ftp://x.com', 'api.openai.com', 'javascript:alert(1)', 'http://'])('refuses base URL %j', (url) => {
    const res = SaveAiSettingsSchema.safeParse({ ai_base_url: url });
    expect(res.error?.issues[0].message).toBe(aiText.invalidUrl);
  });

  it('drops trailing slashes so paths can be appended', () => {
    expect(SaveAiSettingsSchema.parse({ ai_base_url: 'https://api.openai.com/v1/' }).ai_base_url).toBe(
      'https://api.openai.com/v1',
    );
  });

  it.each(['gpt-4o-mini', 'llama3.1:8b', 'meta-llama/Llama-3.1-8B-Instruct'])('accepts model %j', (model) => {
    expect(SaveAiSettingsSchema.safeParse({ ai_model: model }).success).toBe(true);
  });

  it('refuses a model name with spaces and unknown keys', () => {
    expect(SaveAiSettingsSchema.safeParse({ ai_model: 'gpt 4' }).success).toBe(false);
    expect(SaveAiSettingsSchema.safeParse({ jwt_secret: 'x' }).success).toBe(false);
  });
});
