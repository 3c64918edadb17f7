/** MediaType is what a media item is: an album of tracks, a podcast series or a sermon. */
export type MediaType = 'album' | 'podcast' | 'sermon';

/**
 * AdminStatus is a media item's review state; `active` is shown to people as "Approved".
 * `draft`: saved by its creator, never reviewed, seen by no one else; `scheduled`: approved,
 * waiting for its release time (`publishAt`), when it turns `active` by itself.
 */
export type AdminStatus = 'draft' | 'pending' | 'active' | 'scheduled' | 'rejected' | 'suspended';

export interface Genre {
  _id: string;
  title: string;
}

export interface AudioCategory {
  _id: string;
  title: string;
  type: 'podcast' | 'sermon';
}

/** BibleReference is one passage the server parsed from the text the creator typed. */
export interface BibleReference {
  book: string;
  chapter: number;
  verseFrom?: number;
  verseTo?: number;
  chapterTo?: number;
  text: string;
}

export type AudioFormat = 'mp3' | 'm4a' | 'aac' | 'ogg-vorbis' | 'ogg-opus' | 'wav' | 'flac';

/** FeedWarning is one thing Apple Podcasts would refuse in a podcast, in words the creator can act on. */
export interface FeedWarning {
  code:
    | 'cover_format'
    | 'cover_not_square'
    | 'cover_too_small'
    | 'cover_too_large'
    | 'cover_cmyk'
    | 'audio_format';
  message: string;
  /** episodeId: the episode an audio_format warning is about. */
  episodeId?: string;
}

/**
 * ProcessingState is where an episode's streaming rendition stands: `pending` (waiting or
 * running), `done` (listeners get the rendition) or `failed` (they get the original).
 */
export type ProcessingState = 'pending' | 'done' | 'failed';

/** Loudness is what the server measured of the audio (LUFS integrated, dBTP true peak). */
export interface Loudness {
  input: number;
  output: number;
  inputTruePeak: number;
  outputTruePeak: number;
}

/**
 * EpisodeProcessing is what the owner and admins see of an episode's rendition (API.md, "Audio
 * as listeners receive it"). Optional: a server without the renditions leaves it out.
 */
export interface EpisodeProcessing {
  processing?: ProcessingState;
  /** processingError: a sentence the creator can act on, when `failed`. */
  processingError?: string;
  /** processingProgress: 0..100 while `pending` and running; 0 while it waits its turn. */
  processingProgress?: number;
  /** loudness: measured once `done`, null before. */
  loudness?: Loudness | null;
  /** size: bytes of the file listeners are served. */
  size?: number;
}

/**
 * Chapter is one chapter of an episode (Podcasting 2.0 JSON chapters): where it starts, in
 * seconds from the start, its title and an optional http(s) link.
 */
export interface Chapter {
  startTime: number;
  title: string;
  url?: string;
}

/** Episode is a track of an album, an episode of a podcast or a part of a sermon. */
export interface Episode extends EpisodeProcessing {
  _id: string;
  mediaId: string;
  position: number;
  title: string;
  description: string;
  /** genre is the genre id, '' when the episode has none of its own. */
  genre: string;
  lyrics: string;
  /** duration in seconds, measured by the server (the rendition's once it is made). */
  duration: number;
  adminStatus: AdminStatus;
  plays: number;
  /** audioUrl is a root-relative, protected PocketBase file URL: it needs `?token=`. */
  audioUrl: string;
  /** streamUrl is signed for the viewer: an <audio> src without headers, valid for hours. */
  streamUrl?: string;
  /** resumeAt is the viewer's saved position in seconds (0 when none). */
  resumeAt?: number;
  format: AudioFormat;
  /**
   * peaks: the episode's loudness, up to 1000 values 0..100 from start to end, for the
   * waveform; null while the server has not measured it yet, or when it cannot decode it.
   */
  peaks?: number[] | null;
  /** chapters: in order of their start; [] (or absent, from an older server) for none. */
  chapters?: Chapter[];
  /**
   * transcriptUrl: the episode's WebVTT transcript, root-relative
   * (`/api/feeds/episodes/{id}/transcript.vtt`); '' (or absent) for none.
   */
  transcriptUrl?: string;
  createdAt: string;
}

