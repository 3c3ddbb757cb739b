import type { SessionUser } from '@ponte/domain/auth';
import type { AttendanceRecord } from '@ponte/domain/attendance';
import type { SystemUser } from '@ponte/domain/users';

export const adminUser: SessionUser = { id: 1, name: 'onsolutions', email: 'admin@ponte.local', role: 'admin' };
export const traineeUser: SessionUser = { id: 3, name: 'ana', email: 'ana@ponte.local', role: 'trainee' };

export const shift = (overrides: Partial<AttendanceRecord> = {}): AttendanceRecord => ({
  id: 1,
  user_id: 1,
  clock_in: '2025-03-10T12:00:00.000Z',
  clock_out: '2025-03-10T20:00:00.000Z',
  total_hours: 8,
  status: 'finished',
  break_minutes: 0,
  break_count: 0,
  ...overrides,
});

export const systemUser = (overrides: Partial<SystemUser> = {}): SystemUser => ({
  id: 2,
  username: 'maria',
  email: 'maria@ponte.local',
  role: 'operador',
  ativo: true,
  createdAt: '2025-01-15T13:00:00.000Z',
  last_activity: null,
  ...overrides,
});
