import { describe, expect, it } from 'vitest';
import { ChangePasswordBodySchema, describeDevice, passwordText, sessionText } from './staff-sessions';
import { userErrorText } from './users';

describe('describeDevice: what a session list calls a browser', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome no Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge no Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari no iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox no macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome no iPhone',
    ],
    ['curl/8.5.0', sessionText.unknownDevice],
    [null, sessionText.unknownDevice],
  ])('%s → %s', (ua, expected) => expect(describeDevice(ua)).toBe(expected));
});

describe('ChangePasswordBodySchema', () => {
  const body = { current_password: 'antiga-1', new_password: 'nova-senha', confirm_password: 'nova-senha' };
  const issue = (input: object) => {
    const result = ChangePasswordBodySchema.safeParse(input);
    return result.success
      ? null
      : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
  };

  it('ends the other sessions unless told not to', () => {
    expect(ChangePasswordBodySchema.parse(body).end_other_sessions).toBe(true);
    expect(ChangePasswordBodySchema.parse({ ...body, end_other_sessions: false }).end_other_sessions).toBe(false);
  });

  it('names the field of each broken rule', () => {
    expect(issue({ ...body, current_password: '' })).toEqual({
      path: 'current_password',
      message: passwordText.currentRequired,
    });
    expect(issue({ ...body, new_password: '12345', confirm_password: '12345' })).toEqual({
      path: 'new_password',
      message: userErrorText.passwordTooShort,
    });
    expect(issue({ ...body, confirm_password: 'outra' })).toEqual({
      path: 'confirm_password',
      message: userErrorText.passwordMismatch,
    });
    expect(issue({ ...body, new_password: 'antiga-1', confirm_password: 'antiga-1' })).toEqual({
      path: 'new_password',
      message: passwordText.sameAsCurrent,
    });
  });
});
