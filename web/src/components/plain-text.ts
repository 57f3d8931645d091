/**
 * How a person's words are shown (a message, a review): as typed, line breaks kept, and a long number or address
 * broken anywhere rather than widening the page at 360 px. Never turned into links.
 */
export const plainText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'normal' } as const;
