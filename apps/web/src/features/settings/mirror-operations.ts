import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The Mirrors section: the salon's paired mirrors and how many its plan includes. */
export const GetSalonMirrors = graphql(`
  query GetSalonMirrors($salonId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
      mirrorAllowance {
        allowed
        paired
      }
      mirrors {
        id
        name
        pairedAt
        lastSeenAt
      }
    }
  }
`);

export type SalonMirrors = ResultOf<typeof GetSalonMirrors>['salon'];
export type PairedMirror = SalonMirrors['mirrors'][number];

export const CreateMirrorPairingCode = graphql(`
  mutation CreateMirrorPairingCode($salonId: ID!) {
    createMirrorPairingCode(salonId: $salonId) {
      code
      expiresAt
    }
  }
`);

export type MirrorPairingCode = ResultOf<typeof CreateMirrorPairingCode>['createMirrorPairingCode'];

export const RenameMirror = graphql(`
  mutation RenameMirror($mirrorId: ID!, $name: String!) {
    renameMirror(mirrorId: $mirrorId, name: $name) {
      id
      name
    }
  }
`);

export const UnpairMirror = graphql(`
  mutation UnpairMirror($mirrorId: ID!) {
    unpairMirror(mirrorId: $mirrorId)
  }
`);

export const mirrorKeys = {
  salon: (salonId: string) => ['mirrors', salonId] as const,
};
