import { describe, expect, it } from 'vitest';
import { slugifyTopic } from './topic-anchor';

describe('slugifyTopic', () => {
  it('makes an anchor from a topic name', () => {
    expect(slugifyTopic('Gemara')).toBe('topic-gemara');
    expect(slugifyTopic("Women's Learning")).toBe('topic-women-s-learning');
  });
});
