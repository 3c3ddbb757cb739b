/**
 * ESLint rule: a web feature (apps/web/src/features/<name>/) imports ui/, lib/ and its own files,
 * never another feature's. What two features share moves to ui/ or lib/ (issue 36, docs/0082).
 * Relative imports only: the web has no path aliases.
 */
import path from 'node:path';

const featureOf = (featuresDir, file) => {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
};

export default {
  rules: {
    'no-cross-feature': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, additionalProperties: false }],
        messages: {
          crossing:
            "The feature '{{from}}' imports from the feature '{{to}}': features import ui/ and lib/ only; move what they share there (docs/0082).",
        },
      },
      create(context) {
        const featuresDir = path.resolve(context.cwd, context.options[0]?.featuresDir ?? 'apps/web/src/features');
        const file = context.filename;
        const from = featureOf(featuresDir, file);
        if (!from) return {};
        const check = (node, spec) => {
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const to = featureOf(featuresDir, path.resolve(path.dirname(file), spec));
          if (to && to !== from) context.report({ node, messageId: 'crossing', data: { from, to } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
