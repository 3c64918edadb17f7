/** A mono 16-bit WAV of silence (8 kHz unless told), `seconds` long: real audio the server can measure. */
export function wav(seconds: number, rate = 8000): Buffer {
  return silentPCM(rate * seconds, rate, 1, 2);
}

/**
 * silentPCM is a PCM WAV of `frames` frames of silence, `channels` of `width` bytes a sample,
 * for the caller to write its samples into from byte 44.
 */
function silentPCM(frames: number, rate: number, channels: number, width: number): Buffer {
  const data = frames * channels * width;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(channels, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * channels * width, 28);
  b.writeUInt16LE(channels * width, 32);
  b.writeUInt16LE(width * 8, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

/** A 1x1 PNG for covers. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A mono 8 kHz 16-bit WAV of an audible sine tone, `seconds` long, with short fades so it
 * starts and stops without a click: audio Chromium really decodes and plays.
 */
export function tone(seconds: number, hz = 440): Buffer {
  const b = wav(seconds);
  const rate = 8000;
  const samples = rate * seconds;
  const fade = rate / 50; // 20 ms
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade);
    const v = Math.sin((2 * Math.PI * hz * i) / rate) * 0.3 * envelope;
    b.writeInt16LE(Math.round(v * 32767), 44 + i * 2);
  }
  return b;
}

/**
 * A studio master: a stereo 96 kHz 24-bit WAV of a tone whose loudness swells and falls (verses,
 * a chorus, a quiet bridge), `seconds` long, with its channels a little apart. About 563 KiB a
 * second, so half a minute is several tus chunks, while the server measures and renders only
 * that half minute (a 4-minute mono track of the same size cost the journeys 40 s of ffmpeg's
 * CPU), and its waveform has a shape to see.
 */
export function song(seconds: number, hz = 330): Buffer {
  const rate = 96000;
  const channels = 2;
  const width = 3; // bytes a sample: 24-bit
  const frames = rate * seconds;
  const b = silentPCM(frames, rate, channels, width);
  const fade = rate / 50;
  for (let i = 0; i < frames; i++) {
    const t = i / rate;
    const swell = 0.2 + 0.8 * Math.abs(Math.sin((Math.PI * t) / 11));
    const pulse = 0.7 + 0.3 * Math.sin(2 * Math.PI * t * 0.45);
    const edges = Math.min(1, i / fade, (frames - 1 - i) / fade);
    const level = 0.45 * swell * pulse * edges * 8388607;
    const at = 44 + i * channels * width;
    b.writeIntLE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * level), at, width);
    b.writeIntLE(
      Math.round(Math.sin((2 * Math.PI * hz * 1.5 * i) / rate) * level * 0.8),
      at + width,
      width,
    );
  }
  return b;
}
