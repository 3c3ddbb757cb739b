import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, stepAt } from './totp';

// RFC 6238 appendix B (SHA1): the secret is the ASCII of "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the 8-digit code is %s (the RFC test vectors)', (seconds, code) => {
    expect(hotp(RFC_SECRET, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('base32 round-trips and reads what apps show (lower case, spaces)', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode('GEZD GNBV gy3t qojq')).toEqual(Buffer.from('1234567890', 'ascii'));
  });

  it("accepts the step's code and its neighbours', never one further or a malformed one", () => {
    const secret = base32Encode(RFC_SECRET);
    const at = 1_700_000_000_000;
    const step = stepAt(at);
    const code = (s: number) => hotp(RFC_SECRET, s);
    expect(matchTotp(secret, code(step), at)).toBe(step);
    expect(matchTotp(secret, code(step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, code(step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, code(step - 2), at)).toBeNull();
    expect(matchTotp(secret, code(step + 2), at)).toBeNull();
    expect(matchTotp(secret, `${code(step)} `, at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
  });

  it('the otpauth link names the account and the issuer', () => {
    expect(otpauthUrl('ABC', 'ana@loja.com')).toBe(
      'otpauth://totp/Ponte%3Aana%40loja.com?secret=ABC&issuer=Ponte&algorithm=SHA1&digits=6&period=30',
    );
  });
});
