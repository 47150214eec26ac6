import { describe, expect, it } from 'vitest';
import { isMediaId, mediaFileAddress, safeFileName } from './media-address';

describe('media file addresses', () => {
  it('are /media/files/{id}/{name}, the name escaped', () => {
    expect(mediaFileAddress('0123456789abcdef0123456789abcdef', 'Shiur 1 – ברכות.mp3')).toBe(
      '/media/files/0123456789abcdef0123456789abcdef/Shiur%201%20%E2%80%93%20%D7%91%D7%A8%D7%9B%D7%95%D7%AA.mp3',
    );
    expect(isMediaId('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isMediaId('../../etc/passwd')).toBe(false);
  });

  it('keep a safe file name: no folders, reserved or control characters, hidden-file dots', () => {
    expect(safeFileName('C:\\Users\\rav\\Berachos 5a.mp3')).toBe('Berachos-5a.mp3');
    expect(safeFileName('../../.env')).toBe('env');
    expect(safeFileName('a?b#c%d"e\u0000.pdf')).toBe('abcde.pdf');
    expect(safeFileName('ברכות ה.wav')).toBe('ברכות-ה.wav');
    expect(safeFileName('???')).toBe('file');
    const long = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
