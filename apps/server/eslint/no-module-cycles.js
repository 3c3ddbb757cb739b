/**
 * ESLint rule: no import cycles between the server's modules (apps/server/src/modules/<name>/).
 *
 * File-level cycle rules (import/no-cycle) miss what matters here: lists/service → checkout/service
 * → lists/quote has no file cycle but ties two modules into one. This rule works on the module
 * graph: an import from module A into module B is reported when B already reaches A.
 * The graph is read from disk once per lint run (regex over import specifiers, tests left out);
 * the file being linted is taken from its own AST, so an editor sees its edits at once.
 */
import fs from 'node:fs';
import path from 'node:path';

const SPECIFIER = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function moduleOf(modulesDir, file) {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** Which other modules one file imports. */
function targetsOf(modulesDir, file, specifiers) {
  const from = moduleOf(modulesDir, file);
  const targets = new Set();
  for (const spec of specifiers) {
    const to = moduleOf(modulesDir, path.resolve(path.dirname(file), spec));
    if (to && to !== from) targets.add(to);
  }
  return targets;
}

const graphs = new Map();

/** file → the other modules it imports, for every source file under modulesDir. */
function diskGraph(modulesDir) {
  let graph = graphs.get(modulesDir);
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (isSource(full)) {
        const text = fs.readFileSync(full, 'utf8');
        const specs = [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2]);
        graph.set(full, targetsOf(modulesDir, full, specs));
      }
    }
  };
  if (fs.existsSync(modulesDir)) walk(modulesDir);
  graphs.set(modulesDir, graph);
  return graph;
}

/** A path of modules from `start` back to `goal`, or null. */
export function findModulePath(edges, start, goal) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const route = [];
      for (let m = current; m !== null; m = parent.get(m)) route.unshift(m);
      return route;
    }
    for (const next of edges.get(current) ?? []) {
      if (!parent.has(next)) {
        parent.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles between server modules (docs/0015-server-module-boundaries.md)' },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Module cycle: {{route}}. Move the shared piece down (packages/domain, a lower module) or pass a function in; see docs/0015-server-module-boundaries.md.',
    },
  },
  create(context) {
    const modulesDir = path.resolve(context.cwd, context.options[0].modulesDir);
    const file = path.resolve(context.filename);
    const self = moduleOf(modulesDir, file);
    if (!self || !isSource(file)) return {};
    const imports = [];
    const collect = (node) => {
      if (node.source && typeof node.source.value === 'string' && node.source.value.startsWith('.')) imports.push(node);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const files = new Map(diskGraph(modulesDir));
        files.set(
          file,
          targetsOf(
            modulesDir,
            file,
            imports.map((n) => n.source.value),
          ),
        );
        const edges = new Map();
        for (const [f, targets] of files) {
          const from = moduleOf(modulesDir, f);
          if (!edges.has(from)) edges.set(from, new Set());
          for (const t of targets) edges.get(from).add(t);
        }
        for (const node of imports) {
          const [target] = targetsOf(modulesDir, file, [node.source.value]);
          if (!target) continue;
          const back = findModulePath(edges, target, self);
          if (back)
            context.report({ node: node.source, messageId: 'cycle', data: { route: [self, ...back].join(' → ') } });
        }
      },
    };
  },
};

export default { rules: { 'no-module-cycles': noModuleCycles } };
