/** Says plainly whether the server suite also runs on PostgreSQL. */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) console.log(`\n[server tests] PostgreSQL run: ON (${url.replace(/\/\/[^@]*@/, '//***@')})\n`);
  else
    console.log('\n[server tests] PostgreSQL run: SKIPPED — TEST_DATABASE_URL is not set; only SQLite was tested.\n');
}
