import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of docs/0015-server-module-boundaries.md, checked with the repository's own ESLint config.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary findings for `code` as if it were the file at `path` (from the repository root). */
async function boundaryFindings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'server-modules/no-module-cycles')
    .map((m) => m.message);
}

describe('server module boundaries', () => {
  it("another module's queries.ts cannot be imported; its service.ts can", async () => {
    expect(
      await boundaryFindings(
        'apps/server/src/modules/lists/probe.ts',
        "import { findCustomer } from '../customers/queries';\nexport const x = findCustomer;\n",
      ),
    ).toEqual([expect.stringContaining('queries.ts is private')]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules/lists/probe.ts',
        "import { findCustomer } from '../customers/service';\nexport const x = findCustomer;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules/lists/probe.ts',
        "import * as q from './queries';\nexport const x = q;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryFindings(
        'apps/server/src/app-probe.ts',
        "import { insertStaff } from './modules/users/queries';\nexport const x = insertStaff;\n",
      ),
    ).toEqual([expect.stringContaining('queries.ts is private')]);
  });

  it("another module's other files are reached through its service.ts only", async () => {
    expect(
      await boundaryFindings(
        'apps/server/src/modules/chats/probe.ts',
        "import { messageHistory } from '../conversations/history';\nexport const x = messageHistory;\n",
      ),
    ).toEqual([expect.stringContaining('reached through its service.ts only')]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules/chats/probe.ts',
        "import { messageHistory } from '../conversations/service';\nexport const x = messageHistory;\n",
      ),
    ).toEqual([]);
  });

  it("a module's module.ts imports its own files only, and only the app level imports it", async () => {
    // What other modules hand a module is written out in src/modules.ts.
    for (const from of ['../conversations/service', '../../modules/conversations/service', '../../modules'])
      expect(
        await boundaryFindings(
          'apps/server/src/modules/csat/module.ts',
          `import { x } from '${from}';\nexport const y = x;\n`,
        ),
        from,
      ).toEqual([expect.stringContaining("imports its own module's files only")]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules/csat/module.ts',
        "import { defineModule } from '../../lib/module';\nimport { csatRoutes } from './routes';\nexport const csatModule = defineModule({ routes: csatRoutes });\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules/chats/probe.ts',
        "import { csatModule } from '../csat/module';\nexport const x = csatModule;\n",
      ),
    ).toEqual([expect.stringContaining('reached through its service.ts only')]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules.ts',
        "import { csatModule } from './modules/csat/module';\nexport const x = csatModule;\n",
      ),
    ).toEqual([]);
  });

  it('integrations and plugins import nothing from modules/', async () => {
    for (const path of ['apps/server/src/integrations/ai/probe.ts', 'apps/server/src/plugins/probe.ts']) {
      const from = path.includes('integrations') ? '../../modules/settings/service' : '../modules/settings/service';
      expect(
        await boundaryFindings(path, `import { readSettings } from '${from}';\nexport const x = readSettings;\n`),
      ).toEqual([expect.stringContaining('import nothing from modules/')]);
    }
  });

  it('an import that closes a cycle between modules fails, naming the cycle', async () => {
    // lists already imports settings, so settings importing lists would tie the two together.
    expect(
      await boundaryFindings(
        'apps/server/src/modules/settings/probe.ts',
        "import { getShoppingList } from '../lists/service';\nexport const x = getShoppingList;\n",
      ),
    ).toEqual([expect.stringContaining('Module cycle: settings → lists → settings')]);
    expect(
      await boundaryFindings(
        'apps/server/src/modules/lists/probe.ts',
        "import { getConfigurations } from '../settings/service';\nexport const x = getConfigurations;\n",
      ),
    ).toEqual([]);
  });

  // Lints every server file: CPU work that a busy two-core machine stretches past a minute.
  it('the server source as it stands keeps every boundary', async () => {
    const results = await eslint.lintFiles(['apps/server/src']);
    const boundaryRules = [
      'no-restricted-imports',
      'server-modules/no-module-cycles',
      'no-restricted-syntax',
      'server-services/no-query-pass-through',
    ];
    const findings = results.flatMap((r) =>
      r.messages.filter((m) => boundaryRules.includes(m.ruleId ?? '')).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(findings).toEqual([]);
  }, 300_000);
});

