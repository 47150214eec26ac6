import { describe, expect, it } from 'vitest';
import { formatBytes, sizeProblem, sniffContentType } from './media-kinds';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 2, 0], 'isomiso2');
const ebml = (docType: string) => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], docType, [0x42, 0x87]);

describe('sniffing a file by its first bytes', () => {
  it.each([
    ['WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio', 'audio/wav'],
    ['MP3 with an ID3 tag', bytes('ID3', [4, 0, 0]), 'audio', 'audio/mpeg'],
    ['MP3 frame (MPEG-1 layer III)', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio', 'audio/mpeg'],
    ['AAC in ADTS', bytes([0xff, 0xf1, 0x50, 0x80]), 'audio', 'audio/aac'],
    ['Ogg', bytes('OggS', [0, 2]), 'audio', 'audio/ogg'],
    ['FLAC', bytes('fLaC', [0, 0, 0, 0x22]), 'audio', 'audio/flac'],
    ['M4A', ftyp('M4A '), 'audio', 'audio/mp4'],
    ['MP4 as audio', ftyp('isom'), 'audio', 'audio/mp4'],
    ['MP4 as video', ftyp('mp42'), 'video', 'video/mp4'],
    ['WebM as video', ebml('webm'), 'video', 'video/webm'],
    ['WebM as audio', ebml('webm'), 'audio', 'audio/webm'],
    ['PDF', bytes('%PDF-1.7\n'), 'document', 'application/pdf'],
  ] as const)('%s', (_name, head, kind, type) => {
    expect(sniffContentType(head, kind)).toBe(type);
  });

  it.each([
    ['an M4A offered as video', ftyp('M4A '), 'video'],
    ['a PDF offered as audio', bytes('%PDF-1.4'), 'audio'],
    ['a WAV offered as a document', bytes('RIFF', [0, 0, 0, 0], 'WAVE'), 'document'],
    ['a Matroska file that is not WebM', ebml('matroska'), 'video'],
    ['a QuickTime movie', ftyp('qt  '), 'video'],
    ['a Windows program named .mp3', bytes('MZ', [0x90, 0, 3, 0]), 'audio'],
    ['HTML named .pdf', bytes('<!doctype html>'), 'document'],
    ['a ZIP', bytes('PK', [3, 4, 20, 0]), 'document'],
    ['three bytes', bytes('ID3'), 'audio'],
    ['nothing', new Uint8Array(0), 'audio'],
  ] as const)('refuses %s', (_name, head, kind) => {
    expect(sniffContentType(head, kind)).toBeNull();
  });
});

describe('size limits', () => {
  const limits = { audio: 500 * 1024 ** 2, video: 4 * 1024 ** 3, document: 50 * 1024 ** 2 };

  it('accepts a file up to its kind limit and says why a larger or empty one is refused', () => {
    expect(sizeProblem('document', limits.document, limits)).toBeNull();
    expect(sizeProblem('document', limits.document + 1, limits)).toBe('The file is 50 MB; document files may be at most 50 MB.');
    expect(sizeProblem('audio', 600 * 1024 ** 2, limits)).toBe('The file is 600 MB; audio files may be at most 500 MB.');
    expect(sizeProblem('video', 0, limits)).toBe('The file is empty.');
  });

  it('writes sizes as people read them', () => {
    expect([formatBytes(900), formatBytes(2048), formatBytes(1.5 * 1024 ** 2), formatBytes(4 * 1024 ** 3)]).toEqual(['900 bytes', '2 KB', '1.5 MB', '4 GB']);
  });
});
