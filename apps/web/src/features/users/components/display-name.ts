/** Under 'Nome completo' in both user forms (issue 31: names, not sign-in names). */
export const DISPLAY_NAME_HINT = 'Como a equipe vê você nos chats, tarefas e vendas (vazio: o nome de usuário)';
