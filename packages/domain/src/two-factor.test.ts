import { describe, expect, it } from 'vitest';
import { LoginTwoFactorBodySchema, TwoFactorCodeBodySchema, twoFactorText } from './two-factor';

describe('a second-factor code as typed', () => {
  it('drops the spaces an app shows between groups', () => {
    expect(TwoFactorCodeBodySchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123456' });
  });

  it("empty or missing asks for it: 'Informe o código de verificação'", () => {
    for (const body of [{}, { code: '' }, { code: '   ' }]) {
      const result = TwoFactorCodeBodySchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(twoFactorText.codeRequired);
    }
  });

  it('the code step needs the challenge of the password step', () => {
    const result = LoginTwoFactorBodySchema.safeParse({ code: '123456' });
    expect(result.error!.issues[0]).toMatchObject({ path: ['challenge'], message: twoFactorText.challengeExpired });
  });
});
