import { FILE_MESSAGES } from '@/lib/media-files';
import type { MediaType } from '@/types/media';

/** Texts of the creator area; those from SPEC §8 word for word. */
export const MESSAGES = {
  uploaded: (type: MediaType) => `${typeName(type)} uploaded successfully!`,
  uploadFailed: 'Failed to upload. Please try again.',
  uploadThrew: 'An error occurred while uploading. Please try again.',
  fetchMediaFailed: 'Failed to fetch media',

  // The server's own words for the same checks (routes/media_form.go, upload.go).
  titleRequired: 'Please enter a title',
  titleTooLong: 'Title must be at most 200 characters long',
  genreRequired: 'Please choose a genre',
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: 'Description must be at most 5000 characters long',
  lyricsTooLong: 'Lyrics must be at most 20000 characters long',
  languageInvalid: 'Please choose a language from the list',
  ownerEmailInvalid: 'Please enter a valid email address',
  publishAtInPast: 'The release time must be in the future',
  publishAtInvalid: 'Please enter a date and a time',
  ...FILE_MESSAGES,

  episodeAdded: (label: string) => `${label} added`,
  episodeFailed: (label: string) => `Failed to add the ${label.toLowerCase()}. Please try again.`,
  draftSaved: 'Draft saved',
  submitted: 'Submitted for review',
  submitFailed: 'Failed to submit. Please try again.',
  saved: 'Changes saved',
  savedForReview: 'Changes saved. Your content is back in review.',
  /** revisionSent: a live item's edit, held for review while the published version stays live. */
  revisionSent:
    'Your changes were sent for review. The published version stays live until they are approved.',
  saveFailed: 'Failed to save changes. Please try again.',
  deleted: (type: MediaType) => `${typeName(type)} deleted`,
  deleteFailed: 'Failed to delete. Please try again.',
  playFailed: 'Could not play this audio. Please try again.',
} as const;

/** typeName is the type as a word at the start of a sentence: Album, Podcast, Sermon. */
export function typeName(type: MediaType): string {
  return type === 'album' ? 'Album' : type === 'podcast' ? 'Podcast' : 'Sermon';
}
