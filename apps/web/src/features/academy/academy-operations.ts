import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** GetPiiqAcademyContent: the grid. */
export const GetAcademy = graphql(`
  query GetAcademy {
    academy {
      id
      name
      images
    }
  }
`);

export type AcademyCard = ResultOf<typeof GetAcademy>['academy'][number];

/** GetPiiqAcademyContentDetail: one item's page. */
export const GetAcademyItem = graphql(`
  query GetAcademyItem($id: ID!) {
    academyItem(id: $id) {
      id
      name
      videoUrl
      transcriptHtml
      images
    }
  }
`);

export type AcademyItem = NonNullable<ResultOf<typeof GetAcademyItem>['academyItem']>;

export const academyKeys = {
  all: ['academy'] as const,
  item: (id: string) => ['academy', id] as const,
};
