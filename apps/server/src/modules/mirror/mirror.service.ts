import { createHash, randomBytes } from 'node:crypto';
import {
  canPairAnotherMirror,
  defaultMirrorName,
  isPairingCode,
  isPairingCodeUsable,
  LAST_SEEN_INTERVAL_MS,
  mirrorMessages,
  mirrorsAllowed,
  normaliseTypedCode,
  pairingCodeExpiresAt,
  pairingCodeFromBytes,
  PAIRING_CODE_LENGTH,
  shouldRecordLastSeen,
} from '@piiq/domain/mirror-pairing';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { BillingReads } from '../billing/billing.reads.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type { MirrorDeviceRow, MirrorRepository } from './mirror.repository.ts';

/** The mirror behind a request's device credential, as the GraphQL context carries it. */
export interface DeviceViewer {
  deviceId: string;
  salonId: string;
  name: string;
}

/** The mirror's own view: its name and what it shows of its salon. */
export interface MirrorSelf extends DeviceViewer {
  salonName: string;
  /** The salon's photo (the one the salon finder shows), for the mirror's idle screen; null when none. */
  salonPhotoUrl: string | null;
  timeZone: string;
}

export interface MirrorAllowance {
  allowed: number;
  paired: number;
}

/**
 * Codes and credentials are random (40 and 256 bits); a plain SHA-256 of them is all a stolen
 * database copy holds, and a credential cannot be guessed back from it (decision 022).
 */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Drawing a code twice among a salon's live ones is about one in a trillion; a few tries are plenty. */
const CODE_DRAWS = 3;

