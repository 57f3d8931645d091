/** The family Bangla is drawn with: in every font stack of app/theme.ts, loaded by lib/i18n.ts. */
export const BENGALI_FAMILY = '"Noto Sans Bengali"';
