import { describe, expect, it } from 'vitest';
import { imageShareWaySchema } from './appointment-schemas.ts';
import { IMAGE_SHARE_WAYS, imageShareMessages, imageShareText, imageShareWayText } from './image-shares.ts';

describe('image shares', () => {
  it('takes only its own ways, with the product’s message for anything else', () => {
    for (const way of IMAGE_SHARE_WAYS) expect(imageShareWaySchema.parse(way)).toBe(way);
    const refused = imageShareWaySchema.safeParse('instagram');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(imageShareMessages.unknownWay);
  });

  it('says each way in words, and an older share’s network or address as it was stored', () => {
    expect(imageShareWayText('share-sheet')).toBe('Shared from their phone');
    expect(imageShareWayText('download')).toBe('Downloaded to share');
    expect(imageShareWayText('instagram')).toBe('instagram');
  });

  it('shares the salon’s social message with its hashtags, trimmed, or nothing', () => {
    expect(imageShareText('  Loved my visit #bondi #hairgoals \n')).toBe('Loved my visit #bondi #hairgoals');
    expect(imageShareText(null)).toBe('');
    expect(imageShareText('   ')).toBe('');
  });
});
