import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { hairColourConfirmations } from '../../db/schema/hair-colour-confirmations.ts';
import { createMirrorDevice, createSalonAdmin, createStaffMember } from '../../test/factories.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

/*
 * The measure's suggestion kept beside the stylist's confirmation, written by Save analysis at the
 * mirror: one pair an appointment, always the one the record shows.
 */

const CREATE_SESSION = /* GraphQL */ `
  mutation CreateMirrorSession($staffId: ID!) {
    createMirrorSession(staffId: $staffId) {
      id
      appointment {
        id
      }
    }
  }
`;
const ANALYSE = /* GraphQL */ `
  mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) {
    recordHairAnalysis(sessionId: $sessionId, input: $input) {
      appointment {
        hairAnalysis {
          hairColour {
            level
            tone
            greyShare
          }
        }
      }
    }
  }
`;

const SCORES = { density: 4, texture: 8, curl: 2, colorSensitivity: 10, porous: 12, elasticity: 14, scalpConcerns: [] };
const WARM_SIX = { level: 6, tone: 'warm', greyShare: 10 };
const SUGGESTED = {
  level: 6.4,
  tone: 'neutral',
  greyShare: 12,
  confidence: 0.83,
  measureVersion: 'measure-2026-11-29',
};

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** A salon with a paired mirror (its bearer header) and a consultation it opened. */
async function consultation() {
  const { salon } = await createSalonAdmin(db());
  const credential = randomBytes(32).toString('base64url');
  await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
  const mirror = { authorization: `Bearer ${credential}` };
  const stylist = await createStaffMember(db(), salon.id);
  const created = await test.gql<{ createMirrorSession: { id: string; appointment: { id: string } } }>(
    CREATE_SESSION,
    { staffId: stylist.id },
    { headers: mirror },
  );
  if (!created.data) throw new Error(`no session: ${JSON.stringify(created.errors)}`);
  const { id: sessionId, appointment } = created.data.createMirrorSession;
  const save = (input: Record<string, unknown>, headers: Record<string, string> = mirror) =>
    test.gql<{ recordHairAnalysis: { appointment: { hairAnalysis: { hairColour: unknown } | null } } }>(
      ANALYSE,
      { sessionId, input: { ...SCORES, ...input } },
      { headers },
    );
  return { salon, mirror, sessionId, appointmentId: appointment.id, save };
}

async function keptPair(appointmentId: string) {
  const rows = await db()
    .select()
    .from(hairColourConfirmations)
    .where(eq(hairColourConfirmations.appointmentId, appointmentId));
  return rows;
}

describe('the measure’s suggestion kept beside the confirmed colour', () => {
  it('keeps the pair with the analysis, its level to the decimal, and replaces it on each save', async () => {
    const { salon, appointmentId, save } = await consultation();
    const saved = await save({ hairColour: WARM_SIX, hairColourSuggestion: SUGGESTED });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.recordHairAnalysis.appointment.hairAnalysis?.hairColour).toEqual(WARM_SIX);
    expect(await keptPair(appointmentId)).toEqual([
      expect.objectContaining({
        salonId: salon.id,
        appointmentId,
        suggestedLevel: 6.4,
        suggestedTone: 'neutral',
        suggestedGreyShare: 12,
        confidence: 0.83,
        measureVersion: 'measure-2026-11-29',
        confirmedLevel: 6,
        confirmedTone: 'warm',
        confirmedGreyShare: 10,
      }),
    ]);

    const [first] = await keptPair(appointmentId);
    const again = await save({
      hairColour: { level: 7, tone: 'cool', greyShare: 0 },
      hairColourSuggestion: { ...SUGGESTED, level: 7.3, tone: 'cool', greyShare: 3, confidence: 0.41 },
    });
    expect(again.errors).toBeUndefined();
    const replaced = await keptPair(appointmentId);
    expect(replaced).toEqual([
      expect.objectContaining({
        id: first?.id,
        suggestedLevel: 7.3,
        suggestedTone: 'cool',
        suggestedGreyShare: 3,
        confidence: 0.41,
        confirmedLevel: 7,
        confirmedTone: 'cool',
        confirmedGreyShare: 0,
      }),
    ]);
  });

  it('keeps nothing, and forgets the pair kept before, when a save lacks the suggestion or the confirmed colour', async () => {
    const { appointmentId, save } = await consultation();
    for (const without of [
      { hairColour: null, hairColourSuggestion: SUGGESTED },
      { hairColour: WARM_SIX },
      { hairColour: WARM_SIX, hairColourSuggestion: null },
      {},
    ]) {
      await save({ hairColour: WARM_SIX, hairColourSuggestion: SUGGESTED });
      expect(await keptPair(appointmentId)).toHaveLength(1);
      const response = await save(without);
      expect(response.errors, JSON.stringify(without)).toBeUndefined();
      expect(await keptPair(appointmentId), JSON.stringify(without)).toEqual([]);
    }
  });

  it('refuses a suggestion off its scales with the domain’s words, and saves nothing of the analysis', async () => {
    const { appointmentId, save } = await consultation();
    const bad = [
      { change: { level: 10.5 }, message: 'The suggested level is a number from 1 to 10.' },
      { change: { greyShare: 101 }, message: 'The suggested grey share is a whole percentage from 0 to 100.' },
      { change: { confidence: 1.5 }, message: 'The confidence is a number from 0 to 1.' },
      { change: { measureVersion: '' }, message: 'The measure version is 1 to 64 characters.' },
      { change: { measureVersion: 'v'.repeat(65) }, message: 'The measure version is 1 to 64 characters.' },
    ];
    for (const { change, message } of bad) {
      const refused = await save({ hairColour: WARM_SIX, hairColourSuggestion: { ...SUGGESTED, ...change } });
      expect(errorCode(refused), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(await keptPair(appointmentId)).toEqual([]);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.hairLevel).toBeNull();
    // Whoever writes the table, a pair is on its scales.
    await expect(
      db()
        .insert(hairColourConfirmations)
        .values({
          salonId: row?.salonId ?? '',
          appointmentId,
          suggestedLevel: 11,
          suggestedTone: 'warm',
          suggestedGreyShare: 0,
          confidence: 0.5,
          measureVersion: 'v',
          confirmedLevel: 6,
          confirmedTone: 'warm',
          confirmedGreyShare: 0,
        }),
    ).rejects.toThrow();
  });

  it('is written only by the mirror running the consultation: another salon’s mirror changes nothing', async () => {
    const mine = await consultation();
    const theirs = await consultation();
    await mine.save({ hairColour: WARM_SIX, hairColourSuggestion: SUGGESTED });
    const before = await keptPair(mine.appointmentId);

    const refused = await mine.save(
      { hairColour: { level: 2, tone: 'cool', greyShare: 90 }, hairColourSuggestion: { ...SUGGESTED, level: 2 } },
      theirs.mirror,
    );
    expect(refused.errors).toBeDefined();
    expect(refused.data?.recordHairAnalysis ?? null).toBeNull();
    const cleared = await mine.save({ hairColour: null }, theirs.mirror);
    expect(cleared.errors).toBeDefined();
    expect(await keptPair(mine.appointmentId)).toEqual(before);
    expect(await keptPair(theirs.appointmentId)).toEqual([]);
  });

  it('goes with its appointment', async () => {
    const { appointmentId, save } = await consultation();
    await save({ hairColour: WARM_SIX, hairColourSuggestion: SUGGESTED });
    expect(await keptPair(appointmentId)).toHaveLength(1);
    await db().delete(appointments).where(eq(appointments.id, appointmentId));
    expect(await keptPair(appointmentId)).toEqual([]);
  });
});
