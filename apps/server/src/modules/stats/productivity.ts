import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  RECENT_ACTIVITIES_MAX,
  SIGN_IN_ACTIONS,
  type ProductivityStatistics,
  type StatsPeriod,
} from '@ponte/domain/stats';
import type { Db } from '../../db';
import { attendanceReport } from '../attendance/service';
import { periodActivities } from '../logs/service';

const WITHOUT_SIGN_INS = ACTIVITY_ACTIONS.filter((a) => !(SIGN_IN_ACTIONS as readonly string[]).includes(a));

/**
 * GET /api/stats/productivity (admin): the period's hours per collaborator and latest activities.
 * Sign-ins and sign-outs, most of a day's entries, are left out of the list and its count unless
 * `signIns` asks for them.
 */
export async function productivityStatistics(
  db: Db,
  period: StatsPeriod,
  signIns = false,
): Promise<ProductivityStatistics> {
  const kinds = { actions: signIns ? ACTIVITY_ACTIONS : WITHOUT_SIGN_INS, entities: ACTIVITY_ENTITIES };
  const [hours, { latest, total }] = await Promise.all([
    attendanceReport(db, period),
    periodActivities(db, { startDay: period.start_date, endDay: period.end_date, ...kinds }, RECENT_ACTIVITIES_MAX),
  ]);
  return {
    period,
    totalHours: hours.total_hours,
    activeCollaborators: hours.collaborators,
    avgHoursPerCollaborator: hours.average_per_collaborator,
    totalActivities: total,
    hoursRanking: hours.rows.map((r) => ({
      user_id: r.user_id,
      name: r.name,
      hours: r.total_hours,
      days_worked: r.days_worked,
    })),
    recentActivities: latest.map((a) => ({
      id: a.id,
      action: a.action as ProductivityStatistics['recentActivities'][number]['action'],
      entity_type: a.entity_type as ProductivityStatistics['recentActivities'][number]['entity_type'],
      entity_id: a.entity_id,
      user_name: a.user_name,
      created_at: a.created_at,
    })),
  };
}