/**
 * RevisionEpisode is one episode of a pending revision: one added to the live item (`new`), or
 * one whose own fields changed (`fields`, with the new text in `values`).
 */
export interface RevisionEpisode {
  id: string;
  title: string;
  new: boolean;
  fields: string[];
  values: Record<string, unknown>;
}

/**
 * MediaRevision is an edit of a live (approved) item waiting for review while the published
 * version stays live (API.md, "Creators' workflow"): the item's changed `fields` ("title",
 * "coverArt", ...), the new values of its text and list fields (`coverArt: true` when a new
 * cover waits) and its episodes' changes.
 */
export interface MediaRevision {
  submittedAt: string;
  fields: string[];
  values: Record<string, unknown>;
  episodes: RevisionEpisode[];
}

/**
 * MediaAppeal is the owner's appeal of the item's latest rejection or takedown (API.md,
 * "Reports"): waiting (`open`), or decided (`granted`: the item is approved again; `denied`:
 * the decision stands, `reason` saying why).
 */
export interface MediaAppeal {
  _id: string;
  status: 'open' | 'granted' | 'denied';
  message: string;
  createdAt: string;
  decidedAt: string | null;
  reason: string;
}

/** Media is an item as the creator media routes return it. */
export interface Media {
  _id: string;
  title: string;
  description: string;
  type: MediaType;
  genre: Genre | null;
  category: AudioCategory | null;
  artist: { _id: string; name: string };
  coverArt: string;
  image: string;
  /** thumbnail is a 300x300 version of coverArt, '' without one. */
  thumbnail: string;
  adminStatus: AdminStatus;
  statusReason: string;
  reviewedAt: string | null;
  /**
   * publishAt: the release time, an RFC 3339 UTC time ('2026-12-01T06:00:00Z'), '' for none
   * (the item goes live when approved); absent from a server without scheduled release.
   */
  publishAt?: string;
  createdAt: string;
  updatedAt: string;
  likes: number;
  plays: number;
  /** duration in seconds: the sum of the episodes'. */
  duration: number;
  episodeCount: number;
  noOfEpisodes: number;
  preacher: string;
  theme: string;
  bibleReferences: BibleReference[];
  /** preachedAt is 'YYYY-MM-DD' or null. */
  preachedAt: string | null;
  tags: string[];
  /** language is the ISO 639-1 code of the language spoken ('en'); the podcast feed's. */
  language?: string;
  /**
   * ownerEmail (a podcast's, for its owner and admins): the address its feed publishes so
   * directories can verify who owns it; '' when none was given (the feed names the platform,
   * never the account's email).
   */
  ownerEmail?: string;
  /** feedWarnings (a podcast's, for its owner and admins): what Apple Podcasts would refuse. */
  feedWarnings?: FeedWarning[];
  /**
   * revision (for its owner and admins): the edit of this live item waiting for review, null
   * (or absent, from an older server) when none.
   */
  revision?: MediaRevision | null;
  /**
   * appeal (for its owner and admins): the appeal of the item's latest rejection or takedown,
   * null (or absent, from an older server) when none was made.
   */
  appeal?: MediaAppeal | null;
}

/** MediaWithEpisodes is GET /api/media/{id}'s item. */
export interface MediaWithEpisodes extends Media {
  episodes: Episode[];
  /** liked: whether the signed-in listener likes it (absent for admins). */
  liked?: boolean;
}

/** MediaStats is GET /api/media/media-stats's data: the caller's own content. */
export interface MediaStats {
  totalMedia: number;
  totalAlbums: number;
  totalPodcasts: number;
  totalSermons: number;
  newMediaThisMonthCount: number;
  totalPlays: number;
  monthlyPlays: number;
}

/** CreatorStats are the figures of one type of the caller's media (status and search ignored). */
export interface CreatorStats {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
  suspended: number;
  totalPlays: number;
  monthlyPlays: number;
  /** averageApprovalTime is text: '0 days' when none, else e.g. '2.5 days' or '5 hours'. */
  averageApprovalTime: string;
}

/** UserMediaPage is GET /api/media/user-media/'s data. */
export interface UserMediaPage {
  data: Media[];
  total: number;
  page: number;
  limit: number;
  stats?: CreatorStats;
}
