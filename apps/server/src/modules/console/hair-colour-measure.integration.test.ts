import { createHash, randomBytes } from 'node:crypto';
import {
  confidenceBand,
  CONFIDENCE_BANDS,
  HAIR_TONES,
  tallyAgreement,
  type AgreementTally,
  type HairTone,
} from '@piiq/domain/hair-colour';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hairColourConfirmations } from '../../db/schema/hair-colour-confirmations.ts';
import {
  createAppointment,
  createMirrorDevice,
  createSalonAdmin,
  createStaffMember,
  createUser,
} from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const TALLY = 'readings levelWithinOne toneAgreed greyWithinTen';
const FIGURES = /* GraphQL */ `
  query HairColourMeasureFigures {
    hairColourMeasureFigures {
      summary { salons ${TALLY} }
      byMonth { month measureVersion ${TALLY} }
      byConfidenceBand { band ${TALLY} }
    }
  }
`;
const CREATE_SESSION = /* GraphQL */ `
  mutation CreateMirrorSession($staffId: ID!) {
    createMirrorSession(staffId: $staffId) {
      id
    }
  }
`;
const ANALYSE = /* GraphQL */ `
  mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) {
    recordHairAnalysis(sessionId: $sessionId, input: $input) {
      id
    }
  }
`;

interface Figures {
  hairColourMeasureFigures: {
    summary: AgreementTally & { salons: number };
    byMonth: Array<AgreementTally & { month: string; measureVersion: string }>;
    byConfidenceBand: Array<AgreementTally & { band: string }>;
  };
}

const NO_READINGS = { readings: 0, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 0 };

let test: TestServer;
let provider: string;
beforeAll(async () => {
  test = await startTestServer();
  const staff = await createUser(test.server.database.db, { isProviderStaff: true });
  provider = await signInAs(test, staff.email);
});
afterAll(() => test.close());
const db = () => test.server.database.db;

async function figures() {
  const response = await test.gql<Figures>(FIGURES, {}, { cookie: provider });
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no figures');
  return response.data.hairColourMeasureFigures;
}

/** A salon's mirror saving an analysis with the measure's suggestion beside the confirmed colour. */
async function salonMirror() {
  const { salon } = await createSalonAdmin(db());
  const credential = randomBytes(32).toString('base64url');
  await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
  const headers = { authorization: `Bearer ${credential}` };
  const stylist = await createStaffMember(db(), salon.id);
  return {
    salon,
    async confirm(
      suggested: { level: number; tone: HairTone; greyShare: number; confidence: number },
      confirmed: { level: number; tone: HairTone; greyShare: number },
    ) {
      const created = await test.gql<{ createMirrorSession: { id: string } }>(
        CREATE_SESSION,
        { staffId: stylist.id },
        { headers },
      );
      const sessionId = created.data?.createMirrorSession.id;
      const input = {
        scalpConcerns: [],
        hairColour: confirmed,
        hairColourSuggestion: { ...suggested, measureVersion: 'measure-2026-11-29' },
      };
      const saved = await test.gql(ANALYSE, { sessionId, input }, { headers });
      expect(saved.errors).toBeUndefined();
    },
  };
}

