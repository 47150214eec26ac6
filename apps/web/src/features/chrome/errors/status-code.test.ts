import { describe, expect, it } from 'vitest';
import { errorMessageFor, statusCodeOf } from './status-code';

describe('statusCodeOf', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(statusCodeOf({ statusCode: 404, status: 401 })).toBe(404);
    expect(statusCodeOf({ status: 403 })).toBe(403);
    expect(statusCodeOf({ response: { status: 502 } })).toBe(502);
  });
  it('defaults to 500 for anything else', () => {
    expect(statusCodeOf(new Error('boom'))).toBe(500);
    expect(statusCodeOf(null)).toBe(500);
    expect(statusCodeOf('text')).toBe(500);
    expect(statusCodeOf({ statusCode: 'x' })).toBe(500);
    expect(statusCodeOf({ statusCode: 200 })).toBe(500);
  });
  it('gives the spec messages', () => {
    expect(errorMessageFor(404)).toBe('PAGE YOU ARE LOOKING IS NOT FOUND');
    expect(errorMessageFor(500)).toBe('An error occurred');
  });
});
