import { describe, expect, it } from 'vitest';
import type { UserPick } from '@ponte/domain/users';
import type { ActiveAttendant } from '../api/get-active-attendants';
import { attendantOptions, availabilityLabel } from './attendant-options';

const attendant = (
  userId: number,
  name: string,
  status: string,
  role: ActiveAttendant['user']['role'] = 'operador',
): ActiveAttendant => ({
  id: userId * 10,
  user_id: userId,
  clock_in: '2025-03-10T12:00:00.000Z',
  status,
  user: { id: userId, name, email: `${name}@ponte.local`, role },
});

const staff: UserPick[] = [
  { id: 4, username: 'paula', email: 'paula@ponte.local', role: 'trainee', name: 'paula' },
  { id: 2, username: 'maria', email: 'maria@ponte.local', role: 'operador', name: 'maria' },
];

describe('attendants offered for assignment', () => {
  it('status active means available, anything else means on break', () => {
    expect(availabilityLabel({ status: 'active' })).toBe('Disponível');
    expect(availabilityLabel({ status: 'break' })).toBe('Em pausa');
    expect(availabilityLabel({ status: 'anything' })).toBe('Em pausa');
  });

  it('clocked-in attendants are offered, available ones first, with their role label', () => {
    const options = attendantOptions([attendant(3, 'bia', 'break', 'trainee'), attendant(2, 'maria', 'active')], staff);
    expect(options).toEqual([
      { value: '2', label: 'maria — Supervisor' },
      { value: '3', label: 'bia — Trainee (Em pausa)' },
    ]);
  });

  it('with nobody clocked in, every supervisor and admin is offered, no trainee (spec 3)', () => {
    expect(attendantOptions([], staff)).toEqual([{ value: '2', label: 'maria — Supervisor' }]);
  });
});
