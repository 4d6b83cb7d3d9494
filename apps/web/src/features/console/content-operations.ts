import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The console's content: terms, IBB lessons, academy videos, news cards and help entries. */

const TermsVersionFields = graphql(`
  fragment TermsVersionFields on TermsOfService @_unmask {
    id
    locale
    version
    bodyHtml
    publishedAt
  }
`);

export const GetTermsVersions = graphql(
  `
    query GetTermsVersions {
      consoleTermsVersions {
        ...TermsVersionFields
      }
    }
  `,
  [TermsVersionFields],
);
export type TermsVersion = ResultOf<typeof GetTermsVersions>['consoleTermsVersions'][number];

export const PublishTerms = graphql(
  `
    mutation PublishTerms($input: TermsInput!) {
      publishTerms(input: $input) {
        ...TermsVersionFields
      }
    }
  `,
  [TermsVersionFields],
);

const ConsoleLessonFields = graphql(`
  fragment ConsoleLessonFields on ConsoleIbbLesson @_unmask {
    id
    moduleNumber
    lessonNumber
    name
    description
    estTimeMinutes
    videoUrl
    transcriptHtml
    todos
  }
`);

export const GetConsoleLessons = graphql(
  `
    query GetConsoleLessons {
      ibb {
        modules {
          moduleNumber
          name
        }
      }
      consoleIbbLessons {
        ...ConsoleLessonFields
      }
    }
  `,
  [ConsoleLessonFields],
);
/** The lessons with the programme's modules, which the lesson form's module picker offers. */
export type ConsoleLessonList = ResultOf<typeof GetConsoleLessons>;
export type ConsoleLesson = ConsoleLessonList['consoleIbbLessons'][number];

export const SaveIbbLesson = graphql(
  `
    mutation SaveIbbLesson($id: ID, $input: IbbLessonInput!) {
      saveIbbLesson(id: $id, input: $input) {
        ...ConsoleLessonFields
      }
    }
  `,
  [ConsoleLessonFields],
);

export const GetConsoleAcademy = graphql(`
  query GetConsoleAcademy {
    academy {
      id
      name
      videoUrl
      transcriptHtml
      storedImages
      position
    }
  }
`);
export type ConsoleAcademyItem = ResultOf<typeof GetConsoleAcademy>['academy'][number];

export const SaveAcademyItem = graphql(`
  mutation SaveAcademyItem($id: ID, $input: AcademyItemInput!) {
    saveAcademyItem(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteAcademyItem = graphql(`
  mutation DeleteAcademyItem($id: ID!) {
    deleteAcademyItem(id: $id) {
      id
    }
  }
`);

export const GetConsoleNewsCards = graphql(`
  query GetConsoleNewsCards {
    consoleNewsCards {
      id
      heading
      title
      body
      linkUrl
      linkLabel
      imagePath
      position
      publishedAt
    }
  }
`);
export type ConsoleNewsCard = ResultOf<typeof GetConsoleNewsCards>['consoleNewsCards'][number];

export const SaveNewsCard = graphql(`
  mutation SaveNewsCard($id: ID, $input: NewsCardInput!) {
    saveNewsCard(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteNewsCard = graphql(`
  mutation DeleteNewsCard($id: ID!) {
    deleteNewsCard(id: $id) {
      id
    }
  }
`);

export const GetConsoleHelpResources = graphql(`
  query GetConsoleHelpResources {
    helpResources {
      id
      kind
      title
      body
      url
      videoUrl
      position
    }
  }
`);
export type ConsoleHelpResource = ResultOf<typeof GetConsoleHelpResources>['helpResources'][number];

export const SaveHelpResource = graphql(`
  mutation SaveHelpResource($id: ID, $input: HelpResourceInput!) {
    saveHelpResource(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteHelpResource = graphql(`
  mutation DeleteHelpResource($id: ID!) {
    deleteHelpResource(id: $id) {
      id
    }
  }
`);
