/**
 * ESLint rule for a module's service.ts (issue 36, docs/0015-server-module-boundaries.md): a service
 * speaks in actions, so it never hands another module its raw queries under another form. Refused:
 *
 *   import { findCustomer } from './queries';   export { findCustomer };
 *   import * as q from './queries';             export const findCustomer = q.findCustomer;
 *   export const findCustomer = (...args: Parameters<typeof q.findCustomer>) => q.findCustomer(...args);
 *
 * (the same with './queries/<file>', a `function`, or a local name exported later). A named
 * action or read with its own parameters is fine, and so are types. `export … from './queries'`
 * is refused by the no-restricted-syntax selector beside this rule in eslint.config.js.
 */

const isQueriesSource = (value) => typeof value === 'string' && /^\.\/queries(\/|$)/.test(value);

export const noQueryPassThrough = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow a service.ts handing out its queries (docs/0015-server-module-boundaries.md)' },
    schema: [],
    messages: {
      passThrough:
        "A service.ts does not re-export its queries: '{{name}}' hands out {{query}} as it is. Name what other modules may do as an action of the service, with its own parameters (docs/0015-server-module-boundaries.md).",
    },
  },
  create(context) {
    /** Local names bound to a query function (`import { x } from './queries'`). */
    const queryFunctions = new Set();
    /** Local names of a queries namespace (`import * as q from './queries'`). */
    const namespaces = new Set();
    /** Local names whose value is a query as it is (an alias or a pass-through), with the query they hand out. */
    const handedOut = new Map();

    /** The query `node` names (`x` imported from queries, or `q.x`), or null. */
    const queryNamed = (node) => {
      if (!node) return null;
      if (node.type === 'Identifier' && queryFunctions.has(node.name)) return node.name;
      if (
        node.type === 'MemberExpression' &&
        !node.computed &&
        node.object.type === 'Identifier' &&
        namespaces.has(node.object.name)
      )
        return `${node.object.name}.${node.property.name}`;
      return null;
    };

    /** `(...args) => q.x(...args)` (or with a block returning it, or a function): the query, or null. */
    const passedThrough = (fn) => {
      if (!fn || !['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(fn.type))
        return null;
      const [rest, ...others] = fn.params;
      if (!rest || others.length > 0 || rest.type !== 'RestElement' || rest.argument.type !== 'Identifier') return null;
      let call = fn.body;
      if (call.type === 'BlockStatement') {
        const [only, ...more] = call.body;
        if (!only || more.length > 0 || only.type !== 'ReturnStatement') return null;
        call = only.argument;
      }
      if (call?.type === 'AwaitExpression') call = call.argument;
      if (call?.type !== 'CallExpression' || call.arguments.length !== 1) return null;
      const [spread] = call.arguments;
      if (spread.type !== 'SpreadElement' || spread.argument.type !== 'Identifier') return null;
      if (spread.argument.name !== rest.argument.name) return null;
      return queryNamed(call.callee);
    };

    /** What a declared value hands out as it is, or null. */
    const handsOut = (init) => queryNamed(init) ?? passedThrough(init);

    const report = (node, name, query) => context.report({ node, messageId: 'passThrough', data: { name, query } });

    return {
      ImportDeclaration(node) {
        if (!isQueriesSource(node.source.value) || node.importKind === 'type') return;
        for (const s of node.specifiers) {
          if (s.type === 'ImportNamespaceSpecifier') namespaces.add(s.local.name);
          else if (s.importKind !== 'type') queryFunctions.add(s.local.name);
        }
      },
      VariableDeclarator(node) {
        // Top-level names only: those are what a service exports.
        const top = node.parent?.parent;
        if (node.id.type !== 'Identifier' || (top?.type !== 'Program' && top?.type !== 'ExportNamedDeclaration'))
          return;
        const query = handsOut(node.init);
        if (!query) return;
        handedOut.set(node.id.name, query);
        if (top.type === 'ExportNamedDeclaration') report(node, node.id.name, query);
      },
      FunctionDeclaration(node) {
        const query = node.id && passedThrough(node);
        if (!query) return;
        handedOut.set(node.id.name, query);
        if (node.parent?.type === 'ExportNamedDeclaration') report(node, node.id.name, query);
      },
      'Program:exit'(program) {
        // `export { x }` (or `export default x`) of a query, or of a local alias or pass-through of one.
        for (const statement of program.body) {
          if (statement.type === 'ExportNamedDeclaration' && !statement.source && statement.exportKind !== 'type') {
            for (const s of statement.specifiers) {
              if (s.exportKind === 'type' || s.local.type !== 'Identifier') continue;
              const query = queryFunctions.has(s.local.name) ? s.local.name : handedOut.get(s.local.name);
              if (query) report(s, s.exported.name ?? s.exported.value, query);
            }
          }
          if (statement.type === 'ExportDefaultDeclaration' && statement.declaration.type === 'Identifier') {
            const name = statement.declaration.name;
            const query = queryFunctions.has(name) ? name : handedOut.get(name);
            if (query) report(statement, 'default', query);
          }
        }
      },
    };
  },
};

export default { rules: { 'no-query-pass-through': noQueryPassThrough } };
