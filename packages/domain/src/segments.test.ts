import { describe, expect, it } from 'vitest';
import { parseManualEmails, previewTitle, SegmentBodySchema, segmentFiltersFromForm, segmentFormOf } from './segments';

describe('segment filter conversion on save (spec 3 §4)', () => {
  it.each([
    [{ bot_enabled: '', seller_id: '', manual_emails: '' }, {}],
    [{ bot_enabled: 'true', seller_id: '', manual_emails: '  ' }, { bot_enabled: true }],
    [
      { bot_enabled: 'false', seller_id: 'null', manual_emails: '' },
      { bot_enabled: false, seller_id: null },
    ],
    [
      { bot_enabled: '', seller_id: '12', manual_emails: ' a@x.com \n' },
      { seller_id: 12, manual_emails: 'a@x.com' },
    ],
  ])('%j becomes %j', (form, filters) => {
    expect(segmentFiltersFromForm(form)).toEqual(filters);
  });

  it('stored filters go back into the form', () => {
    expect(segmentFormOf({ bot_enabled: false, seller_id: null })).toEqual({
      bot_enabled: 'false',
      seller_id: 'null',
      manual_emails: '',
    });
    expect(segmentFormOf({ seller_id: 3, manual_emails: 'a@x.com' })).toEqual({
      bot_enabled: '',
      seller_id: '3',
      manual_emails: 'a@x.com',
    });
  });

  it('the server schema accepts what the form sends and drops unknown keys', () => {
    expect(SegmentBodySchema.parse({ name: 'S', filters: { bot_enabled: true, seller_id: null, extra: 1 } })).toEqual({
      name: 'S',
      description: null,
      filters: { bot_enabled: true, seller_id: null },
    });
  });
});

describe('the manual e-mail list', () => {
  it('splits on lines, commas and semicolons, trims, lower-cases and keeps each address once', () => {
    expect(parseManualEmails(' A@x.com,b@x.com\r\n\n c@x.com ; a@X.com ')).toEqual(['a@x.com', 'b@x.com', 'c@x.com']);
  });
});

it("the preview title reads 'Preview do Segmento ({total} usuários)'", () => {
  expect(previewTitle(42)).toBe('Preview do Segmento (42 usuários)');
});
