// Zod-free on purpose: the sign-in page and the shell import this, and zod would add 25 kB to
// their first load (issue 17, docs/0030). auth.ts holds the schemas the server validates with.
import { ROLES, type Role } from './roles';

export const loginErrorText = {
  required: 'Por favor, preencha todos os campos',
  invalidCredentials: 'Usuário ou senha inválidos',
  inactive: 'Usuário inativo. Procure um administrador.',
  tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  network: 'Erro ao conectar com o servidor',
} as const;

/** The user kept in browser storage under the key 'user'. */
export type SessionUser = { id: number; name: string; email: string; role: Role };

/**
 * The same check as auth.ts's SessionUserSchema without zod: the browser runs it on every page, sign-in
 * included, and zod would add 25 kB to the first load (issue 17). Extra keys are dropped.
 */
export function readSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, email, role } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  if (!(ROLES as readonly unknown[]).includes(role)) return null;
  return { id, name, email, role: role as SessionUser['role'] };
}
