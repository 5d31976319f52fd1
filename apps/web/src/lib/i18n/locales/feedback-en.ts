import type { FeedbackResources } from './feedback-pt';

/** English strings of the feedback dialog; typed by the Portuguese ones. */
export const feedbackEn: FeedbackResources = {
  title: 'Feedback',
  content: 'Your message',
  hint: 'Between {{min}} and {{max}} words.',
  words: '{{count}} / {{max}} words',
  images: 'Images (PNG or JPG, up to {{max}}, 5 MB each)',
  addImages: 'Add images',
  removeImage: 'Remove {{name}}',
  submit: 'Send',
  sending: 'Sending…',
  success: 'Thank you! Your feedback was sent.',
  wordBounds: 'The feedback must have between {{min}} and {{max}} words.',
  tooMany: 'You can attach at most {{max}} images.',
  tooLarge: '{{name}} is larger than 5 MB.',
  wrongType: '{{name}} is not a PNG or JPG image.',
  failed: 'The feedback could not be sent. Please try again.',
};
