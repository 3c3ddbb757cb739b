// Zod-free on purpose: the sign-in page imports these, and zod would add 25 kB to its first load
// (docs/0030). two-factor.ts holds the schemas.

/** Issue 33: two-factor sign-in (TOTP) for staff, with one-time recovery codes. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in may wait after the password. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;

export const twoFactorText = {
  title: 'Verificação em duas etapas',
  intro: 'Além da senha, a entrada pede um código de 6 dígitos do aplicativo autenticador do seu celular.',
  on: 'Ativada',
  off: 'Desativada',
  enable: 'Ativar verificação em duas etapas',
  scan: 'Leia o QR code com o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…) e digite o código que ele mostra.',
  manualKey: 'Ou digite esta chave no aplicativo',
  qrAlt: 'QR code para o aplicativo autenticador',
  code: 'Código de verificação',
  confirm: 'Confirmar e ativar',
  cancel: 'Cancelar',
  enabled: 'Verificação em duas etapas ativada',
  recoveryTitle: 'Códigos de recuperação',
  recoveryIntro:
    'Guarde estes códigos em lugar seguro: cada um entra uma única vez se você perder o celular. Eles não serão mostrados de novo.',
  recoveryLeft: (n: number) => (n === 1 ? '1 código de recuperação restante' : `${n} códigos de recuperação restantes`),
  recoveryDone: 'Já guardei os códigos',
  regenerate: 'Gerar novos códigos de recuperação',
  disable: 'Desativar',
  disableTitle: 'Desativar a verificação em duas etapas',
  disabled: 'Verificação em duas etapas desativada',
  codeRequired: 'Informe o código de verificação',
  codeInvalid: 'Código inválido',
  notEnabled: 'A verificação em duas etapas não está ativada',
  alreadyEnabled: 'A verificação em duas etapas já está ativada',
  setupFirst: 'Comece a ativação de novo: leia o QR code',
  requiredForRole: 'A verificação em duas etapas é obrigatória para o seu perfil',
  setupRequired: 'Ative a verificação em duas etapas para continuar: ela é obrigatória para o seu perfil.',
  loginStep: 'Digite o código de 6 dígitos do aplicativo autenticador, ou um código de recuperação.',
  loginVerify: 'Verificar',
  loginBack: 'Voltar',
  challengeExpired: 'A verificação expirou. Entre de novo com usuário e senha.',
  policyLabel: 'Exigir verificação em duas etapas de administradores e supervisores',
  policyHint: 'Quem ainda não ativou tem as sessões encerradas e será levado a ativar na próxima entrada.',
  requireOwnFirst: 'Ative a sua verificação em duas etapas (Minhas sessões) antes de exigi-la da equipe',
  policySaved: 'Exigência salva',
  reset: 'Redefinir verificação em duas etapas',
  confirmReset:
    'Redefinir a verificação em duas etapas deste usuário? As sessões dele serão encerradas, e ele entrará só com a senha até ativar de novo.',
  resetDone: 'Verificação em duas etapas redefinida',
  resetSelf: 'A sua própria verificação em duas etapas se desativa em Minhas sessões, com um código',
  failed: 'Erro na verificação em duas etapas',
} as const;
