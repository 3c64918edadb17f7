import { z } from 'zod';
import { MESSAGES } from '@/features/creator/api/messages';
import { languageSchema, ownerEmailSchema } from '@/features/creator/api/feed-fields';

/**
 * mediaFieldsSchema: the fields an item has whether it is being uploaded or edited. Title,
 * Genre and Description are required; sermon and podcast fields are optional and sent for their
 * type. Upload and edit add the cover (required on upload only) and, on upload, the episodes.
 */
export const mediaFieldsSchema = z.object({
  title: z.string().trim().min(1, MESSAGES.titleRequired).max(200, MESSAGES.titleTooLong),
  genre: z.string().min(1, MESSAGES.genreRequired),
  description: z
    .string()
    .trim()
    .min(1, MESSAGES.descriptionRequired)
    .max(5000, MESSAGES.descriptionTooLong),
  category: z.string(),
  preacher: z.string(),
  theme: z.string(),
  bibleReferences: z.string(),
  preachedAt: z.string(),
  language: languageSchema,
  ownerEmail: ownerEmailSchema,
});
