// home: filled in as the home screens are translated.
export const home = {};
