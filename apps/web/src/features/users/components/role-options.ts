import { ROLES, roleLabels, type Role } from '@ponte/domain/roles';

export const roleOptions = ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

export const roleColors = { admin: 'red', operador: 'blue', trainee: 'teal' } as const satisfies Record<Role, string>;

export const isRole = (value: string | null): value is Role => ROLES.some((role) => role === value);
