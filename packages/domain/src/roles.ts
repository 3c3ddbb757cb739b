// Zod-free (role-schema.ts holds RoleSchema): the shell and the dashboard import these labels.
export const ROLES = ['admin', 'operador', 'trainee'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ROLES;

/** Labels of spec 3 §9 ('Display role labels'). */
export const roleLabels = {
  admin: 'Administrador',
  operador: 'Supervisor',
  trainee: 'Trainee',
} as const satisfies Record<Role, string>;

/** The main admin account: it can never be deleted nor have its role changed. */
export const MAIN_ADMIN_USERNAME = 'onsolutions';
