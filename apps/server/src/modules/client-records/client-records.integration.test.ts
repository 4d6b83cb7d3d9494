import { createHash, randomBytes } from 'node:crypto';
import { formulaMessages } from '@piiq/domain/colour-formulas';
import { consentMessages, DEFAULT_CONSENT_FORM_TEXT } from '@piiq/domain/consent-forms';
import { patchTestMessages } from '@piiq/domain/patch-tests';
import { phoneMessages } from '@piiq/domain/phone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import {
  createAppointment,
  createMirrorDevice,
  createMirrorSession,
  createSalonAdmin,
  createStaffMember,
  createCatalogueProduct,
  createUser,
  grantSalonAccess,
  offerBrandLineUp,
} from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

/*
 * The colour record through the API: formulas at the mirror and on the record, the patch-test
 * warning the stylist acknowledges, allergies, and the consent form's versions and signatures.
 */

const DAY = 24 * 60 * 60 * 1000;
const STROKE = [
  [100, 200],
  [180, 120],
  [260, 240],
  [340, 150],
];
const ROOTS = {
  products: [{ name: 'Koleston Perfect', shade: '6/0', amount: 30, unit: 'g' }],
  developerVolume: 20,
  developerAmount: 45,
  developerUnit: 'ml',
  appliedTo: 'Roots',
  processingMinutes: 35,
  note: 'Regrowth 2 cm',
};

const SESSION_RECORD = /* GraphQL */ `
  query SessionRecord($id: ID!) {
    mirrorSession(id: $id) {
      appointment {
        colourService
      }
      colourRecord {
        allergies {
          text
          source
        }
        lastFormula {
          summary
          hairColour {
            level
            tone
          }
          bowls {
            note
          }
        }
        formula {
          summary
          recordedBy
        }
        patchTestStanding {
          kind
          warning
        }
        consentForm {
          version
        }
        consentStanding
      }
    }
  }
`;
const RECORD_FORMULA = /* GraphQL */ `
  mutation RecordFormula($salonId: ID!, $appointmentId: ID!, $formula: ColourFormulaInput!) {
    recordColourFormula(salonId: $salonId, appointmentId: $appointmentId, formula: $formula) {
      colourFormula {
        summary
        recordedBy
      }
    }
  }
`;
const SESSION_FORMULA = /* GraphQL */ `
  mutation SessionFormula($sessionId: ID!, $formula: ColourFormulaInput!) {
    recordSessionFormula(sessionId: $sessionId, formula: $formula) {
      colourRecord {
        formula {
          summary
          recordedBy
        }
      }
    }
  }
`;
const CHOOSE_COLOUR = /* GraphQL */ `
  mutation ChooseColour($sessionId: ID!, $colourService: Boolean!, $acknowledged: Boolean) {
    chooseSessionColourService(
      sessionId: $sessionId
      colourService: $colourService
      patchTestWarningAcknowledged: $acknowledged
    ) {
      appointment {
        colourService
        patchTestAcknowledgements {
          standing
          warning
          acknowledgedBy
        }
      }
    }
  }
`;
const CLIENT_RECORD = /* GraphQL */ `
  query ClientRecord($salonId: ID!, $clientId: ID!) {
    salon(id: $salonId) {
      client(id: $clientId) {
        formulas {
          appointmentId
          summary
        }
        colourRecord {
          allergies {
            id
            text
            source
          }
          patchTests {
            id
            result
            testedBy
          }
          patchTestStanding {
            kind
            dueText
            windowMonths
          }
          consentStanding
          consents {
            formVersion
            signedOn
            photosAllowed
            reactedBefore
            signaturePath
          }
        }
      }
    }
  }
`;
const RECORD_PATCH_TEST = /* GraphQL */ `
  mutation RecordPatchTest($salonId: ID!, $clientId: ID!, $input: PatchTestInput!) {
    recordPatchTest(salonId: $salonId, clientId: $clientId, input: $input) {
      id
      result
    }
  }
`;
const ADD_ALLERGY = /* GraphQL */ `
  mutation AddAllergy($salonId: ID!, $clientId: ID!, $text: String!) {
    addClientAllergy(salonId: $salonId, clientId: $clientId, text: $text) {
      id
      text
      source
    }
  }
`;
const SAVE_FORM = /* GraphQL */ `
  mutation SaveForm($salonId: ID!, $text: String!) {
    updateConsentForm(salonId: $salonId, text: $text) {
      version
      text
      savedBy
    }
  }
`;
const SIGN_IN_PORTAL = /* GraphQL */ `
  mutation Sign($salonId: ID!, $appointmentId: ID, $input: ConsentSignatureInput!) {
    signConsent(salonId: $salonId, appointmentId: $appointmentId, input: $input) {
      consentStanding
      consentForm {
        version
      }
    }
  }
`;
const SIGN_ON_MIRROR = /* GraphQL */ `
  mutation SignOnMirror($sessionId: ID!, $input: ConsentSignatureInput!) {
    signSessionConsent(sessionId: $sessionId, input: $input) {
      colourRecord {
        consentStanding
      }
    }
  }
`;
const SET_WINDOW = /* GraphQL */ `
  mutation SetWindow($salonId: ID!, $months: Int!) {
    setPatchTestWindow(salonId: $salonId, months: $months)
  }
`;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ env: { SIGN_INS_PER_IP: '200' } });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

