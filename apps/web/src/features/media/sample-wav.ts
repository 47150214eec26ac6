/**
 * A mono 16-bit PCM WAV of a tone, `seconds` long (16,000 bytes a second at the default 8 kHz): a
 * real recording for the media tests to upload, serve and measure, made on the spot.
 */
export function sampleWav(seconds: number, { rate = 8000, frequency = 440 }: { rate?: number; frequency?: number } = {}): Buffer {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16); // the fmt chunk's size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // one channel
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28); // bytes a second
  buffer.writeUInt16LE(2, 32); // bytes a sample
  buffer.writeUInt16LE(16, 34); // bits a sample
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) buffer.writeInt16LE(Math.round(6000 * Math.sin((2 * Math.PI * frequency * i) / rate)), 44 + i * 2);
  return buffer;
}
