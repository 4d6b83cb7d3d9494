import type { ObjectFieldBuilder } from '@pothos/core';
import { emailCheckSchema } from '@piiq/domain/auth';
import { ibbLessonInputSchema } from '@piiq/domain/content';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { ibbMessages } from '@piiq/domain/ibb';
import { builder, type BuilderTypes } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { notFound, UserError } from '../../errors.ts';
import type { ConsoleIbbLesson, IbbLearner, IbbLessonDetail, IbbModuleView, IbbProgramme } from './ibb.service.ts';
import type { IbbLessonRow, IbbTodoRow } from './ibb.repository.ts';

/** A signed-in person learns as their account's email; a guest as the email whose link this device opened. */
function learnerOf(context: GraphQLContext): IbbLearner | null {
  if (context.viewer) return { email: context.viewer.user.email, userId: context.viewer.user.id };
  const email = context.services.ibb.guestEmail(context.ibbLearnerPass);
  return email ? { email, userId: null } : null;
}

/** What the module list and the console's editor both show of a lesson. */
function lessonSummaryFields(t: ObjectFieldBuilder<BuilderTypes, IbbLessonRow>) {
  return {
    id: t.exposeID('id'),
    moduleNumber: t.exposeInt('moduleNumber'),
    lessonNumber: t.exposeInt('lessonNumber'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    estTimeMinutes: t.exposeInt('estTimeMinutes'),
  };
}

const IbbLessonRef = builder.objectRef<IbbLessonRow & { completed: boolean }>('IbbLesson').implement({
  description: 'An IBB lesson in the module list.',
  fields: (t) => ({
    ...lessonSummaryFields(t),
    completed: t.exposeBoolean('completed', { description: 'The learner finished it: its button reads Watch again.' }),
  }),
});

const IbbModuleRef = builder.objectRef<IbbModuleView>('IbbModule').implement({
  fields: (t) => ({
    moduleNumber: t.exposeInt('moduleNumber'),
    name: t.exposeString('name'),
    complete: t.exposeBoolean('complete', { description: 'Its last lesson is finished: the COMPLETE badge.' }),
    lessons: t.field({ type: [IbbLessonRef], resolve: (module) => module.lessons }),
  }),
});

const IbbProgrammeRef = builder.objectRef<IbbProgramme>('IbbProgramme').implement({
  description: 'GetIBBLessons: the five modules with the learner’s progress.',
  fields: (t) => ({
    learnerEmail: t.string({
      nullable: true,
      description:
        'Whose progress this is ("Currently logged in as"); null for a guest who has not opened an emailed link.',
      resolve: (programme) => programme.learnerEmail,
    }),
    defaultOpenModule: t.exposeInt('defaultOpenModule', { description: 'The module open on arrival.' }),
    modules: t.field({ type: [IbbModuleRef], resolve: (programme) => programme.modules }),
  }),
});

const IbbTodoRef = builder.objectRef<IbbTodoRow & { done: boolean }>('IbbTodo').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    todo: t.exposeString('todo'),
    position: t.exposeInt('position'),
    done: t.exposeBoolean('done', { description: 'Ticked by the learner (always false without one).' }),
  }),
});

const IbbLessonDetailRef = builder.objectRef<IbbLessonDetail>('IbbLessonDetail').implement({
  description: 'GetIBBDayDetail: a lesson’s page.',
  fields: (t) => ({
    id: t.id({ resolve: (detail) => detail.lesson.id }),
    moduleNumber: t.int({ resolve: (detail) => detail.lesson.moduleNumber }),
    lessonNumber: t.int({ resolve: (detail) => detail.lesson.lessonNumber }),
    name: t.string({ resolve: (detail) => detail.lesson.name }),
    description: t.string({ resolve: (detail) => detail.lesson.description }),
    videoUrl: t.string({
      nullable: true,
      description:
        'The product’s VideoURL. Where the video plays from: a video the server ships (/videos/NAME.mp4) or a player’s embed address on player.vimeo.com or www.youtube-nocookie.com.',
      resolve: (detail) => detail.lesson.videoUrl,
    }),
    transcriptHtml: t.string({
      description: 'As stored: the browser sanitises it before showing it.',
      resolve: (detail) => detail.lesson.transcriptHtml,
    }),
    todos: t.field({ type: [IbbTodoRef], resolve: (detail) => detail.todos }),
    completed: t.boolean({ resolve: (detail) => detail.completed }),
    nextLessonId: t.id({
      nullable: true,
      description: 'Where GO TO NEXT SESSION leads; null on the last lesson (FINISH).',
      resolve: (detail) => detail.nextLessonId,
    }),
  }),
});

const IbbFinishRef = builder.objectRef<{ nextLessonId: string | null }>('IbbFinish').implement({
  fields: (t) => ({
    nextLessonId: t.id({
      nullable: true,
      description: 'The lesson to move on to; null for back to the list.',
      resolve: (finish) => finish.nextLessonId,
    }),
  }),
});

