import { z } from 'zod';
import { ROLES } from './roles';

export const RoleSchema = z.enum(ROLES);
