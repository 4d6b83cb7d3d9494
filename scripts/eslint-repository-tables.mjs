import path from 'node:path';

/*
 * The server's repositories, by module: modules/<m>/<m>.repository.ts belongs to module m, and the
 * outbox's repository to jobs/. Paths are matched with forward slashes, whatever the platform.
 */
const moduleRepository = /\/apps\/server\/src\/modules\/([^/]+)\/[^/]+\.repository\.ts$/;
const jobsRepository = /\/apps\/server\/src\/jobs\/[^/]+\.repository\.ts$/;
const schemaFile = /\/apps\/server\/src\/db\/schema\/([^/]+)$/;

function repositoryModule(filename) {
  if (jobsRepository.test(filename)) return 'jobs';
  return moduleRepository.exec(filename)?.[1] ?? null;
}

/**
 * A repository touches only its own module's tables (docs/architecture.md: a module reads another
 * module's tables only through that module's service or repository). The owners are one map,
 * module -> table group files, given as the rule's option in eslint.config.js: a table group
 * without an owner is refused too, so every new group gets one. Written as a rule of its own
 * rather than no-restricted-imports, which a later block would replace instead of add to, and
 * because a relative import has to be resolved against the importing file.
 */
const ownTablesOnly = {
  meta: {
    type: 'problem',
    docs: { description: "a *.repository.ts imports only its own module's tables (db/schema files)" },
    schema: [
      {
        type: 'object',
        properties: { owners: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        required: ['owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      otherModule:
        'the {{module}} repository may not import db/schema/{{file}}, the tables of {{owner}}: call the {{owner}} repository from the service (inside its transaction when it writes).',
      noOwner:
        'db/schema/{{file}} has no owning module: add it to the owners of repository-tables/own-tables-only in eslint.config.js.',
    },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const module = repositoryModule(filename);
    if (!module) return {};
    const ownerOf = new Map();
    for (const [owner, files] of Object.entries(context.options[0]?.owners ?? {})) {
      for (const file of files) ownerOf.set(file, owner);
    }

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const file = schemaFile.exec(path.posix.join(path.posix.dirname(filename), source))?.[1];
      if (!file) return;
      const owner = ownerOf.get(file);
      if (!owner) context.report({ node: node.source, messageId: 'noOwner', data: { file } });
      else if (owner !== module)
        context.report({ node: node.source, messageId: 'otherModule', data: { module, file, owner } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const repositoryTablesPlugin = { rules: { 'own-tables-only': ownTablesOnly } };