describe('services speak in actions (issue 36)', () => {
  const lint = async (code: string) =>
    (await eslint.lintText(code, { filePath: 'apps/server/src/modules/customers/service.ts' }))[0]!.messages
      .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'server-services/no-query-pass-through')
      .map((m) => m.message);

  it('a service.ts re-exporting its queries is refused; a named action, or a type, is fine', async () => {
    expect(await lint("export { updateCustomer } from './queries';\n")).toEqual([
      expect.stringContaining('does not re-export its queries'),
    ]);
    expect(await lint("export * from './queries';\n")).toEqual([expect.stringContaining('does not re-export')]);
    expect(await lint("export type { CustomerRow } from './queries';\n")).toEqual([]);
    expect(
      await lint(
        "import * as q from './queries';\nexport const touchCustomer = (db: never, id: number) => q.updateCustomer(db, id, {});\n",
      ),
    ).toEqual([]);
  });

  it('nor from a file of a queries/ folder', async () => {
    expect(await lint("export { updateCustomer } from './queries/customers';\n")).toEqual([
      expect.stringContaining('does not re-export its queries'),
    ]);
    expect(await lint("export * from './queries/customers';\n")).toEqual([
      expect.stringContaining('does not re-export'),
    ]);
    expect(await lint("export type { CustomerRow } from './queries/customers';\n")).toEqual([]);
  });

  it('a query imported and exported again under its name, or another, is refused', async () => {
    expect(await lint("import { findCustomer } from './queries';\nexport { findCustomer };\n")).toEqual([
      expect.stringContaining("'findCustomer' hands out findCustomer as it is"),
    ]);
    expect(
      await lint("import { findCustomer } from './queries/customers';\nexport { findCustomer as find };\n"),
    ).toEqual([expect.stringContaining("'find' hands out findCustomer as it is")]);
    expect(await lint("import type { CustomerRow } from './queries';\nexport type { CustomerRow };\n")).toEqual([]);
    expect(await lint("import { requireCustomer } from './require';\nexport { requireCustomer };\n")).toEqual([]);
  });

  it('a query handed out as `q.x` or as a value is refused', async () => {
    expect(await lint("import * as q from './queries';\nexport const findCustomer = q.findCustomer;\n")).toEqual([
      expect.stringContaining("'findCustomer' hands out q.findCustomer as it is"),
    ]);
    expect(await lint("import { findCustomer } from './queries';\nexport const find = findCustomer;\n")).toEqual([
      expect.stringContaining("'find' hands out findCustomer as it is"),
    ]);
  });

  it('a `(...args) => q.x(...args)` pass-through is refused, however it is written; its own parameters are fine', async () => {
    const passThrough = '(...args: Parameters<typeof q.findCustomer>) => q.findCustomer(...args)';
    for (const code of [
      `export const findCustomer = ${passThrough};\n`,
      `const findCustomer = ${passThrough};\nexport { findCustomer };\n`,
      'export function findCustomer(...args: Parameters<typeof q.findCustomer>) {\n  return q.findCustomer(...args);\n}\n',
      'export const findCustomer = async (...args: Parameters<typeof q.findCustomer>) => await q.findCustomer(...args);\n',
    ])
      expect(await lint(`import * as q from './queries';\n${code}`), code).toEqual([
        expect.stringContaining("'findCustomer' hands out q.findCustomer as it is"),
      ]);
    expect(
      await lint(
        "import * as q from './queries';\n/** The customer's row. */\nexport const findCustomer = (db: never, id: number) => q.findCustomer(db, id);\n",
      ),
    ).toEqual([]);
  });
});

/** The web's feature rule (issue 36, docs/0082): a feature imports ui/ and lib/, never another feature. */
async function webFindings(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId === 'web-features/no-cross-feature').map((m) => m.message);
}

describe('web feature boundaries', () => {
  it('a feature importing another feature is refused, statically or lazily', async () => {
    expect(
      await webFindings(
        'apps/web/src/features/campaigns/components/probe.tsx',
        "import { useSegments } from '../../segments/api/get-segments';\nexport const x = useSegments;\n",
      ),
    ).toEqual([expect.stringContaining("The feature 'campaigns' imports from the feature 'segments'")]);
    expect(
      await webFindings(
        'apps/web/src/features/campaigns/probe.ts',
        "export const load = () => import('../settings/components/smtp-settings-form');\n",
      ),
    ).toEqual([expect.stringContaining("the feature 'settings'")]);
  });

  it('its own files, ui/ and lib/ are fine, and so is the app importing features', async () => {
    expect(
      await webFindings(
        'apps/web/src/features/campaigns/components/probe.tsx',
        "import { a } from '../api/x';\nimport { b } from '../../../ui/outbox-list';\nimport { c } from '../../../lib/email-sources';\nexport const x = [a, b, c];\n",
      ),
    ).toEqual([]);
    expect(
      await webFindings(
        'apps/web/src/app/probe.ts',
        "import { CampaignsPage } from '../features/campaigns/components/email-campaigns-page';\nexport const x = CampaignsPage;\n",
      ),
    ).toEqual([]);
  });
});

describe('file length (issue 36)', () => {
  const long = Array.from({ length: 301 }, (_, i) => `export const a${i} = ${i};`).join('\n');
  const findings = async (path: string, code: string) =>
    (await eslint.lintText(code, { filePath: path }))[0]!.messages.filter((m) => m.ruleId === 'max-lines');

  it('a source file over 300 lines is refused, on the server, the web and the domain', async () => {
    for (const path of ['apps/server/src/lib/probe.ts', 'apps/web/src/lib/probe.ts', 'packages/domain/src/probe.ts'])
      expect(await findings(path, long), path).toHaveLength(1);
    expect(await findings('apps/server/src/lib/probe.ts', long.split('\n').slice(0, 300).join('\n'))).toEqual([]);
  });

  it('tests and migrations are not held to it', async () => {
    expect(await findings('apps/server/src/lib/probe.test.ts', long)).toEqual([]);
    expect(await findings('apps/server/src/db/migrations/0999-probe.ts', long)).toEqual([]);
  });
});
