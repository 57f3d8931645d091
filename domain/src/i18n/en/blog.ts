// blog: filled in as the blog screens are translated.
export const blog = {};