interface Answer<T> {
  data?: T | null;
  errors?: ReadonlyArray<{ message: string }>;
}
function dataOf<T>(answer: Answer<T>): T {
  if (!answer.data) throw new Error(`no data: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * A returning client in the mirror's chair: a visit 40 days ago (level 6 warm), and today's
 * session, joined, on a paired mirror with Maya as the stylist.
 */
async function returningClient() {
  const { user: admin, salon } = await createSalonAdmin(db());
  const adminCookie = await signInAs(test, admin.email);
  const credential = randomBytes(32).toString('base64url');
  const device = await createMirrorDevice(db(), salon.id, {
    credentialHash: createHash('sha256').update(credential).digest('hex'),
  });
  const mirror = { authorization: `Bearer ${credential}` };
  const stylist = await createStaffMember(db(), salon.id, { name: 'Maya' });
  const client = await createUser(db(), { profileRole: 'Client', name: 'Zoe Client' });
  await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
  const clientCookie = await signInAs(test, client.email);
  const earlier = await createAppointment(db(), salon.id, {
    clientId: client.id,
    staffId: stylist.id,
    createdAt: new Date(Date.now() - 40 * DAY),
    hairLevel: 6,
    hairTone: 'warm',
    hairGreyShare: 10,
  });
  const today = await createAppointment(db(), salon.id, { clientId: client.id, staffId: stylist.id });
  const session = await createMirrorSession(db(), device, today.id, { userId: client.id, joinedAt: new Date() });
  const asMirror = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
    test.gql<T>(query, variables, { headers: mirror });
  const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
    test.gql<T>(query, { salonId: salon.id, ...variables }, { cookie: adminCookie });
  return { salon, admin, client, clientCookie, earlier, today, session, asMirror, asAdmin };
}

type SessionShape = {
  mirrorSession: {
    appointment: { colourService: boolean };
    colourRecord: {
      allergies: Array<{ text: string; source: string }>;
      lastFormula: {
        summary: string;
        hairColour: { level: number; tone: string } | null;
        bowls: Array<{ note: string }>;
      } | null;
      formula: { summary: string; recordedBy: string } | null;
      patchTestStanding: { kind: string; warning: string | null };
      consentForm: { version: number };
      consentStanding: string;
    } | null;
  };
};

describe('colour formulas', () => {
  it('shows the mirror the last visit’s formula and colour, and keeps today’s by the stylist', async () => {
    const { admin, client, earlier, today, session, asMirror, asAdmin } = await returningClient();
    const recorded = await asAdmin<{ recordColourFormula: { colourFormula: { summary: string; recordedBy: string } } }>(
      RECORD_FORMULA,
      { appointmentId: earlier.id, formula: { bowls: [ROOTS] } },
    );
    expect(dataOf(recorded).recordColourFormula.colourFormula).toEqual({
      summary: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
      recordedBy: admin.email,
    });

    const seen = dataOf(await asMirror<SessionShape>(SESSION_RECORD, { id: session.id })).mirrorSession.colourRecord;
    expect(seen?.lastFormula).toEqual({
      summary: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
      hairColour: { level: 6, tone: 'warm' },
      bowls: [{ note: 'Regrowth 2 cm' }],
    });
    expect(seen?.formula).toBeNull();

    const todays = { bowls: [{ ...ROOTS, products: [{ ...ROOTS.products[0], shade: '6/3', amount: 35 }], note: '' }] };
    const saved = await asMirror<{ recordSessionFormula: SessionShape['mirrorSession'] }>(SESSION_FORMULA, {
      sessionId: session.id,
      formula: todays,
    });
    expect(dataOf(saved).recordSessionFormula.colourRecord?.formula).toEqual({
      summary: '6/3 Koleston Perfect 35 g + 20 vol (6%) 45 ml · Roots · 35 min',
      recordedBy: 'Maya',
    });

    const page = await asAdmin<{ salon: { client: { formulas: Array<{ appointmentId: string }> } } }>(CLIENT_RECORD, {
      clientId: client.id,
    });
    expect(dataOf(page).salon.client.formulas.map((formula) => formula.appointmentId)).toEqual([today.id, earlier.id]);
  });

  it('links a product to the catalogue only when the salon offers it, at the mirror and on the record', async () => {
    const { asAdmin, asMirror, earlier, today, session, salon } = await returningClient();
    const { visible, notOffered } = await offerBrandLineUp(db(), salon.id);
    const bondBuilder = await createCatalogueProduct(db(), visible.id, {
      productName: 'Bond Builder',
      productType: 'Treatment',
    });
    const elsewhere = await createCatalogueProduct(db(), notOffered.id, { productName: 'Elsewhere Treatment' });
    const products = [
      { productId: bondBuilder.id, name: 'Bond Builder', amount: 5, unit: 'ml' },
      { productId: elsewhere.id, name: 'Elsewhere Treatment', amount: 3, unit: 'ml' },
      { productId: crypto.randomUUID(), name: 'Invented', amount: 2, unit: 'g' },
    ];
    const formula = { bowls: [{ ...ROOTS, products: [...ROOTS.products, ...products] }] };
    const linked = [null, bondBuilder.id, null, null];
    const LINKS = `query Links($salonId: ID!, $id: ID!) {
      salon(id: $salonId) { appointment(id: $id) { colourFormula { bowls { products { productId } } } } }
    }`;
    type Links = {
      salon: { appointment: { colourFormula: { bowls: Array<{ products: Array<{ productId: string | null }> }> } } };
    };
    const linksOf = async (id: string) =>
      dataOf(await asAdmin<Links>(LINKS, { id })).salon.appointment.colourFormula.bowls[0]?.products.map(
        (product) => product.productId,
      );

    dataOf(await asAdmin(RECORD_FORMULA, { appointmentId: earlier.id, formula }));
    expect(await linksOf(earlier.id)).toEqual(linked);
    dataOf(await asMirror(SESSION_FORMULA, { sessionId: session.id, formula }));
    expect(await linksOf(today.id)).toEqual(linked);
  });

  it('keeps a formula saved meanwhile, at the mirror or by another admin, from a form opened before it', async () => {
    const { asAdmin, asMirror, today, session } = await returningClient();
    const SAVE = `mutation Save($salonId: ID!, $appointmentId: ID!, $formula: ColourFormulaInput!, $basedOn: DateTime) {
      recordColourFormula(salonId: $salonId, appointmentId: $appointmentId, formula: $formula, basedOn: $basedOn) {
        colourFormula { summary updatedAt }
      }
    }`;
    type Saved = { recordColourFormula: { colourFormula: { summary: string; updatedAt: string } } };
    const shade = (value: string) => ({
      bowls: [{ ...ROOTS, products: [{ ...ROOTS.products[0], shade: value }] }],
    });

    // Two forms opened on a visit with no formula: the first save wins, the second is refused.
    const first = dataOf(await asAdmin<Saved>(SAVE, { appointmentId: today.id, formula: shade('6/1'), basedOn: null }))
      .recordColourFormula.colourFormula;
    const late = await asAdmin(SAVE, { appointmentId: today.id, formula: shade('6/2'), basedOn: null });
    expect(errorCode(late)).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toBe(formulaMessages.changedMeanwhile);

    // The mirror saves while the record's form is open on the first: that form is refused in turn.
    dataOf(await asMirror(SESSION_FORMULA, { sessionId: session.id, formula: shade('6/3') }));
    const stale = await asAdmin(SAVE, { appointmentId: today.id, formula: shade('6/4'), basedOn: first.updatedAt });
    expect(errorCode(stale)).toBe('CONFLICT');

    // Opened on what is kept now, the form saves; a caller that asks no check replaces whatever is kept.
    const kept = dataOf(
      await asAdmin<{ salon: { appointment: { colourFormula: { updatedAt: string } } } }>(
        `query ($salonId: ID!, $id: ID!) { salon(id: $salonId) { appointment(id: $id) { colourFormula { updatedAt } } } }`,
        { id: today.id },
      ),
    ).salon.appointment.colourFormula;
    const current = dataOf(
      await asAdmin<Saved>(SAVE, { appointmentId: today.id, formula: shade('6/5'), basedOn: kept.updatedAt }),
    );
    expect(current.recordColourFormula.colourFormula.summary).toMatch(/^6\/5 /);
    const unchecked = dataOf(await asAdmin<Saved>(SAVE, { appointmentId: today.id, formula: shade('6/6') }));
    expect(unchecked.recordColourFormula.colourFormula.summary).toMatch(/^6\/6 /);
  });

  it('refuses a formula with a nameless product, and another salon’s appointment', async () => {
    const { asAdmin, earlier } = await returningClient();
    const nameless = await asAdmin(RECORD_FORMULA, {
      appointmentId: earlier.id,
      formula: { bowls: [{ ...ROOTS, products: [{ name: ' ', amount: 10 }] }] },
    });
    expect(errorCode(nameless)).toBe('BAD_USER_INPUT');
    expect(nameless.errors?.[0]?.message).toBe('Enter the product’s name.');

    const other = await returningClient();
    const foreign = await asAdmin(RECORD_FORMULA, { appointmentId: other.earlier.id, formula: { bowls: [ROOTS] } });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it('lets a salon’s API key read formulas, and nothing else of the colour record', async () => {
    const { asAdmin, client, earlier, salon } = await returningClient();
    await asAdmin(RECORD_FORMULA, { appointmentId: earlier.id, formula: { bowls: [ROOTS] } });
    const created = await asAdmin<{ createApiKey: { secret: string } }>(
      /* GraphQL */ `
        mutation Key($salonId: ID!) {
          createApiKey(salonId: $salonId, name: "Front desk", scope: READ) {
            secret
          }
        }
      `,
      {},
    );
    const key = { authorization: `Bearer ${dataOf(created).createApiKey.secret}` };
    const formulas = await test.gql<{ salon: { client: { formulas: Array<{ summary: string }> } } }>(
      /* GraphQL */ `
        query Formulas($salonId: ID!, $clientId: ID!) {
          salon(id: $salonId) {
            client(id: $clientId) {
              formulas {
                summary
              }
            }
          }
        }
      `,
      { salonId: salon.id, clientId: client.id },
      { headers: key },
    );
    expect(dataOf(formulas).salon.client.formulas).toHaveLength(1);
    const record = await test.gql(CLIENT_RECORD, { salonId: salon.id, clientId: client.id }, { headers: key });
    expect(errorCode(record)).toBe('FORBIDDEN');
  });
});

describe('the patch-test warning before a colour service', () => {
  it('refuses the colour service until the stylist acknowledges the warning, and keeps what they acknowledged', async () => {
    const { session, asMirror } = await returningClient();
    const refused = await asMirror(CHOOSE_COLOUR, { sessionId: session.id, colourService: true });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/^No patch test is on record\./);

    type Chosen = {
      chooseSessionColourService: {
        appointment: {
          colourService: boolean;
          patchTestAcknowledgements: Array<{ standing: string; warning: string; acknowledgedBy: string }>;
        };
      };
    };
    // The mirror's own read of the appointment has no admin scope: the record reads the acknowledgements.
    const chosen = await asMirror<Chosen>(CHOOSE_COLOUR.replace(/patchTestAcknowledgements \{[^}]*\}/, ''), {
      sessionId: session.id,
      colourService: true,
      acknowledged: true,
    });
    expect(dataOf(chosen).chooseSessionColourService.appointment.colourService).toBe(true);
  });

  it('records the acknowledgement on the appointment for the salon’s admins', async () => {
    const { session, asMirror, asAdmin, today } = await returningClient();
    await asMirror(CHOOSE_COLOUR.replace(/patchTestAcknowledgements \{[^}]*\}/, ''), {
      sessionId: session.id,
      colourService: true,
      acknowledged: true,
    });
    const record = await asAdmin<{
      salon: {
        appointment: {
          colourService: boolean;
          patchTestAcknowledgements: Array<{ standing: string; acknowledgedBy: string; warning: string }>;
        };
      };
    }>(
      /* GraphQL */ `
        query Appointment($salonId: ID!, $id: ID!) {
          salon(id: $salonId) {
            appointment(id: $id) {
              colourService
              patchTestAcknowledgements {
                standing
                warning
                acknowledgedBy
              }
            }
          }
        }
      `,
      { id: today.id },
    );
    expect(dataOf(record).salon.appointment).toEqual({
      colourService: true,
      patchTestAcknowledgements: [
        { standing: 'none', acknowledgedBy: 'Maya', warning: expect.stringMatching(/^No patch test is on record\./) },
      ],
    });
  });

  it('asks nothing with a clear test read in the window, and warns again once the salon narrows its window', async () => {
    const { salon, client, session, asMirror, asAdmin } = await returningClient();
    const put = new Date(Date.now() - 70 * DAY);
    const recorded = await asAdmin(RECORD_PATCH_TEST, {
      clientId: client.id,
      input: { testedAt: put.toISOString(), products: 'Koleston Perfect 6/0', result: 'negative', testedBy: 'Maya' },
    });
    expect(recorded.errors).toBeUndefined();
    const standing = async () =>
      dataOf(await asMirror<SessionShape>(SESSION_RECORD, { id: session.id })).mirrorSession.colourRecord
        ?.patchTestStanding;
    expect(await standing()).toEqual({ kind: 'valid', warning: null });

    expect(dataOf(await asAdmin<{ setPatchTestWindow: number }>(SET_WINDOW, { months: 2 })).setPatchTestWindow).toBe(2);
    expect((await standing())?.kind).toBe('expired');
    const badWindow = await asAdmin(SET_WINDOW, { months: 0 });
    expect(badWindow.errors?.[0]?.message).toBe(patchTestMessages.windowInvalid);

    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'salon-admin.patch-test-record'));
    expect(entry).toMatchObject({ salonId: salon.id, subjectId: client.id });
  });

  it('refuses a test put on in the future, and a test for someone who is not the salon’s client', async () => {
    const { client, asAdmin } = await returningClient();
    const future = await asAdmin(RECORD_PATCH_TEST, {
      clientId: client.id,
      input: {
        testedAt: new Date(Date.now() + DAY).toISOString(),
        products: 'X',
        result: 'negative',
        testedBy: 'Maya',
      },
    });
    expect(future.errors?.[0]?.message).toBe(patchTestMessages.testedAtFuture);
    const stranger = await createUser(db(), { profileRole: 'Client' });
    const notOurs = await asAdmin(RECORD_PATCH_TEST, {
      clientId: stranger.id,
      input: { testedAt: new Date().toISOString(), products: 'X', result: 'negative', testedBy: 'Maya' },
    });
    expect(errorCode(notOurs)).toBe('NOT_FOUND');
  });
});

describe('allergies', () => {
  it('shows the mirror the salon’s and the client’s own entries; a client removes only their own', async () => {
    const { salon, client, clientCookie, session, asMirror, asAdmin } = await returningClient();
    const salonEntry = dataOf(
      await asAdmin<{ addClientAllergy: { id: string } }>(ADD_ALLERGY, {
        clientId: client.id,
        text: 'Ammonia: itchy scalp',
      }),
    ).addClientAllergy;
    const own = await test.gql<{ addMyAllergy: { id: string; source: string } }>(
      /* GraphQL */ `
        mutation Mine($salonId: ID!, $text: String!) {
          addMyAllergy(salonId: $salonId, text: $text) {
            id
            source
          }
        }
      `,
      { salonId: salon.id, text: 'PPD' },
      { cookie: clientCookie },
    );
    expect(dataOf(own).addMyAllergy.source).toBe('client');
    const seen = dataOf(await asMirror<SessionShape>(SESSION_RECORD, { id: session.id })).mirrorSession.colourRecord;
    expect(seen?.allergies).toEqual([
      { text: 'Ammonia: itchy scalp', source: 'salon' },
      { text: 'PPD', source: 'client' },
    ]);
    const REMOVE_MINE = /* GraphQL */ `
      mutation RemoveMine($salonId: ID!, $id: ID!) {
        removeMyAllergy(salonId: $salonId, id: $id) {
          id
        }
      }
    `;
    const salonsOwn = await test.gql(REMOVE_MINE, { salonId: salon.id, id: salonEntry.id }, { cookie: clientCookie });
    expect(errorCode(salonsOwn)).toBe('NOT_FOUND');
    const mine = await test.gql(
      REMOVE_MINE,
      { salonId: salon.id, id: dataOf(own).addMyAllergy.id },
      { cookie: clientCookie },
    );
    expect(mine.errors).toBeUndefined();
  });

  it('refuses an empty entry with the form’s words', async () => {
    const { client, asAdmin } = await returningClient();
    const empty = await asAdmin(ADD_ALLERGY, { clientId: client.id, text: '  ' });
    expect(empty.errors?.[0]?.message).toBe('Enter the allergy or sensitivity.');
  });
});

describe('the client’s phone', () => {
  const SET_PHONE = /* GraphQL */ `
    mutation SetPhone($salonId: ID!, $clientId: ID!, $phone: PhoneInput!) {
      setClientPhone(salonId: $salonId, clientId: $clientId, phone: $phone)
    }
  `;
  it('keeps one number, set by the salon with the signup’s rules or by the client in the portal', async () => {
    const { client, clientCookie, asAdmin } = await returningClient();
    const set = await asAdmin<{ setClientPhone: string }>(SET_PHONE, {
      clientId: client.id,
      phone: { country: 'NZ', number: '021 123 4567' },
    });
    expect(dataOf(set).setClientPhone).toBe('+64211234567');
    const wrong = await asAdmin(SET_PHONE, { clientId: client.id, phone: { country: 'AU', number: '123' } });
    expect(wrong.errors?.[0]?.message).toBe(phoneMessages.invalid);

    const own = await test.gql<{ updateUser: { phone: string | null } }>(
      /* GraphQL */ `
        mutation Mine($id: ID!, $input: UpdateUserInput!) {
          updateUser(id: $id, input: $input) {
            phone
          }
        }
      `,
      { id: client.id, input: { phone: { country: 'AU', number: '0412 345 678' } } },
      { cookie: clientCookie },
    );
    expect(dataOf(own).updateUser.phone).toBe('+61412345678');
    const page = await asAdmin<{ salon: { client: { colourRecord: { phone: string | null } } } }>(
      /* GraphQL */ `
        query Phone($salonId: ID!, $clientId: ID!) {
          salon(id: $salonId) {
            client(id: $clientId) {
              colourRecord {
                phone
              }
            }
          }
        }
      `,
      { clientId: client.id },
    );
    expect(dataOf(page).salon.client.colourRecord.phone).toBe('+61412345678');
    const cleared = await asAdmin<{ setClientPhone: string | null }>(SET_PHONE, {
      clientId: client.id,
      phone: { country: 'AU', number: '' },
    });
    expect(dataOf(cleared).setClientPhone).toBeNull();
  });
});

describe('consent', () => {
  it('versions the salon’s form: a changed text is a new version, the same text is not', async () => {
    const { asAdmin, admin } = await returningClient();
    const first = dataOf(
      await asAdmin<{ salon: { consentForm: { version: number; text: string } } }>(
        /* GraphQL */ `
          query Form($salonId: ID!) {
            salon(id: $salonId) {
              consentForm {
                version
                text
              }
            }
          }
        `,
        {},
      ),
    ).salon.consentForm;
    expect(first).toEqual({ version: 1, text: DEFAULT_CONSENT_FORM_TEXT });
    const saved = dataOf(
      await asAdmin<{ updateConsentForm: { version: number } }>(SAVE_FORM, { text: 'Our own form.' }),
    );
    expect(saved.updateConsentForm).toEqual({ version: 2, text: 'Our own form.', savedBy: admin.email });
    const again = dataOf(
      await asAdmin<{ updateConsentForm: { version: number } }>(SAVE_FORM, { text: 'Our own form.' }),
    );
    expect(again.updateConsentForm.version).toBe(2);
  });

  it('keeps a signature from the portal and the mirror, and asks again after the form changes', async () => {
    const { salon, client, clientCookie, today, session, asMirror, asAdmin } = await returningClient();
    const signed = await test.gql<{ signConsent: { consentStanding: string } }>(
      SIGN_IN_PORTAL,
      {
        salonId: salon.id,
        appointmentId: today.id,
        input: { formVersion: 1, signature: [STROKE], photosAllowed: true, reactedBefore: true },
      },
      { cookie: clientCookie },
    );
    expect(dataOf(signed).signConsent.consentStanding).toBe('signed');
    const onRecord = await asAdmin<{
      salon: { appointment: { clientConsent: { standing: string; latest: { signedOn: string } | null } | null } };
    }>(
      /* GraphQL */ `
        query Consent($salonId: ID!, $id: ID!) {
          salon(id: $salonId) {
            appointment(id: $id) {
              clientConsent {
                standing
                latest {
                  signedOn
                }
              }
            }
          }
        }
      `,
      { id: today.id },
    );
    expect(dataOf(onRecord).salon.appointment.clientConsent).toEqual({
      standing: 'signed',
      latest: { signedOn: 'portal' },
    });

    await asAdmin(SAVE_FORM, { text: 'A new form.' });
    const stale = await test.gql(
      SIGN_IN_PORTAL,
      { salonId: salon.id, input: { formVersion: 1, signature: [STROKE], photosAllowed: true, reactedBefore: false } },
      { cookie: clientCookie },
    );
    expect(stale.errors?.[0]?.message).toBe(consentMessages.versionChanged);
    const seen = dataOf(await asMirror<SessionShape>(SESSION_RECORD, { id: session.id })).mirrorSession.colourRecord;
    expect(seen?.consentStanding).toBe('older');
    const onMirror = await asMirror<{ signSessionConsent: { colourRecord: { consentStanding: string } } }>(
      SIGN_ON_MIRROR,
      {
        sessionId: session.id,
        input: { formVersion: 2, signature: [STROKE], photosAllowed: false, reactedBefore: false },
      },
    );
    expect(dataOf(onMirror).signSessionConsent.colourRecord.consentStanding).toBe('signed');

    const page = await asAdmin<{
      salon: {
        client: {
          colourRecord: {
            consents: Array<{
              formVersion: number;
              signedOn: string;
              photosAllowed: boolean;
              reactedBefore: boolean | null;
              signaturePath: string;
            }>;
          };
        };
      };
    }>(CLIENT_RECORD, { clientId: client.id });
    expect(dataOf(page).salon.client.colourRecord.consents).toEqual([
      {
        formVersion: 2,
        signedOn: 'mirror',
        photosAllowed: false,
        reactedBefore: false,
        signaturePath: 'M100 200 L180 120 L260 240 L340 150',
      },
      {
        formVersion: 1,
        signedOn: 'portal',
        photosAllowed: true,
        reactedBefore: true,
        signaturePath: 'M100 200 L180 120 L260 240 L340 150',
      },
    ]);
  });

  it('refuses a tap for a signature, and a client of another salon', async () => {
    const { salon, clientCookie } = await returningClient();
    const tap = await test.gql(
      SIGN_IN_PORTAL,
      {
        salonId: salon.id,
        input: { formVersion: 1, signature: [[[5, 5]]], photosAllowed: true, reactedBefore: false },
      },
      { cookie: clientCookie },
    );
    expect(tap.errors?.[0]?.message).toBe(consentMessages.signatureRequired);
    const other = await returningClient();
    const foreign = await test.gql(
      SIGN_IN_PORTAL,
      {
        salonId: other.salon.id,
        input: { formVersion: 1, signature: [STROKE], photosAllowed: true, reactedBefore: false },
      },
      { cookie: clientCookie },
    );
    expect(errorCode(foreign)).toBe('FORBIDDEN');
  });
});

describe('deleting a client’s record', () => {
  it('removes formulas, tests, acknowledgements, allergies and consents at the salon alone, and the audit log says what and by whom', async () => {
    const { salon, admin, client, clientCookie, earlier, session, asMirror, asAdmin } = await returningClient();
    await asAdmin(RECORD_FORMULA, { appointmentId: earlier.id, formula: { bowls: [ROOTS] } });
    await asAdmin(RECORD_PATCH_TEST, {
      clientId: client.id,
      input: {
        testedAt: new Date(Date.now() - 3 * DAY).toISOString(),
        products: 'X',
        result: 'positive',
        testedBy: 'Maya',
      },
    });
    await asAdmin(ADD_ALLERGY, { clientId: client.id, text: 'PPD' });
    await asMirror(CHOOSE_COLOUR.replace(/patchTestAcknowledgements \{[^}]*\}/, ''), {
      sessionId: session.id,
      colourService: true,
      acknowledged: true,
    });
    await test.gql(
      SIGN_IN_PORTAL,
      { salonId: salon.id, input: { formVersion: 1, signature: [STROKE], photosAllowed: true, reactedBefore: false } },
      { cookie: clientCookie },
    );
    // The same person's record at another salon stays whole.
    const other = await returningClient();
    await grantSalonAccess(db(), client.id, other.salon.id, { salonClient: true });
    const elsewhere = await createAppointment(db(), other.salon.id, { clientId: client.id });
    await other.asAdmin(RECORD_FORMULA, { appointmentId: elsewhere.id, formula: { bowls: [ROOTS] } });

    const deleted = await asAdmin<{ deleteClientRecord: { formulas: unknown[]; colourRecord: unknown } }>(
      /* GraphQL */ `
        mutation Delete($salonId: ID!, $clientId: ID!) {
          deleteClientRecord(salonId: $salonId, clientId: $clientId) {
            formulas {
              summary
            }
            colourRecord {
              allergies {
                id
              }
              patchTests {
                id
              }
              consents {
                id
              }
            }
          }
        }
      `,
      { clientId: client.id },
    );
    expect(dataOf(deleted).deleteClientRecord).toEqual({
      formulas: [],
      colourRecord: { allergies: [], patchTests: [], consents: [] },
    });
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'salon-admin.client-record-delete'));
    expect(entry).toMatchObject({
      actorEmail: admin.email,
      salonId: salon.id,
      subjectId: client.id,
      before: { photos: 0, formulas: 1, patchTests: 1, acknowledgements: 1, allergies: 1, consents: 1 },
    });
    const theirs = await other.asAdmin<{ salon: { client: { formulas: unknown[] } } }>(CLIENT_RECORD, {
      clientId: client.id,
    });
    expect(dataOf(theirs).salon.client.formulas).toHaveLength(1);
  });
});
