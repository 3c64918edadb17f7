import { describe, expect, it } from 'vitest';
import { canSend, sendMessageSchema } from '@/features/admin/api/send-user-message';

describe('Send Message rule (SPEC §5)', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['\n\t ', false],
    ['Hi', true],
    ['  Hi  ', true],
    ['x'.repeat(2000), true],
    ['x'.repeat(2001), false],
  ])('canSend(%j) is %s', (text, expected) => {
    expect(canSend(text)).toBe(expected);
  });

  it('says why the text cannot be sent', () => {
    expect(sendMessageSchema.safeParse({ text: ' ' }).error?.issues[0].message).toBe(
      'Please write a message',
    );
    expect(sendMessageSchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0].message).toBe(
      'A message can be at most 2000 characters long',
    );
  });
});
