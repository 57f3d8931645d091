import type * as actions from './auth-actions';

export type AuthActions = typeof actions;

/** The forms' Firebase work, fetched on its first use (the forms start it once they mount). */
export const loadAuthActions = (): Promise<AuthActions> => import('./auth-actions');
