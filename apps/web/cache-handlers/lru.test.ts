import { describe, expect, it } from 'vitest';
import { SizedLru } from './lru.mjs';

const bySize = (value: string) => value.length;

describe('SizedLru', () => {
  it('never holds more than its budget, dropping the least recently used first', () => {
    const lru = new SizedLru<string>(10, bySize);
    lru.set('a', 'xxxx');
    lru.set('b', 'xxxx');
    expect(lru.get('a')).toBe('xxxx'); // a is now the most recently used
    lru.set('c', 'xxxx');
    expect(lru.bytes).toBeLessThanOrEqual(10);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('xxxx');
    expect(lru.get('c')).toBe('xxxx');
  });

  it('does not keep a value larger than the whole budget', () => {
    const lru = new SizedLru<string>(5, bySize);
    lru.set('small', 'xx');
    lru.set('big', 'x'.repeat(6));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.get('small')).toBe('xx');
  });

  it('counts a replaced value once', () => {
    const lru = new SizedLru<string>(100, bySize);
    lru.set('a', 'x'.repeat(40));
    lru.set('a', 'x'.repeat(30));
    expect(lru.bytes).toBe(30);
    expect(lru.count).toBe(1);
    lru.delete('a');
    expect(lru.bytes).toBe(0);
  });

  it('keeps nothing with a budget of 0', () => {
    const lru = new SizedLru<string>(0, bySize);
    lru.set('a', 'x');
    expect(lru.count).toBe(0);
  });
});
