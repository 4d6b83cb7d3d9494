import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)),
});

/** What the repository's ESLint config says of the given source in the named file, for this rule only. */
async function featureMessages(file, source) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result.messages
    .filter((message) => message.ruleId === 'web-boundaries/features-apart')
    .map((message) => message.message);
}

const importing = (specifier) => `import { value } from '${specifier}';\nexport const copy = value;\n`;

describe('the features-apart rule of npm run lint', () => {
  it.each([
    [
      'apps/web/src/features/settings/retail-tab.tsx',
      '../onboarding/onboarding-operations.ts',
      'settings',
      'onboarding',
    ],
    [
      'apps/web/src/features/onboarding/retail-step.tsx',
      '../../features/settings/retail-operations.ts',
      'onboarding',
      'settings',
    ],
    ['apps/web/src/features/signup/signup-page.test.tsx', '../auth/session-gate.tsx', 'signup', 'auth'],
  ])('refuses %s importing %s', async (file, source, from, to) => {
    expect(await featureMessages(file, importing(source))).toEqual([
      expect.stringContaining(`features/${from} may not import features/${to}`),
    ]);
  });

  it('sees re-exports and lazy imports too', async () => {
    const source =
      "export { value } from '../auth/session-gate.tsx';\nexport * from '../salons/salon-list-redirect.ts';\nexport const page = () => import('../portal/portal-page.tsx');\n";
    expect(await featureMessages('apps/web/src/features/dashboard/dashboard-page.tsx', source)).toHaveLength(3);
  });

  it('refuses shared code importing a feature, its urls.ts included', async () => {
    expect(
      await featureMessages('apps/web/src/components/top-bar.tsx', importing('../features/salons/urls.ts')),
    ).toEqual([expect.stringContaining('shared code (components/) imports no feature (features/salons)')]);
    expect(
      await featureMessages('apps/web/src/test/test-utils.tsx', importing('../features/auth/auth-operations.ts')),
    ).toHaveLength(1);
  });

  it.each([
    [
      'apps/web/src/features/mirror/mirror-page.tsx',
      '../../app/theme.ts',
      'features/mirror may not import app/ (app/theme.ts)',
    ],
    [
      'apps/web/src/features/developers/code-block.tsx',
      '../../app/layouts/admin-layout.tsx',
      'features/developers may not import app/ (app/layouts/admin-layout.tsx)',
    ],
    ['apps/web/src/components/top-bar.tsx', '../app/router.tsx', 'shared code (components/) may not import app/'],
    ['apps/web/src/theme/theme.ts', '../app/query-client.ts', 'shared code (theme/) may not import app/'],
  ])('refuses %s importing %s, of the app layer', async (file, source, message) => {
    expect(await featureMessages(file, importing(source))).toEqual([expect.stringContaining(message)]);
  });

  it('refuses shared code in theme/ importing a feature', async () => {
    expect(await featureMessages('apps/web/src/theme/theme.ts', importing('../features/mirror/urls.ts'))).toEqual([
      expect.stringContaining('shared code (theme/) imports no feature (features/mirror)'),
    ]);
  });

  it.each([
    ['apps/web/src/features/mirror/mirror-page.tsx', '../../theme/theme.ts'],
    ['apps/web/src/app/app.tsx', '../theme/theme.ts'],
    ['apps/web/src/app/layouts/menu-drawer.tsx', '../../theme/theme.ts'],
    ['apps/web/src/developers-main.tsx', './theme/theme.ts'],
    ['apps/web/src/features/onboarding/complete-step.tsx', '../products/urls.ts'],
    ['apps/web/src/features/onboarding/complete-step.tsx', './urls.ts'],
    ['apps/web/src/features/settings/retail-settings-form.tsx', '../../components/brand-visibility-picker.tsx'],
    ['apps/web/src/features/signup/signup-page.test.tsx', '../../test/test-utils.tsx'],
    ['apps/web/src/app/router.tsx', '../features/settings/settings-page.tsx'],
    ['apps/web/src/features/settings/settings-page.tsx', '@piiq/domain/salon-settings'],
  ])('lets %s import %s', async (file, source) => {
    expect(await featureMessages(file, importing(source))).toEqual([]);
  });
});
