import { roleLabels } from '@ponte/domain/roles';
import type { UserPick } from '@ponte/domain/users';
import type { ActiveAttendant } from '../api/get-active-attendants';

export type AttendantOption = { value: string; label: string };

/** Spec 3: an open shift whose status is 'active' is available; any other status is a break. */
export const isAvailable = (attendant: Pick<ActiveAttendant, 'status'>) => attendant.status === 'active';

export const availabilityLabel = (attendant: Pick<ActiveAttendant, 'status'>) =>
  isAvailable(attendant) ? 'Disponível' : 'Em pausa';

const roleLabel = (role: string) => roleLabels[role as keyof typeof roleLabels] ?? role;

/** Spec 3: with nobody clocked in, a chat goes to a supervisor or an admin, never a trainee. */
const FALLBACK_ROLES = new Set(['operador', 'admin']);

/**
 * Who a waiting chat can be given to: the staff clocked in now, available ones first; when
 * nobody is clocked in, every supervisor and admin, so a chat can still be handed to someone.
 */
export function attendantOptions(active: ActiveAttendant[], staff: UserPick[]): AttendantOption[] {
  if (active.length > 0) {
    return [...active]
      .sort(
        (a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || a.user.name.localeCompare(b.user.name, 'pt-BR'),
      )
      .map((a) => ({
        value: String(a.user_id),
        label: `${a.user.name} — ${roleLabel(a.user.role)}${isAvailable(a) ? '' : ' (Em pausa)'}`,
      }));
  }
  return staff
    .filter((u) => FALLBACK_ROLES.has(u.role))
    .sort((a, b) => a.username.localeCompare(b.username, 'pt-BR'))
    .map((u) => ({ value: String(u.id), label: `${u.username} — ${roleLabel(u.role)}` }));
}
