import { describe, expect, it } from 'vitest';
import { slugifyTopic, topicSeriesHref } from './topic-anchor';

describe('slugifyTopic', () => {
  it('makes an anchor from a topic name', () => {
    expect(slugifyTopic('Gemara')).toBe('topic-gemara');
    expect(slugifyTopic("Women's Learning")).toBe('topic-women-s-learning');
  });
});

describe('topicSeriesHref', () => {
  it('names the topic, and the page after the first', () => {
    expect(topicSeriesHref('Gemara')).toBe('/series?topic=Gemara');
    expect(topicSeriesHref('Gemara', 1)).toBe('/series?topic=Gemara');
    expect(topicSeriesHref('Gemara', 3)).toBe('/series?topic=Gemara&page=3');
  });
});
