import {
  IconAdjustmentsDollar,
  IconBrandWhatsapp,
  IconChartBar,
  IconChartFunnel,
  IconChecklist,
  IconDevices,
  IconDeviceDesktopAnalytics,
  IconFileText,
  IconHeadset,
  IconLayoutDashboard,
  IconMailCode,
  IconMailForward,
  IconMailOff,
  IconMessageBolt,
  IconMessages,
  IconPercentage,
  IconReceipt2,
  IconRepeat,
  IconReportAnalytics,
  IconSettings,
  IconShoppingCart,
  IconTags,
  IconSpeakerphone,
  IconUserCog,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/** A screen of the authenticated area (spec 1 §2 route table). */
export type Screen = { path: string; title: string; icon: Icon };

/** Sidebar for every signed-in user. */
export const staffScreens: Screen[] = [
  { path: '/', title: 'Dashboard', icon: IconLayoutDashboard },
  { path: '/usuarios', title: 'Usuários', icon: IconUsers },
  { path: '/listas', title: 'Listas de Compras', icon: IconShoppingCart },
  { path: '/vendas', title: 'Vendas', icon: IconReceipt2 },
  { path: '/comissoes', title: 'Comissões', icon: IconPercentage },
  { path: '/atendimento', title: 'Atendimento', icon: IconHeadset },
  { path: '/tarefas', title: 'Tarefas', icon: IconChecklist },
  // Issue 32: every member keeps their own replies; admins and supervisors the team's.
  { path: '/respostas-rapidas', title: 'Respostas Rápidas', icon: IconMessageBolt },
];

/** Extra sidebar group shown only when the stored user's role is admin. */
export const adminScreens: Screen[] = [
  { path: '/painel-atendimento', title: 'Painel de Atendimento', icon: IconDeviceDesktopAnalytics },
  { path: '/relatorio-atendimento', title: 'Relatório de Atendimento', icon: IconReportAnalytics },
  { path: '/estatisticas', title: 'Estatísticas', icon: IconChartBar },
  { path: '/email-templates', title: 'Templates de Email', icon: IconMailCode },
  { path: '/campaign-segments', title: 'Segmentos', icon: IconUsersGroup },
  // Issue 32: the labels staff put on customers.
  { path: '/etiquetas', title: 'Etiquetas', icon: IconTags },
  { path: '/campanhas-email', title: 'Campanhas de Email', icon: IconMailForward },
  { path: '/configuracao-comissoes', title: 'Configuração de Comissões', icon: IconAdjustmentsDollar },
  { path: '/assinaturas', title: 'Assinaturas', icon: IconRepeat },
  { path: '/gerenciar-usuarios', title: 'Gerenciar Usuários', icon: IconUserCog },
  { path: '/configuracoes', title: 'Configurações', icon: IconSettings },
  { path: '/meta-funil', title: 'Meta Funil', icon: IconChartFunnel },
  // Spec 3: the system logs screen is in English. Not in spec 1's sidebar list, but otherwise unreachable.
  { path: '/logs', title: 'System Logs', icon: IconFileText },
];

/** Screens reached from other screens rather than from the sidebar. */
export const linkedStaffScreens: Screen[] = [
  { path: '/usuarios/:id', title: 'Detalhes do Usuário', icon: IconUsers },
  { path: '/chat', title: 'Chat', icon: IconMessages },
  // Issue 33: where one is signed in, and one's own password (the top bar's button).
  { path: '/minhas-sessoes', title: 'Minhas sessões', icon: IconDevices },
];

export const linkedAdminScreens: Screen[] = [
  { path: '/estatisticas-chats', title: 'Estatísticas de Chats', icon: IconChartBar },
  { path: '/estatisticas-vendas', title: 'Estatísticas de Vendas', icon: IconChartBar },
  { path: '/estatisticas-produtividade', title: 'Estatísticas de Produtividade', icon: IconChartBar },
  { path: '/campanhas', title: 'Campanhas', icon: IconSpeakerphone },
  { path: '/evolution', title: 'Evolution API', icon: IconBrandWhatsapp },
  // The never-send list (docs/0050): a button on /campanhas-email leads here.
  { path: '/descadastrados', title: 'Descadastrados', icon: IconMailOff },
];
