import { MAIN_ADMIN_USERNAME } from '@ponte/domain/roles';
import type { SystemUser } from '@ponte/domain/users';

/** The server ties the main admin's protections to its username, case-insensitively. */
export const isMainAdmin = (user: Pick<SystemUser, 'username'>) => user.username.toLowerCase() === MAIN_ADMIN_USERNAME;
