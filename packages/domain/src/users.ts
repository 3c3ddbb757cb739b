import { z } from 'zod';
import { RoleSchema } from './role-schema';

export const userErrorText = {
  createRequired: 'Nome, email e senha são obrigatórios',
  updateRequired: 'Nome e email são obrigatórios',
  passwordMismatch: 'As senhas não coincidem',
  invalidEmail: 'Email inválido',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  nameTooLong: 'O nome deve ter no máximo 60 caracteres',
  displayNameTooLong: 'O nome completo deve ter no máximo 80 caracteres',
  displayNameInvalid: 'O nome completo aceita letras, números, espaços, ponto, hífen e apóstrofo',
  nameInvalid: 'O nome de usuário aceita apenas letras, números, ponto, hífen e sublinhado (ex.: maria.souza)',
  usernameTaken: 'Este nome de usuário já está em uso',
  emailTaken: 'Este email já está em uso',
  mainAdminDelete: 'Não é possível excluir a conta principal de administrador',
  mainAdminRole: 'Não é possível alterar o perfil da conta principal de administrador',
  mainAdminDeactivate: 'Não é possível desativar a conta principal de administrador',
  mainAdminRename: 'Não é possível alterar o nome de usuário da conta principal de administrador',
  selfDelete: 'Você não pode excluir a sua própria conta',
  notFound: 'Usuário não encontrado',
  createFailed: 'Erro ao criar usuário',
  updateFailed: 'Erro ao atualizar usuário',
  deleteFailed: 'Erro ao excluir usuário',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

/**
 * A username is a sign-in name shown across the app: letters (accents allowed), digits, dot,
 * dash and underscore only, so no markup or spaces ever reach a screen, an e-mail or a log.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(60, userErrorText.nameTooLong)
    .regex(USERNAME_PATTERN, userErrorText.nameInvalid);
/**
 * Issue 31: the name people know a staff member by ('Carla Mendes'), shown in chats, tasks and
 * sales instead of the sign-in name. Optional: blank keeps the sign-in name.
 */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M}\p{N} .'’-]*$/u;
const displayName = z
  .string()
  .trim()
  .max(80, userErrorText.displayNameTooLong)
  .regex(DISPLAY_NAME_PATTERN, userErrorText.displayNameInvalid)
  .optional()
  // Missing keeps the current name (a call that does not know it, e.g. 'Ativar'); blank clears it.
  .transform((v) => (v === undefined ? undefined : v ? v.replace(/\s+/g, ' ') : null));
const email = (required: string) =>
  z.string({ error: required }).trim().toLowerCase().min(1, required).pipe(z.email(userErrorText.invalidEmail));
const password = z.string().min(PASSWORD_MIN_LENGTH, userErrorText.passwordTooShort).max(200);

/** POST /api/users-list — spec 3: nome, email, senha, role, ativo (role defaults to operador). */
export const CreateSystemUserSchema = z.object({
  nome: name(userErrorText.createRequired),
  nome_completo: displayName,
  email: email(userErrorText.createRequired),
  senha: z.string({ error: userErrorText.createRequired }).min(1, userErrorText.createRequired).pipe(password),
  role: RoleSchema.default('operador'),
  ativo: z.boolean().default(true),
});
export type CreateSystemUser = z.input<typeof CreateSystemUserSchema>;

/** PUT /api/users/{id} — blank or missing senha keeps the current password. */
export const UpdateSystemUserSchema = z.object({
  nome: name(userErrorText.updateRequired),
  nome_completo: displayName,
  email: email(userErrorText.updateRequired),
  role: RoleSchema,
  ativo: z.boolean().default(true),
  senha: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(password.optional()),
});
export type UpdateSystemUser = z.input<typeof UpdateSystemUserSchema>;

/** PUT and DELETE /api/users/{id}. */
export const UserIdParamsSchema = z.object({ id: z.coerce.number().int().positive('ID inválido') });

/** GET /api/users-list?search= (username or e-mail, taken literally). */
export const UserListQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

export const SystemUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The name people know them by; null: the username stands for it. */
  nome_completo: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  ativo: z.boolean(),
  createdAt: z.string(),
  last_activity: z.string().nullable(),
});
export type SystemUser = z.infer<typeof SystemUserSchema>;

/** GET /api/users-list answers `users` beside `success`, not the usual `data` (spec 3 §7). */
export const SystemUserListResponseSchema = z.object({ success: z.literal(true), users: z.array(SystemUserSchema) });

/** GET /api/users — the short form used by pickers (tasks, assignment). */
export const UserPickSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** The name people know them by ('Nome completo', else the username). */
  name: z.string(),
});
export type UserPick = z.infer<typeof UserPickSchema>;
