/** Help and resources: the start-up guide's address, shared by the server that builds it and the page that links it. */
export const START_UP_GUIDE_PATH = '/resources/piiq-start-up-guide.pdf';

export const RESOURCES_TITLE = 'Help and resources';

/** What a Help and resources entry is, which decides where the page shows it. */
export const HELP_RESOURCE_KINDS = [
  'VIDEO',
  'SUPPORT_LINK',
  'APP_BADGE',
  'SUPPORT_PHONE',
  'GUIDE_SECTION',
  'SOCIAL_IMAGE',
  'SOCIAL_VIDEO',
  'TEXT_TEMPLATE',
  'EMAIL_TEMPLATE',
  'CAPTION_IDEA',
  'HASHTAGS',
] as const;
