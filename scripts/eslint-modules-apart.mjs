import path from 'node:path';
import { resolvedTarget } from './eslint-features-apart.mjs';

/* A server module is a folder of apps/server/src/modules; paths are matched with forward slashes. */
const moduleFile = /\/apps\/server\/src\/modules\/([^/]+)\/([^/]+)$/;
const moduleTarget = /\/apps\/server\/src\/modules\/([^/]+)\/(.+)$/;

/**
 * A module reaches another through its service, or reads through its read slice, `<name>.reads.ts`:
 * the read-only part of its repository, as a type (docs/decisions/035). Writing another module's
 * rows through its repository is refused, so each table changes only by its own module's rules;
 * signup's orchestration (docs/decisions/014) is the one exception, and a test may assemble a
 * service from repositories. A GraphQL file may use another module's GraphQL types. Any other file
 * of a module is its own business: a capability several modules need lives in ports/
 * (docs/decisions/016). Written as a rule of its own, not no-restricted-imports, because a relative
 * import has to be resolved against the importing file to know which module it reaches, and so it
 * adds to the layer rules on these files.
 */
const modulesApart = {
  meta: {
    type: 'problem',
    docs: { description: "a server module imports only another module's service, read slice or GraphQL types" },
    schema: [],
    messages: {
      internals:
        "modules/{{from}} may not import modules/{{to}}/{{file}}: use that module's service or its read slice ({{to}}.reads.ts), or move a capability several modules share to ports/.",
      writingRepository:
        "modules/{{from}} may not import modules/{{to}}/{{file}}, a repository that writes: ask the {{to}} service for the change, or read through {{to}}.reads.ts (only signup's orchestration, decision 014, writes through other modules' repositories).",
      graphqlOutsideGraphql:
        "only a *.graphql.ts file may import another module's GraphQL types (modules/{{to}}/{{file}}).",
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const own = moduleFile.exec(filename);
    if (!own) return {};
    const [, ownModule, ownFile] = own;
    // Registering a salon writes six modules' rows in one transaction (docs/decisions/014).
    const signupOrchestration = ownModule === 'signup' && ownFile === 'signup.service.ts';

    function check(node) {
      const target = resolvedTarget(filename, node.source?.value);
      const match = target === null ? null : moduleTarget.exec(target);
      if (!match) return;
      const [, module, file] = match;
      if (module === ownModule) return;
      const data = { from: ownModule, to: module, file };
      if (file === `${module}.service.ts` || file === `${module}.reads.ts`) return;
      if (file.endsWith('.repository.ts')) {
        if (!(signupOrchestration || ownFile.endsWith('.test.ts')))
          context.report({ node: node.source, messageId: 'writingRepository', data });
        return;
      }
      if (file === `${module}.graphql.ts`) {
        if (!ownFile.endsWith('.graphql.ts'))
          context.report({ node: node.source, messageId: 'graphqlOutsideGraphql', data });
        return;
      }
      context.report({ node: node.source, messageId: 'internals', data });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const modulesApartPlugin = { rules: { 'modules-apart': modulesApart } };
