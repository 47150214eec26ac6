import { describe, expect, it } from 'vitest';
import { combineHandlers } from './media-events';

describe('combining element event handlers', () => {
  it('runs every handler of an event, in the order the sets were given', () => {
    const calls: string[] = [];
    const combined = combineHandlers<'onPlay' | 'onPause' | 'onEnded', number>(
      { onPlay: (n) => calls.push(`a play ${n}`), onPause: (n) => calls.push(`a pause ${n}`) },
      { onPause: (n) => calls.push(`b pause ${n}`), onEnded: (n) => calls.push(`b ended ${n}`) },
      { onPause: (n) => calls.push(`c pause ${n}`) },
    );
    combined.onPlay?.(1);
    combined.onPause?.(2);
    combined.onEnded?.(3);
    expect(calls).toEqual(['a play 1', 'a pause 2', 'b pause 2', 'c pause 2', 'b ended 3']);
  });

  it('keeps a handler only one set has as it is, and leaves out events nobody handles', () => {
    const onPlay = () => undefined;
    const combined = combineHandlers<'onPlay' | 'onPause', void>(
      { onPlay },
      { onPause: undefined },
    );
    expect(combined.onPlay).toBe(onPlay);
    expect(Object.keys(combined)).toEqual(['onPlay']);
  });
});
