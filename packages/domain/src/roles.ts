import { z } from 'zod';

export const ROLES = ['admin', 'operador', 'trainee'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const STAFF_ROLES: readonly Role[] = ROLES;

/** Labels of spec 3 §9 ('Display role labels'). */
export const roleLabels = {
  admin: 'Administrador',
  operador: 'Supervisor',
  trainee: 'Trainee',
} as const satisfies Record<Role, string>;

/** The main admin account: it can never be deleted nor have its role changed. */
export const MAIN_ADMIN_USERNAME = 'onsolutions';
