#!/usr/bin/env node
/**
 * Writes the demo site's sample media under public/media/, so the seed's shiurim really play:
 *
 * - sample-shiur.wav: 90 seconds of a speech-like hum (syllables of a voiced tone rising and
 *   falling, with pauses between phrases) and a soft bell every 15 seconds, so seeking can be heard.
 *   8 kHz, 8-bit mono PCM: about 720 kB, and every browser plays WAV. Written by this script alone,
 *   deterministically (the same bytes on every run).
 * - sample-shiur.webm and sample-shiur-poster.jpg: a 90-second video (a test pattern with a running
 *   clock, and the same sound) and its poster frame, made with ffmpeg from the WAV when ffmpeg is
 *   installed (`apt-get install ffmpeg`); skipped otherwise, keeping the committed files.
 *
 * Run from apps/web: `node scripts/generate-sample-media.mjs`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 8000;
const SECONDS = 90;
const BELL_EVERY_SECONDS = 15;
const mediaDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');

/** A small seeded generator (mulberry32): the file is the same on every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Phrases of "syllables": each syllable a voiced tone (a fundamental and a few harmonics, like a
 * voice) with its own pitch and a smooth attack and release; pauses between phrases.
 */
function speechLikeSyllables(random) {
  const syllables = [];
  let at = 0.4;
  while (at < SECONDS - 1) {
    const phraseLength = 3 + Math.floor(random() * 6);
    const phrasePitch = 105 + random() * 40;
    for (let index = 0; index < phraseLength && at < SECONDS - 1; index += 1) {
      const length = 0.14 + random() * 0.22;
      // Pitch falls through a phrase, as a speaking voice does.
      const pitch = phrasePitch * (1.12 - (0.2 * index) / phraseLength) * (0.95 + random() * 0.1);
      syllables.push({ start: at, length, pitch, loudness: 0.55 + random() * 0.35 });
      at += length + 0.03 + random() * 0.08;
    }
    at += 0.35 + random() * 0.6;
  }
  return syllables;
}

function renderSamples() {
  const random = seededRandom(7);
  const total = SAMPLE_RATE * SECONDS;
  const signal = new Float64Array(total);

  for (const { start, length, pitch, loudness } of speechLikeSyllables(random)) {
    const first = Math.floor(start * SAMPLE_RATE);
    const count = Math.floor(length * SAMPLE_RATE);
    for (let i = 0; i < count && first + i < total; i += 1) {
      const t = i / SAMPLE_RATE;
      // Raised-cosine envelope: no clicks at the edges of a syllable.
      const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / count);
      const phase = 2 * Math.PI * pitch * t;
      const voiced =
        Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase) + 0.15 * Math.sin(5 * phase);
      signal[first + i] += 0.22 * loudness * envelope * voiced;
    }
  }

  // A soft bell (880 Hz, decaying) at 0:15, 0:30, ...: landmarks to hear where a seek landed.
  for (let second = BELL_EVERY_SECONDS; second < SECONDS; second += BELL_EVERY_SECONDS) {
    const first = second * SAMPLE_RATE;
    for (let i = 0; i < SAMPLE_RATE * 1.2 && first + i < total; i += 1) {
      const t = i / SAMPLE_RATE;
      signal[first + i] += 0.25 * Math.exp(-4 * t) * Math.sin(2 * Math.PI * 880 * t);
    }
  }

  // Fade in and out over half a second.
  const fade = SAMPLE_RATE / 2;
  for (let i = 0; i < fade; i += 1) {
    signal[i] *= i / fade;
    signal[total - 1 - i] *= i / fade;
  }
  return signal;
}

/** A RIFF/WAVE file of unsigned 8-bit mono PCM. */
function wavFile(signal) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + signal.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes per second (1 byte per sample)
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(signal.length, 40);
  const body = Buffer.alloc(signal.length);
  for (let i = 0; i < signal.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, signal[i]));
    body[i] = Math.round(128 + clipped * 127);
  }
  return Buffer.concat([header, body]);
}

function hasFfmpeg() {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

mkdirSync(mediaDir, { recursive: true });
const wavPath = join(mediaDir, 'sample-shiur.wav');
writeFileSync(wavPath, wavFile(renderSamples()));
console.info(`wrote ${wavPath}`);

if (hasFfmpeg()) {
  const webmPath = join(mediaDir, 'sample-shiur.webm');
  const posterPath = join(mediaDir, 'sample-shiur-poster.jpg');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  // A test pattern with a running clock, small and slow (5 frames a second): the demo needs a
  // video that plays, not a film. VP8 and Vorbis in WebM play in every current browser.
  execFileSync('ffmpeg', [
    ...quiet,
    '-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=5:duration=${SECONDS}`,
    '-i', wavPath,
    '-c:v', 'libvpx', '-b:v', '48k', '-g', '50',
    '-c:a', 'libvorbis', '-q:a', '0', '-ar', '16000',
    '-shortest', '-bitexact', webmPath,
  ]);
  execFileSync('ffmpeg', [
    ...quiet,
    '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=1:duration=1',
    '-frames:v', '1', '-q:v', '5', posterPath,
  ]);
  console.info(`wrote ${webmPath} and ${posterPath}`);
} else {
  console.info('ffmpeg not found: kept the committed sample video and poster');
}
