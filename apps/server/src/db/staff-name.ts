import { sql } from 'kysely';

/**
 * How a staff member is named to people (issue 31): the name they go by, or their sign-in name
 * while they have none. `table` is the alias the query gave `staff`; through a left join the
 * name may be null (`staffName<string | null>`).
 */
export const staffName = <T extends string | null = string>(table: string) =>
  sql<T>`coalesce(nullif(${sql.ref(`${table}.display_name`)}, ''), ${sql.ref(`${table}.username`)})`;
