import { workedHours } from '@ponte/domain/attendance';
import type { Staff } from '../db/types';
import { addStaff } from '../modules/users/service';
import type { Demo } from './context';

const PEOPLE = [
  { username: 'carla.mendes', name: 'Carla Mendes', role: 'operador' as const, active: 1 },
  { username: 'roberto.lima', name: 'Roberto Lima', role: 'operador' as const, active: 1 },
  { username: 'lucas.almeida', name: 'Lucas Almeida', role: 'trainee' as const, active: 1 },
  { username: 'bianca.rocha', name: 'Bianca Rocha', role: 'trainee' as const, active: 1 },
  { username: 'sergio.antigo', name: 'Sérgio Antigo', role: 'trainee' as const, active: 0 },
];

/** The demo's staff besides the main admin: two supervisors, three trainees (one deactivated). */
export async function seedStaff({ db, rnd, iso, daysAgo }: Demo, passwordHash: string): Promise<Staff[]> {
  const staff = [];
  for (const p of PEOPLE) {
    const created = iso(daysAgo(60 + Math.floor(rnd() * 30)));
    staff.push(
      await addStaff(db, {
        username: p.username,
        display_name: p.name,
        email: `${p.username}@ponte.demo`,
        password_hash: passwordHash,
        role: p.role,
        active: p.active,
        created_at: created,
        updated_at: created,
        last_activity: p.active ? iso(daysAgo(Math.floor(rnd() * 3), 18, Math.floor(rnd() * 59))) : null,
        deleted_at: null,
      }),
    );
  }
  return staff;
}

/** Three weeks of work shifts (Brazil is UTC-3: 08:00–09:30 local starts), with breaks. */
export async function seedShifts({ db, rnd, iso, daysAgo }: Demo, sellers: Staff[]) {
  for (const person of sellers) {
    for (let d = 21; d >= 1; d--) {
      const day = daysAgo(d);
      if (day.getUTCDay() === 0 || rnd() < 0.1) continue;
      const start = daysAgo(d, 11, Math.floor(rnd() * 90));
      const lunchStart = new Date(start.getTime() + (4 * 60 + Math.floor(rnd() * 30)) * 60_000);
      const lunchMinutes = 45 + Math.floor(rnd() * 30);
      const breaks = [{ start: lunchStart, minutes: lunchMinutes, reason: 'Almoço' }];
      if (rnd() < 0.5)
        breaks.push({
          start: new Date(start.getTime() + 150 * 60_000),
          minutes: 10 + Math.floor(rnd() * 10),
          reason: 'Pausa',
        });
      const end = new Date(start.getTime() + (8 * 60 + lunchMinutes + Math.floor(rnd() * 60)) * 60_000);
      const breakTotal = breaks.reduce((s, b) => s + b.minutes, 0);
      const shift = await db
        .insertInto('attendance')
        .values({
          user_id: person.id,
          clock_in: iso(start),
          clock_out: iso(end),
          total_hours: workedHours(start, end, breakTotal),
          status: 'finished',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const b of breaks) {
        await db
          .insertInto('attendance_breaks')
          .values({
            attendance_id: shift.id,
            user_id: person.id,
            start_time: iso(b.start),
            end_time: iso(new Date(b.start.getTime() + b.minutes * 60_000)),
            duration_minutes: b.minutes,
            reason: b.reason,
          })
          .execute();
      }
      await db
        .insertInto('activity_log')
        .values([
          {
            user_id: person.id,
            action: 'login',
            entity_type: 'user',
            entity_id: String(person.id),
            details: null,
            ip_address: '177.10.0.1',
            created_at: iso(new Date(start.getTime() - 60_000)),
          },
          {
            user_id: person.id,
            action: 'create',
            entity_type: 'attendance',
            entity_id: String(shift.id),
            details: '{"event":"clock_in"}',
            ip_address: null,
            created_at: iso(start),
          },
          {
            user_id: person.id,
            action: 'update',
            entity_type: 'attendance',
            entity_id: String(shift.id),
            details: '{"event":"clock_out"}',
            ip_address: null,
            created_at: iso(end),
          },
        ])
        .execute();
    }
  }
}