describe('the console’s figures of the hair-colour measure', () => {
  it('is for the provider’s staff alone', async () => {
    const { user } = await createSalonAdmin(db());
    expect(errorCode(await test.gql(FIGURES, {}, { cookie: await signInAs(test, user.email) }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(FIGURES, {}))).toBe('UNAUTHENTICATED');
  });

  it('shows no readings before any, every band still listed', async () => {
    expect(await figures()).toEqual({
      summary: { ...NO_READINGS, salons: 0 },
      byMonth: [],
      byConfidenceBand: CONFIDENCE_BANDS.map((band) => ({ band, ...NO_READINGS })),
    });
  });

  it('counts the mirrors’ confirmations across salons: in all, by month and version, and by confidence band', async () => {
    const glow = await salonMirror();
    const shine = await salonMirror();
    // Confirmed as suggested: agrees on all three.
    await glow.confirm(
      { level: 6.2, tone: 'warm', greyShare: 10, confidence: 0.9 },
      { level: 6, tone: 'warm', greyShare: 10 },
    );
    // A rough guess the stylist corrected: level off by 1.4, tone changed, grey within 10.
    await glow.confirm(
      { level: 4.6, tone: 'cool', greyShare: 20, confidence: 0.6 },
      { level: 6, tone: 'neutral', greyShare: 30 },
    );
    // Unsure and entered by hand: level within one, tone agrees, grey off by 25.
    await shine.confirm(
      { level: 7.9, tone: 'neutral', greyShare: 0, confidence: 0.2 },
      { level: 7, tone: 'neutral', greyShare: 25 },
    );

    const month = new Date().toISOString().slice(0, 7);
    const shown = await figures();
    expect(shown.summary).toEqual({ readings: 3, salons: 2, levelWithinOne: 2, toneAgreed: 2, greyWithinTen: 2 });
    expect(shown.byMonth).toEqual([
      { month, measureVersion: 'measure-2026-11-29', readings: 3, levelWithinOne: 2, toneAgreed: 2, greyWithinTen: 2 },
    ]);
    expect(shown.byConfidenceBand).toEqual([
      { band: 'confident', readings: 1, levelWithinOne: 1, toneAgreed: 1, greyWithinTen: 1 },
      { band: 'rough', readings: 1, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 1 },
      { band: 'unsure', readings: 1, levelWithinOne: 1, toneAgreed: 1, greyWithinTen: 0 },
    ]);
  });

  it('counts as the domain does, to the edges of each rule and band, newest UTC month first', async () => {
    const { salon } = await createSalonAdmin(db());
    const pairArb = fc.record({
      suggested: fc.record({
        // Whole and tenths both, so levels exactly one apart are among them.
        level: fc.oneof(
          fc.integer({ min: 1, max: 10 }),
          fc.integer({ min: 10, max: 100 }).map((tenths) => tenths / 10),
        ),
        tone: fc.constantFrom(...HAIR_TONES),
        greyShare: fc.integer({ min: 0, max: 100 }),
      }),
      confirmed: fc.record({
        level: fc.integer({ min: 1, max: 10 }),
        tone: fc.constantFrom(...HAIR_TONES),
        greyShare: fc.integer({ min: 0, max: 100 }),
      }),
      confidence: fc.oneof(
        fc.constantFrom(0, 0.49, 0.5, 0.79, 0.8, 1),
        fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
      ),
      // Either side of a month's turn in UTC, whatever the server's zone.
      at: fc.constantFrom(
        new Date('2026-09-30T23:59:59Z'),
        new Date('2026-10-01T00:00:00Z'),
        new Date('2026-10-31T23:30:00Z'),
      ),
      measureVersion: fc.constantFrom('measure-2026-09-01', 'measure-2026-11-29'),
    });
    const pairs = fc.sample(pairArb, { numRuns: 120, seed: 2026 });
    const before = await figures();
    for (const pair of pairs) {
      const appointment = await createAppointment(db(), salon.id);
      await db().insert(hairColourConfirmations).values({
        salonId: salon.id,
        appointmentId: appointment.id,
        suggestedLevel: pair.suggested.level,
        suggestedTone: pair.suggested.tone,
        suggestedGreyShare: pair.suggested.greyShare,
        confidence: pair.confidence,
        measureVersion: pair.measureVersion,
        confirmedLevel: pair.confirmed.level,
        confirmedTone: pair.confirmed.tone,
        confirmedGreyShare: pair.confirmed.greyShare,
        createdAt: pair.at,
        updatedAt: pair.at,
      });
    }

    const shown = await figures();
    const added = (earlier: AgreementTally, more: AgreementTally) => ({
      readings: earlier.readings + more.readings,
      levelWithinOne: earlier.levelWithinOne + more.levelWithinOne,
      toneAgreed: earlier.toneAgreed + more.toneAgreed,
      greyWithinTen: earlier.greyWithinTen + more.greyWithinTen,
    });
    expect(shown.summary).toEqual({
      ...added(before.summary, tallyAgreement(pairs)),
      salons: before.summary.salons + 1,
    });
    expect(shown.byConfidenceBand).toEqual(
      CONFIDENCE_BANDS.map((band) => ({
        band,
        ...added(
          before.byConfidenceBand.find((row) => row.band === band) ?? NO_READINGS,
          tallyAgreement(pairs.filter((pair) => confidenceBand(pair.confidence) === band)),
        ),
      })),
    );
    const rows = new Map(before.byMonth.map((row) => [`${row.month} ${row.measureVersion}`, row]));
    for (const pair of pairs) {
      const month = pair.at.toISOString().slice(0, 7);
      const key = `${month} ${pair.measureVersion}`;
      const row = rows.get(key) ?? { month, measureVersion: pair.measureVersion, ...NO_READINGS };
      rows.set(key, { ...row, ...added(row, tallyAgreement([pair])) });
    }
    const newestFirst = [...rows.values()].sort(
      (a, b) => b.month.localeCompare(a.month) || a.measureVersion.localeCompare(b.measureVersion),
    );
    expect(shown.byMonth).toEqual(newestFirst);
  });
});