const emailArg = emailCheckSchema.shape.email;

const ConsoleIbbLessonRef = builder.objectRef<ConsoleIbbLesson>('ConsoleIbbLesson').implement({
  description: 'An IBB lesson with every field, as the provider edits it.',
  fields: (t) => ({
    ...lessonSummaryFields(t),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    transcriptHtml: t.exposeString('transcriptHtml'),
    todos: t.exposeStringList('todos', { description: 'The to-dos’ texts, in order.' }),
  }),
});

const IbbLessonInputRef = builder.inputType('IbbLessonInput', {
  fields: (t) => ({
    moduleNumber: t.int({ required: true }),
    lessonNumber: t.int({ required: true }),
    name: t.string({ required: true }),
    description: t.string({ required: true }),
    estTimeMinutes: t.int({ required: true }),
    videoUrl: t.string(),
    transcriptHtml: t.string({ required: true }),
    todos: t.stringList({ required: true }),
  }),
});

builder.queryFields((t) => ({
  consoleIbbLessons: t.field({
    type: [ConsoleIbbLessonRef],
    authScopes: { provider: true },
    description: 'The whole IBB programme with every field and to-do, for the console.',
    resolve: (_root, _args, context) => context.services.ibb.consoleLessons(),
  }),
  ibb: t.field({
    type: IbbProgrammeRef,
    authScopes: { guest: true },
    description: 'The IBB module list, open to guests.',
    resolve: (_root, _args, context) => context.services.ibb.programme(learnerOf(context)),
  }),
  ibbLesson: t.field({
    type: IbbLessonDetailRef,
    nullable: true,
    authScopes: { guest: true },
    description: 'A lesson’s page; null for an id that is no lesson (Not found).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.ibb.lesson(String(args.id), learnerOf(context)),
  }),
}));

builder.mutationFields((t) => ({
  saveIbbLesson: t.field({
    type: ConsoleIbbLessonRef,
    authScopes: { provider: true },
    description: 'A new IBB lesson (no id) or a change, with its to-dos; the transcript is stored sanitised.',
    args: { id: t.arg.id(), input: t.arg({ type: IbbLessonInputRef, required: true, validate: ibbLessonInputSchema }) },
    resolve: (_root, args, context) =>
      context.services.ibb.saveLesson(
        auditActorOf(context),
        args.id ? String(args.id) : null,
        ibbLessonInputSchema.parse(args.input),
      ),
  }),
  setIbbTodoDone: t.field({
    type: IbbTodoRef,
    authScopes: { guest: true },
    description: 'Ticks or unticks a to-do for the learner; a guest must have opened an emailed link first.',
    args: { todoId: t.arg.id({ required: true }), done: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.ibb.setTodoDone(learnerOf(context), String(args.todoId), args.done),
  }),
  finishIbbLesson: t.field({
    type: IbbFinishRef,
    authScopes: { guest: true },
    description: 'IBBMarkDayAsDone: records the lesson finished once its to-dos are ticked, and names the next one.',
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.ibb.finishLesson(learnerOf(context), String(args.lessonId)),
  }),
  requestIbbLink: t.boolean({
    authScopes: { guest: true },
    description: 'The guest Log in box: emails a link that logs this address in to IBB where it is opened.',
    args: { email: t.arg.string({ required: true, validate: emailArg }) },
    resolve: async (_root, args, context) => {
      await context.services.ibb.requestLink(args.email, context.ip);
      return true;
    },
  }),
  openIbbLink: t.string({
    authScopes: { guest: true },
    description: 'Opens an emailed link: this device is logged in to IBB as its address, which is answered.',
    args: { pass: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      const opened = context.services.ibb.openLink(args.pass);
      if (!opened) throw new UserError('BAD_USER_INPUT', ibbMessages.linkInvalid);
      context.setIbbLearnerCookie(opened.learnerPass, opened.expiresAt);
      return opened.email;
    },
  }),
  leaveIbb: t.boolean({
    authScopes: { guest: true },
    description: '"Not you? Click here" for a guest: this device forgets the email it learned as.',
    resolve: (_root, _args, context) => {
      context.clearIbbLearnerCookie();
      return true;
    },
  }),
  inviteToIbb: t.boolean({
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    description: 'SendUserPiiqMail for the IBB invite: emails the address a link that logs it in to IBB.',
    args: { salonId: t.arg.id({ required: true }), email: t.arg.string({ required: true, validate: emailArg }) },
    resolve: async (_root, args, context) => {
      const salon = await context.services.salons.findSalon(String(args.salonId));
      if (!salon || !context.viewer) throw notFound();
      await context.services.ibb.invite(args.email, context.ip, {
        name: context.viewer.user.name || context.viewer.user.email,
        salonName: salon.name,
      });
      return true;
    },
  }),
}));
