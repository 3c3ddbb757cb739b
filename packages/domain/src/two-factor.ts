import { z } from 'zod';

import { twoFactorText } from './two-factor-texts';

export * from './two-factor-texts';

/** A 6-digit code from the app (spaces typed between groups are dropped), or a recovery code. */
const code = z
  .string({ error: twoFactorText.codeRequired })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, twoFactorText.codeRequired).max(32, twoFactorText.codeInvalid));

export const TwoFactorCodeBodySchema = z.object({ code });
export type TwoFactorCodeBody = z.input<typeof TwoFactorCodeBodySchema>;

/** POST /api/login/two-factor: the challenge the password step gave, and the code. */
export const LoginTwoFactorBodySchema = z.object({
  challenge: z.string({ error: twoFactorText.challengeExpired }).min(1, twoFactorText.challengeExpired).max(4096),
  code,
});
export type LoginTwoFactorBody = z.input<typeof LoginTwoFactorBodySchema>;

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** The shop requires it of this person's role. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  /** For typing into the app by hand, in groups of four. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of otpauth_url, as an SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const TwoFactorPolicySchema = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicySchema>;
