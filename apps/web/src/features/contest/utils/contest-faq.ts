export type FaqEntry = { question: string; answer: string };

/**
 * Spec 1: the contest FAQ has 10 entries. Eight are the spec's list; the last two explain the
 * prizes and how judging and community votes work.
 */
export const CONTEST_FAQ: readonly FaqEntry[] = [
  {
    question: 'How do I enter the contest?',
    answer:
      'Claim one Guardian in the arena to enter. It becomes the Guardian you draw; connect your wallet and sign in, then press Claim on any Guardian nobody holds yet.',
  },
  {
    question: 'Which styles can I submit?',
    answer:
      'Two styles are accepted: Full Character + Background, where the whole Guardian stands in a scene, or Face-Off, a close portrait of its face. Any medium works, from ink to 3D, as long as you made it.',
  },
  {
    question: 'How many Guardians can I claim, and how many artworks can I submit?',
    answer:
      'You hold only one claimed piece at a time, but you may submit unlimited artworks. Draw your Guardian as often as you like, in both styles.',
  },
  {
    question: 'Can I change the Guardian I claimed?',
    answer:
      'Yes. Release your claim by clicking Claim again on your Guardian (it reads “Yours — click to release”) or with Release in My claim, then claim another. Once released, it cannot be reclaimed if someone else takes it.',
  },
  {
    question: 'Where do I post my art?',
    answer:
      'Post it on X, tagging the owner of the Guardian and the contest account, with the contest hashtag. Your post is what the community sees and shares.',
  },
  {
    question: 'How do I submit my post?',
    answer:
      'Paste the link of your X post in “Submit your art” on this page with the picture or video. Submitting needs a verified X account: link it to your wallet once and your entries are credited to it.',
  },
  {
    question: 'Is AI art allowed?',
    answer:
      'No. No AI art is allowed, in whole or in part. Entries that are generated or traced from generated images are removed and cannot win.',
  },
  {
    question: 'Do I have to reserve a Guardian before drawing it?',
    answer:
      'Reserving an NFT is optional, but it helps visibility: a claimed Guardian shows your name in the arena, so its owner and other artists know it is being drawn.',
  },
  {
    question: 'What are the prizes and stages?',
    answer:
      'The Odyssey runs three contests after the Golden Temple opening: Mystic Forest ($3,000), Mystic River ($3,000) and Great Waterfall ($5,000). Each lasts about two weeks and takes entries submitted during it.',
  },
  {
    question: 'How are the winners chosen?',
    answer:
      'Judges score every entry on craft, originality and how well it tells the Guardian’s story. Community votes count too: every Love on a submission helps, and the most loved entries get a closer look from the judges.',
  },
];
