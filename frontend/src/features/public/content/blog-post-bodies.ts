/**
 * BLOG_POST_BODIES holds the paragraphs of each landing-page article (BLOG_POSTS), by slug. They are
 * only shown in the article dialog, so they load with it rather than with the page.
 */
export const BLOG_POST_BODIES: Record<string, string[]> = {
  'sermon-recording-checklist': [
    'Record from the sound desk, not the room. A feed taken straight from the pulpit microphone is clearer than any recorder on a front pew, and most desks have a spare output for it. If yours does not, a small recorder placed near the lectern speaker is the next best thing.',
    'Trim the start and the end. Listeners arrive for the message, so begin at the reading or the first words of the sermon and end after the closing prayer. Announcements date a recording faster than anything else in it.',
    'Even out the volume. Preachers move; voices rise and fall. A gentle compressor and loudness normalisation to around -16 LUFS, the usual level for spoken audio, keeps listeners from reaching for the volume on the bus. Free tools such as Audacity can do both.',
    'Export a sensible file. A mono MP3 at 96 to 128 kbps is plenty for speech and keeps an hour-long sermon small enough to download on a phone plan.',
    'Name it so it can be found. Put the passage in the Bible references field and the series in its own field: on Selah a listener can search for “Romans 8” and land on your sermon, and series keep a term of teaching together in order.',
  ],
  'show-notes-that-get-read': [
    'Most podcast apps show the first one or two lines of an episode description in the list, and many listeners decide from those lines alone. Lead with what the episode is about and who it is for, not with “Welcome back to the show”.',
    'Name the passages and the guests. If an episode walks through Psalm 23 or talks with a worship leader about writing for a congregation, say so early and in plain words. It is what people search for.',
    'Put the housekeeping last. Links, credits for music, and where to send questions belong at the end of the notes, where the people who want them will look.',
    'Keep titles short and distinct. “Episode 12” tells nobody anything; “Episode 12: Be still and know (Psalm 46)” tells them why to listen. Selah puts your series and episode titles into the RSS feed exactly as you write them, so the same words reach Apple Podcasts, Spotify and every other app.',
  ],
  'rights-before-release': [
    'Recording a song and publishing that recording are different things in copyright. The copyright licence many churches hold for worship typically covers things like printing or projecting lyrics for services. It is not a licence to release a recording of the song as a single or an album.',
    'To release a cover of a song that is still under copyright, you generally need a mechanical licence for the composition from its publisher or a licensing agency in your country. Your own performance and recording belong to you; the song itself belongs to its writers.',
    'Many beloved hymns are in the public domain: their words and tunes can be recorded and released freely. Check the arrangement, though. A modern setting of an old hymn, a new verse or a new chorus may be under copyright even when the original is not.',
    'When you upload to Selah you confirm that you hold the rights to what you publish, and our reviewers may ask about it. Keeping your licences together with your masters saves time for everyone. This article is general information, not legal advice: when in doubt, ask the publisher or a licensing agency.',
  ],
};
