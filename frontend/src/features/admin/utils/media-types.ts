import { BookOpen, Mic, Music, type LucideIcon } from 'lucide-react';
import type { MediaType } from '@/types/media';

/** TYPE_LABELS: a type as the admin screens name it. */
export const TYPE_LABELS: Record<MediaType, string> = {
  album: 'Album',
  podcast: 'Podcast',
  sermon: 'Sermon',
};

/** EPISODE_LABELS: what one audio file of an item is called. */
export const EPISODE_LABELS: Record<MediaType, { one: string; many: string }> = {
  album: { one: 'Track', many: 'Tracks' },
  podcast: { one: 'Episode', many: 'Episodes' },
  sermon: { one: 'Part', many: 'Parts' },
};

export const TYPE_ICONS: Record<MediaType, LucideIcon> = {
  album: Music,
  podcast: Mic,
  sermon: BookOpen,
};

/** typeLabel tolerates a type the server may add later. */
export function typeLabel(type: string): string {
  return (
    TYPE_LABELS[type as MediaType] ?? (type ? type.charAt(0).toUpperCase() + type.slice(1) : '')
  );
}

export function typeIcon(type: string): LucideIcon {
  return TYPE_ICONS[type as MediaType] ?? Music;
}

export function episodeLabels(type: string): { one: string; many: string } {
  return EPISODE_LABELS[type as MediaType] ?? EPISODE_LABELS.podcast;
}

const FORMATS: Record<string, string> = {
  mp3: 'MP3',
  m4a: 'M4A (AAC)',
  aac: 'AAC',
  'ogg-vorbis': 'Ogg Vorbis',
  'ogg-opus': 'Opus',
  wav: 'WAV',
  flac: 'FLAC',
};

/** formatLabel names an audio format the server detected. */
export function formatLabel(format: string | undefined): string {
  if (!format) return '';
  return FORMATS[format] ?? format.toUpperCase();
}

/** countLabel is "1 track" / "3 episodes". */
export function countLabel(n: number, labels: { one: string; many: string }): string {
  return `${n} ${(n === 1 ? labels.one : labels.many).toLowerCase()}`;
}