export function createMirrorService(deps: {
  db: Database;
  repository: MirrorRepository;
  billing: Pick<BillingReads, 'latestSubscription'>;
  salons: Pick<SalonsReads, 'findSalon'>;
  limits: IpRateLimiter;
  /** Unpairing is one of the salon's sensitive actions the provider's audit log keeps. */
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}) {
  const { db, repository, now } = deps;

  async function allowedFor(salonId: string): Promise<number> {
    return mirrorsAllowed(await deps.billing.latestSubscription(salonId));
  }

  async function allowance(salonId: string): Promise<MirrorAllowance> {
    const [allowed, paired] = await Promise.all([allowedFor(salonId), repository.countPaired(salonId)]);
    return { allowed, paired };
  }

  const limitReached = (allowed: number) => new UserError('CONFLICT', mirrorMessages.limitReached(allowed));
  const codeInvalid = () =>
    new UserError('BAD_USER_INPUT', mirrorMessages.codeInvalid, {
      fields: [{ field: 'code', message: mirrorMessages.codeInvalid }],
    });

  return {
    /** The salon a device belongs to, for the scope check of fields that only get its id. */
    async salonIdOfMirror(deviceId: string): Promise<string | null> {
      if (!isUuid(deviceId)) return null;
      return (await repository.findDevice(deviceId))?.salonId ?? null;
    },

    paired: (salonId: string) => repository.pairedDevicesOfSalon(salonId),

    allowance,

    /** A one-time code for the admin to type on a mirror; refused while the plan's mirrors are all paired. */
    async createPairingCode(salonId: string, userId: string | null): Promise<{ code: string; expiresAt: Date }> {
      const { allowed, paired } = await allowance(salonId);
      if (!canPairAnotherMirror(paired, allowed)) throw limitReached(allowed);
      const at = now();
      await repository.deleteExpiredUnusedCodes(salonId, at);
      const expiresAt = pairingCodeExpiresAt(at);
      for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
        const code = pairingCodeFromBytes(randomBytes(PAIRING_CODE_LENGTH));
        if (
          await repository.insertPairingCode({
            salonId,
            codeHash: sha256(code),
            createdBy: userId,
            createdAt: at,
            expiresAt,
          })
        ) {
          return { code, expiresAt };
        }
      }
      throw new Error('no free pairing code after several draws');
    },

    /**
     * pairMirror: the mirror trades a valid code for its credential, shown this once. The code is
     * used up in the same transaction that pairs the device, and the plan's limit is checked again,
     * since other mirrors may have paired since the code was made.
     */
    async pair(
      typedCode: string,
      typedName: string | undefined,
      ip: string,
    ): Promise<{ credential: string; device: MirrorDeviceRow }> {
      await deps.limits.consume('mirrorPairing', addressRateKey(ip));
      const code = normaliseTypedCode(typedCode);
      if (!isPairingCode(code)) throw codeInvalid();
      const found = await repository.findPairingCode(sha256(code));
      if (!found || !isPairingCodeUsable(found, now())) throw codeInvalid();
      // Read before the transaction: on PGlite a read outside it would wait for it to end.
      const allowed = await allowedFor(found.salonId);
      const credential = randomBytes(32).toString('base64url');
      const device = await db.transaction(async (tx) => {
        const locked = await repository.lockPairingCode(found.id, tx);
        const at = now();
        if (!locked || !isPairingCodeUsable(locked, at)) throw codeInvalid();
        await repository.lockMirrors(locked.salonId, tx);
        const paired = await repository.countPaired(locked.salonId, tx);
        if (!canPairAnotherMirror(paired, allowed)) throw limitReached(allowed);
        const inserted = await repository.insertDevice(
          {
            salonId: locked.salonId,
            name: typedName ?? defaultMirrorName(paired),
            credentialHash: sha256(credential),
            pairedAt: at,
            lastSeenAt: at,
          },
          tx,
        );
        await repository.markCodeUsed(locked.id, inserted.id, at, tx);
        return inserted;
      });
      return { credential, device };
    },

    async rename(deviceId: string, name: string): Promise<MirrorDeviceRow> {
      const renamed = isUuid(deviceId) ? await repository.renameDevice(deviceId, name) : undefined;
      if (!renamed) throw notFound();
      return renamed;
    },

    /** Takes effect on the mirror's next call: every call reads its credential afresh. */
    async unpair(actor: AuditActor, deviceId: string): Promise<void> {
      if (!isUuid(deviceId)) throw notFound();
      await db.transaction(async (tx) => {
        const revoked = await repository.revokeDevice(deviceId, now(), tx);
        if (!revoked) throw notFound();
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.mirror-unpair',
          subjectKind: 'mirror',
          subjectId: revoked.id,
          salonId: revoked.salonId,
          before: { name: revoked.name, paired: true },
          after: { name: revoked.name, paired: false },
        });
      });
    },

    /**
     * The device behind a bearer credential, or null when it is unknown or unpaired. Last seen is
     * written at most once a minute, so a mirror's steady calls do not each cost a write.
     */
    async deviceFromCredential(credential: string): Promise<DeviceViewer | null> {
      if (credential === '') return null;
      const device = await repository.pairedDeviceByCredential(sha256(credential));
      if (!device) return null;
      const at = now();
      if (shouldRecordLastSeen(device.lastSeenAt, at)) {
        await repository.touchDevice(device.id, at, new Date(at.getTime() - LAST_SEEN_INTERVAL_MS));
      }
      return { deviceId: device.id, salonId: device.salonId, name: device.name };
    },

    /** The calling mirror's own view; its salon exists while the device row does (cascade). */
    async self(device: DeviceViewer): Promise<MirrorSelf> {
      const [row, salon] = await Promise.all([
        repository.findDevice(device.deviceId),
        deps.salons.findSalon(device.salonId),
      ]);
      if (!row || !salon) throw notFound();
      return {
        deviceId: row.id,
        salonId: row.salonId,
        name: row.name,
        salonName: salon.name,
        salonPhotoUrl: salon.sfPhotoPath,
        timeZone: salon.timeZone,
      };
    },
  };
}

export type MirrorService = ReturnType<typeof createMirrorService>;
