import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The Help and resources page's entries, by kind and place. */
export const GetHelpResources = graphql(`
  query GetHelpResources {
    helpResources {
      id
      kind
      title
      body
      url
      videoUrl
    }
  }
`);

export type HelpResource = ResultOf<typeof GetHelpResources>['helpResources'][number];
export type HelpResourceKind = HelpResource['kind'];

export const resourcesKeys = { all: ['help-resources'] as const };
