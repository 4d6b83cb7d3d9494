/**
 * The timing of the demo videos and their WebVTT captions: pure, so the captions' times are the
 * frames' own. Time is counted in ticks, one frame each, so no rounding drifts between the two.
 */

export const FRAMES_PER_SECOND = 5;

/** A caption and the ticks it is on screen, end excluded. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Ticks in `seconds`, rounded up: a hold is never shorter than asked. */
export const ticksIn = (seconds: number): number => Math.ceil(seconds * FRAMES_PER_SECOND - 1e-9);

/**
 * How long a caption stays up: a second to notice it, then about 15 characters a second, the pace
 * of captioning guidelines for adults; never under three seconds.
 */
export const readingTicks = (text: string): number => ticksIn(Math.max(3, 1 + text.length / 15));

/** A tick as WebVTT writes time: hh:mm:ss.ttt. */
export function vttTime(tick: number): string {
  const ms = Math.round((tick * 1000) / FRAMES_PER_SECOND);
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * The WebVTT file of the cues, in their order. A cue's text is plain: no blank line, "-->" or the
 * characters WebVTT reads as markup (<, & and >), so a player's cue text is the caption as written.
 */
export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue, index) => {
    if (cue.end <= cue.start) throw new Error(`Cue ${index + 1} ends before it starts: ${cue.text}`);
    if (/\n\s*\n|[<>&]/.test(cue.text)) throw new Error(`Cue ${index + 1} cannot be written as WebVTT: ${cue.text}`);
    return `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
