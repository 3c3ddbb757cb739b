import { describe, expect, it } from 'vitest';
import { AdCampaignBodySchema, AdProductBodySchema, adCampaignText, matchTrigger, triggerKey } from './ad-campaigns';

const issues = (schema: typeof AdCampaignBodySchema | typeof AdProductBodySchema, body: object) =>
  Object.fromEntries((schema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('campaign payload (spec 3 §5)', () => {
  it.each([
    ['name', ''],
    ['name', '  '],
    ['campaign_id', ''],
    ['campaign_id', undefined],
  ])("%s = %o answers 'Nome da campanha e ID da campanha são obrigatórios'", (field, value) => {
    expect(issues(AdCampaignBodySchema, { name: 'A', campaign_id: 'B', [field]: value })[field]).toBe(
      adCampaignText.required,
    );
  });

  it('optional texts become null when blank; active defaults to true', () => {
    expect(
      AdCampaignBodySchema.parse({ name: ' A ', campaign_id: ' 1 ', description: ' ', trigger_phrase: '' }),
    ).toEqual({ name: 'A', campaign_id: '1', description: null, trigger_phrase: null, active: true });
  });
});

describe('product payload (spec 3 §5: price min 0, step 0.01)', () => {
  it.each([
    [{ price: 1 }, 'name'],
    [{ name: ' ', price: 1 }, 'name'],
    [{ name: 'x' }, 'price'],
    [{ name: 'x', price: '' }, 'price'],
  ])("%o answers 'Nome e preço do produto são obrigatórios' on %s", (body, field) => {
    expect(issues(AdProductBodySchema, body)[field]).toBe(adCampaignText.productRequired);
  });

  it.each([
    [0, true],
    [0.01, true],
    [19.99, true],
    ['19,90', true],
    [-0.01, false],
    [0.001, false],
  ])('price %s is accepted: %s', (price, accepted) => {
    expect(AdProductBodySchema.safeParse({ name: 'x', price }).success).toBe(accepted);
  });
});

describe('which campaign a message belongs to', () => {
  const campaigns = [
    { id: 1, trigger_phrase: 'promoção' },
    { id: 2, trigger_phrase: 'Promoção de Verão' },
    { id: 3, trigger_phrase: 'promocao de verao' },
    { id: 4, trigger_phrase: null },
    { id: 5, trigger_phrase: '   ' },
  ];

  it.each([
    ['Quero a PROMOCAO', 1],
    ['vi a promoção  de   verão no insta', 2],
    ['bom dia', null],
  ])('%j matches campaign %s (case and accents ignored; longest wins; equal length goes to the oldest)', (text, id) => {
    expect(matchTrigger(text, campaigns)?.id ?? null).toBe(id);
  });

  it('folds a phrase to lower case without accents and single spaces', () => {
    expect(triggerKey('  Tênis   NOVO ')).toBe('tenis novo');
  });
});
