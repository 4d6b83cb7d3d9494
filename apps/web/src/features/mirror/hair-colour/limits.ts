/** Shown next to the suggestion: what the measure cannot see, in a sentence the stylist can act on. */
export const HAIR_COLOUR_LIMITS =
  'A suggestion from the photo: light, dyes and toners change what the camera sees. Check it against the hair before you confirm.';
