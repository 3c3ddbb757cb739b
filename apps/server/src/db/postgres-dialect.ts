import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL dialect, with an introspector that reads only the connection's own schema.
 * The migrator asks it whether its bookkeeping tables exist; Kysely's own reads every schema of
 * the database and names each one back to PostgreSQL (`has_schema_privilege`,
 * `pg_get_serial_sequence`), which fails with "schema … does not exist" when another process drops
 * a schema meanwhile: the test files, each in a schema of their own, did so whenever two ran at once.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}

const KYSELY_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

class OwnSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas() {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  /** The schema's tables and views, by name only: what the migrator reads. */
  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, ns.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      where ns.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname`.execute(this.db);
    return rows
      .filter((r) => options.withInternalKyselyTables || !KYSELY_TABLES.includes(r.name))
      .map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v' || r.kind === 'm', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions) {
    return { tables: await this.getTables(options) };
  }
}
