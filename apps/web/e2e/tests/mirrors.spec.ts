import { normaliseTypedCode } from '@piiq/domain/mirror-pairing';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, graphqlCall, salonIdByName, test } from '../support/test.ts';

const PAIR_MIRROR =
  'mutation ($code: String!, $name: String) { pairMirror(code: $code, name: $name) { credential device { id } } }';

test.describe('mirrors in Settings', () => {
  test('pair a mirror shows a code; the mirror that types it appears in the list, is renamed and unpaired', async ({
    ownerPage: page,
    request,
  }) => {
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    const mirrors = new MirrorsSection(page);
    await mirrors.goto(salonId);

    await mirrors.pairMirror.click();
    await expect(mirrors.code).toHaveText(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await expect(mirrors.countdown).toBeVisible();
    const shown = await mirrors.code.textContent();
    await expectNoSeriousAxeViolations(page, 'the Mirrors section showing a pairing code');

    // The mirror: a caller of its own, with no session, typing the code as shown.
    const { pairMirror } = await graphqlCall<{ pairMirror: { credential: string } }>(request, PAIR_MIRROR, {
      code: shown ?? '',
      name: 'E2E chair',
    });
    expect(pairMirror.credential.length).toBeGreaterThan(40);
    await expect(mirrors.paired).toBeVisible();
    await expect(mirrors.row('E2E chair')).toBeVisible();

    // The same code a second time is refused.
    await expect(graphqlCall(request, PAIR_MIRROR, { code: normaliseTypedCode(shown ?? '') })).rejects.toThrow(
      /not valid or has expired/,
    );

    await mirrors.rename('E2E chair').click();
    const rename = mirrors.dialog('Rename E2E chair');
    await rename.getByLabel('Name').fill('E2E window seat');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(mirrors.row('E2E window seat')).toBeVisible();

    await mirrors.unpair('E2E window seat').click();
    await mirrors.dialog('Unpair E2E window seat?').getByRole('button', { name: 'Unpair' }).click();
    await expect(mirrors.row('E2E window seat')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
