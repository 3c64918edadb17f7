import { BookOpen, Mic, Music, type LucideIcon } from 'lucide-react';
import type { MediaType } from '@/types/media';

/** ListenTypeCopy is what the listener's screens call a type and its episodes. */
export interface ListenTypeCopy {
  typeLabel: string;
  episode: string;
  episodes: string;
  icon: LucideIcon;
}

const COPY: Record<MediaType, ListenTypeCopy> = {
  album: { typeLabel: 'Album', episode: 'Track', episodes: 'Tracks', icon: Music },
  podcast: { typeLabel: 'Podcast', episode: 'Episode', episodes: 'Episodes', icon: Mic },
  sermon: { typeLabel: 'Sermon', episode: 'Part', episodes: 'Parts', icon: BookOpen },
};

/** listenTypeCopy tolerates a type the server might add later. */
export function listenTypeCopy(type: string): ListenTypeCopy {
  return COPY[(type in COPY ? type : 'album') as MediaType];
}

/** byLine is who an item is by: a sermon's preacher when given, else the creator. */
export function byLine(media: { type: string; preacher?: string; artist?: { name?: string } }) {
  return (media.type === 'sermon' && media.preacher) || media.artist?.name || '';
}
