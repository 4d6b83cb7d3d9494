import path from 'node:path';

/*
 * The web app's folders, by role: a feature is one screen family, shared code (components, lib, the
 * theme, the tests' helpers) serves several, and app/ composes them. Paths are matched with forward
 * slashes, whatever the platform.
 */
const featureFile = /\/apps\/web\/src\/features\/([^/]+)\//;
const featureTarget = /\/apps\/web\/src\/features\/([^/]+)(?:\/(.*))?$/;
const sharedFile = /\/apps\/web\/src\/(components|lib|test|theme)\//;
const appTarget = /\/apps\/web\/src\/app(?:\/|$)/;

/** Where a relative import points, or null when it names a package. */
export function resolvedTarget(filename, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  return path.posix.join(path.dirname(filename.split(path.sep).join('/')), source);
}

/**
 * Features never import each other: what two features need is shared code, and app/ composes them
 * (docs/architecture.md). The one door between features is a feature's urls.ts, its typed addresses, so a
 * page can link to another without writing its path by hand. Shared code imports no feature at all, and
 * neither features nor shared code import app/: imports flow shared -> features -> app (decision 069).
 * Written as a rule of its own rather than no-restricted-imports because a relative import has to be
 * resolved against the importing file to know which feature it reaches.
 */
const featuresApart = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'a feature imports no other feature (but its urls.ts); shared web code imports no feature; neither imports app/',
    },
    schema: [],
    messages: {
      otherFeature:
        "features/{{from}} may not import features/{{to}}: move what both need to components/ (or src/test/ for test helpers), or let app/ compose them. Only a feature's urls.ts is open to others.",
      sharedImportsFeature:
        'shared code ({{from}}/) imports no feature (features/{{to}}): imports flow shared -> features -> app.',
      importsApp:
        '{{from}} may not import app/ ({{file}}): app/ composes features and shared code, so what both need (the theme, say) lives in shared code (theme/, components/, lib/).',
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const ownFeature = featureFile.exec(filename)?.[1];
    const sharedFolder = ownFeature ? undefined : sharedFile.exec(filename)?.[1];
    if (!ownFeature && !sharedFolder) return {};

    function check(node) {
      const target = resolvedTarget(filename, node.source?.value);
      if (target !== null && appTarget.test(target)) {
        const from = ownFeature ? `features/${ownFeature}` : `shared code (${sharedFolder}/)`;
        const file = target.slice(target.search(appTarget) + '/apps/web/src/'.length);
        context.report({ node: node.source, messageId: 'importsApp', data: { from, file } });
        return;
      }
      const match = target === null ? null : featureTarget.exec(target);
      if (!match) return;
      const [, feature, rest] = match;
      if (sharedFolder) {
        context.report({
          node: node.source,
          messageId: 'sharedImportsFeature',
          data: { from: sharedFolder, to: feature },
        });
      } else if (feature !== ownFeature && rest !== 'urls.ts') {
        context.report({ node: node.source, messageId: 'otherFeature', data: { from: ownFeature, to: feature } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webBoundariesPlugin = { rules: { 'features-apart': featuresApart } };
