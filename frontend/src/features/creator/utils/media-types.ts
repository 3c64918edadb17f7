import { BookOpen, Mic, Music, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import type { MediaType } from '@/types/media';

/** MediaTypeCopy is everything a screen says about one type of media. */
export interface MediaTypeCopy {
  type: MediaType;
  /** typeLabel: the type as a label (Album, Podcast, Sermon). */
  typeLabel: string;
  /** noun / plural: what the list page calls one item (song, podcast, sermon). */
  noun: string;
  plural: string;
  /** episode / episodes: what one audio file of an item is called. */
  episode: string;
  episodes: string;
  listPath: string;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  searchPlaceholder: string;
  emptyTitle: string;
  emptyDescription: string;
  uploadAction: string;
  uploadHeading: string;
  uploadDescription: string;
}

export const MEDIA_TYPES: Record<MediaType, MediaTypeCopy> = {
  album: {
    type: 'album',
    typeLabel: 'Album',
    noun: 'song',
    plural: 'songs',
    episode: 'Track',
    episodes: 'Tracks',
    listPath: paths.user.songs,
    icon: Music,
    title: 'Your Songs',
    subtitle: 'Upload your music and follow every release through review',
    searchPlaceholder: 'Search songs...',
    emptyTitle: 'No songs found',
    emptyDescription: 'Upload your first song to start sharing your music.',
    uploadAction: 'Upload Song',
    uploadHeading: 'Upload a new album',
    uploadDescription:
      'An album (or a single) with its cover and tracks. It goes live once an admin approves it.',
  },
  podcast: {
    type: 'podcast',
    typeLabel: 'Podcast',
    noun: 'podcast',
    plural: 'podcasts',
    episode: 'Episode',
    episodes: 'Episodes',
    listPath: paths.user.podcasts,
    icon: Mic,
    title: 'Your Podcasts',
    subtitle: 'Manage and monitor your podcast series',
    searchPlaceholder: 'Search podcasts...',
    emptyTitle: 'No podcasts found',
    emptyDescription: 'Upload your first podcast to start sharing your episodes.',
    uploadAction: 'Upload Podcast',
    uploadHeading: 'Upload a new podcast',
    uploadDescription:
      'A series with its cover and first episodes. It goes live once an admin approves it.',
  },
  sermon: {
    type: 'sermon',
    typeLabel: 'Sermon',
    noun: 'sermon',
    plural: 'sermons',
    episode: 'Part',
    episodes: 'Parts',
    listPath: paths.user.sermons,
    icon: BookOpen,
    title: 'Sermons',
    subtitle: 'Upload and manage your sermons',
    searchPlaceholder: 'Search sermons...',
    emptyTitle: 'No sermons found',
    emptyDescription: 'Upload your first sermon to start sharing the Word.',
    uploadAction: 'Upload Sermon',
    uploadHeading: 'Upload a new sermon',
    uploadDescription:
      'A message with its cover, passages and audio. It goes live once an admin approves it.',
  },
};

/** FILTERED_EMPTY_DESCRIPTION is SPEC's empty-state text while a search or filter is on. */
export const FILTERED_EMPTY_DESCRIPTION = 'Try adjusting your search or filters...';

/** mediaTypeCopy is the copy of a type, tolerating an unexpected value from the server. */
export function mediaTypeCopy(type: string): MediaTypeCopy {
  return MEDIA_TYPES[(type in MEDIA_TYPES ? type : 'album') as MediaType];
}
