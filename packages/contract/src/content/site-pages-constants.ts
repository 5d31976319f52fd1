/**
 * Zod-free facts of /sponsor and /description (the browser imports them): the kinds of
 * sponsorship and the description's sections, in page order; a section is its anchor.
 */
export const sponsorKinds = ['club', 'event', 'ambassador'] as const;
export type SponsorKind = (typeof sponsorKinds)[number];

export const descriptionSections = ['about', 'terms', 'privacy', 'responsible-gaming'] as const;
export type DescriptionSectionName = (typeof descriptionSections)[number];

/** An image path on this site: `/`, then letters, digits and `._~-/`, no `//` at the start. */
export const SPONSOR_IMAGE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]{1,299}$/;
