import { describe, expect, it } from 'vitest';
import { readingTicks, ticksIn, vttTime, webVtt } from './captions.ts';

describe('the demo videos’ captions', () => {
  it('count time in frames of a fifth of a second, never shorter than asked', () => {
    expect(ticksIn(1)).toBe(5);
    expect(ticksIn(1.2)).toBe(6);
    expect(ticksIn(1.21)).toBe(7);
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(6)).toBe('00:00:01.200');
    expect(vttTime(5 * 3723)).toBe('01:02:03.000');
  });

  it('stay up long enough to read: three seconds at least, longer for more words', () => {
    expect(readingTicks('Tap Save.')).toBe(15);
    const long = 'Settings lists it under Paired mirrors, where you can rename it, or unpair it when it leaves.';
    expect(readingTicks(long)).toBe(ticksIn(1 + long.length / 15));
  });

  it('are written as WebVTT, one numbered cue a step', () => {
    const cues = [
      { start: 0, end: 16, text: 'Pair your mirror.' },
      { start: 16, end: 31, text: 'Tap Get a pairing code.' },
    ];
    expect(webVtt(cues)).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.200\nPair your mirror.\n\n2\n00:00:03.200 --> 00:00:06.200\nTap Get a pairing code.\n',
    );
  });

  it('refuse a cue that is empty in time, or whose words WebVTT would read as markup', () => {
    expect(() => webVtt([{ start: 4, end: 4, text: 'Nothing' }])).toThrow(/ends before it starts/);
    expect(() => webVtt([{ start: 0, end: 5, text: 'Salt & pepper' }])).toThrow(/cannot be written/);
    expect(() => webVtt([{ start: 0, end: 5, text: 'One\n\nTwo' }])).toThrow(/cannot be written/);
  });
});
