import { z } from 'zod';
import { userErrorText, PASSWORD_MIN_LENGTH } from './users';

/** Issue 33, 'Minhas sessões': where a staff member is signed in, and how they end it. */
export const sessionText = {
  title: 'Minhas sessões',
  intro: 'Os aparelhos em que você está conectado. Encerre os que não reconhece.',
  current: 'Esta sessão',
  started: 'Entrou em',
  lastUsed: 'Último uso',
  address: 'Endereço',
  end: 'Encerrar',
  endOthers: 'Encerrar as outras sessões',
  confirmEnd: 'Encerrar esta sessão? O aparelho precisará entrar de novo.',
  confirmEndOthers: 'Encerrar todas as outras sessões? Só este aparelho continuará conectado.',
  confirmEndAll: 'Encerrar todas as sessões deste usuário? Ele precisará entrar de novo.',
  ended: 'Sessão encerrada',
  endedOthers: (n: number) => (n === 1 ? '1 sessão encerrada' : `${n} sessões encerradas`),
  noOthers: 'Nenhuma outra sessão aberta',
  none: 'Nenhuma sessão aberta',
  notFound: 'Sessão não encontrada',
  loadFailed: 'Erro ao carregar as sessões',
  endFailed: 'Erro ao encerrar a sessão',
  memberTitle: (name: string) => `Sessões de ${name}`,
  memberButton: 'Sessões',
  endAll: 'Encerrar todas',
  unknownDevice: 'Aparelho desconhecido',
  unknownAddress: 'Endereço desconhecido',
} as const;

export const passwordText = {
  title: 'Alterar senha',
  current: 'Senha atual',
  next: 'Nova senha',
  confirm: 'Confirmar nova senha',
  endOthers: 'Encerrar as outras sessões',
  endOthersHint: 'Recomendado se você trocou a senha por suspeitar de acesso indevido.',
  submit: 'Alterar senha',
  saved: 'Senha alterada',
  savedEndedOthers: (n: number) =>
    n === 0
      ? 'Senha alterada'
      : `Senha alterada; ${n === 1 ? '1 outra sessão encerrada' : `${n} outras sessões encerradas`}`,
  currentRequired: 'Informe a senha atual',
  currentWrong: 'Senha atual incorreta',
  sameAsCurrent: 'A nova senha deve ser diferente da atual',
  failed: 'Erro ao alterar a senha',
} as const;

export const StaffSessionSchema = z.object({
  id: z.number().int(),
  /** 'Chrome no Windows', from the browser's user agent. */
  device: z.string(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session the list was asked from. */
  current: z.boolean(),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const SessionIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('ID inválido')
    .max(2 ** 31 - 1),
});
export const MemberSessionParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('ID inválido')
    .max(2 ** 31 - 1),
  sessionId: z.coerce
    .number()
    .int()
    .positive('ID inválido')
    .max(2 ** 31 - 1),
});
export const EndedSessionsSchema = z.object({ ended: z.number().int() });

const newPassword = z
  .string({ error: userErrorText.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, userErrorText.passwordTooShort)
  .max(200);

/** POST /api/me/password: the current password, the new one twice, and whether the other sessions end. */
export const ChangePasswordBodySchema = z
  .object({
    current_password: z.string({ error: passwordText.currentRequired }).min(1, passwordText.currentRequired).max(200),
    new_password: newPassword,
    confirm_password: z.string({ error: userErrorText.passwordMismatch }).max(200),
    end_other_sessions: z.boolean().default(true),
  })
  .refine((b) => b.confirm_password === b.new_password, {
    path: ['confirm_password'],
    message: userErrorText.passwordMismatch,
  })
  .refine((b) => b.new_password !== b.current_password, {
    path: ['new_password'],
    message: passwordText.sameAsCurrent,
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;
export type ChangePassword = z.output<typeof ChangePasswordBodySchema>;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrom(?:e|ium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** 'Chrome no Windows', 'Safari no iPhone', 'Firefox', or 'Aparelho desconhecido'. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? sessionText.unknownDevice;
}
