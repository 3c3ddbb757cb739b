import { z } from 'zod';
import { RoleSchema } from './role-schema';
import { loginErrorText } from './session';

/** `email` accepts the e-mail or the username (spec 1: the field 'Usuário' is sent as email). */
export const LoginBodySchema = z.object({
  email: z.string({ error: loginErrorText.required }).trim().min(1, loginErrorText.required).max(200),
  password: z.string({ error: loginErrorText.required }).min(1, loginErrorText.required).max(200),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** The user kept in browser storage under the key 'user'. */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
});

export const CheckJwtBodySchema = z.object({ token: z.string().max(4096) });

/**
 * POST /api/login answers the token beside `success`, not inside `data` (the web keeps both).
 * `two_factor_setup_required`: the shop requires a second factor of this person, who has none
 * yet; until it is on, only the enrolment calls answer (issue 33).
 */
export const SignedInSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: SessionUserSchema,
  two_factor_setup_required: z.boolean().optional(),
});
/** Issue 33: the password was right and a second factor is on: the code comes next, with `challenge`. */
export const TwoFactorChallengeSchema = z.object({
  success: z.literal(true),
  two_factor: z.literal(true),
  challenge: z.string(),
});
export const LoginResponseSchema = z.union([SignedInSchema, TwoFactorChallengeSchema]);
export type SignedIn = z.infer<typeof SignedInSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/checkjwt: `user` comes with a valid token only, refreshed from the account. */
export const CheckJwtResponseSchema = z.object({ valid: z.boolean(), user: SessionUserSchema.optional() });
export type CheckJwtResponse = z.infer<typeof CheckJwtResponseSchema>;
