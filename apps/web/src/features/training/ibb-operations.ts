import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** GetIBBLessons: the five modules with the learner's progress. */
export const GetIbb = graphql(`
  query GetIbb {
    ibb {
      learnerEmail
      defaultOpenModule
      modules {
        moduleNumber
        name
        complete
        lessons {
          id
          moduleNumber
          lessonNumber
          name
          description
          estTimeMinutes
          completed
        }
      }
    }
  }
`);

export type IbbProgramme = ResultOf<typeof GetIbb>['ibb'];
export type IbbModule = IbbProgramme['modules'][number];

/** GetIBBDayDetail: one lesson's page. */
export const GetIbbLesson = graphql(`
  query GetIbbLesson($id: ID!) {
    ibbLesson(id: $id) {
      id
      moduleNumber
      lessonNumber
      name
      videoUrl
      transcriptHtml
      completed
      nextLessonId
      todos {
        id
        todo
        position
        done
      }
    }
  }
`);

export type IbbLessonPage = NonNullable<ResultOf<typeof GetIbbLesson>['ibbLesson']>;

export const SetIbbTodoDone = graphql(`
  mutation SetIbbTodoDone($todoId: ID!, $done: Boolean!) {
    setIbbTodoDone(todoId: $todoId, done: $done) {
      id
      done
    }
  }
`);

/** IBBMarkDayAsDone. */
export const FinishIbbLesson = graphql(`
  mutation FinishIbbLesson($lessonId: ID!) {
    finishIbbLesson(lessonId: $lessonId) {
      nextLessonId
    }
  }
`);

export const RequestIbbLink = graphql(`
  mutation RequestIbbLink($email: String!) {
    requestIbbLink(email: $email)
  }
`);

export const OpenIbbLink = graphql(`
  mutation OpenIbbLink($pass: String!) {
    openIbbLink(pass: $pass)
  }
`);

export const LeaveIbb = graphql(`
  mutation LeaveIbb {
    leaveIbb
  }
`);

export const InviteToIbb = graphql(`
  mutation InviteToIbb($salonId: ID!, $email: String!) {
    inviteToIbb(salonId: $salonId, email: $email)
  }
`);

export const ibbKeys = {
  programme: ['ibb'] as const,
  lesson: (id: string) => ['ibb', 'lesson', id] as const,
};
