// Reports and moderation: anyone signed in reports a listing or a person; an admin decides.
import type { TimestampLike } from './timestamp';

export const REPORT_REASONS = ['fake', 'sold', 'offensive', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a report is about: a listing (`products/{id}`) or a person (`users/{uid}`). */
export const REPORT_TARGET_KINDS = ['product', 'user'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** An admin's decision (PUT /reports/{id}) and the outcome it gives every open report on the target. */
export const REPORT_ACTIONS = ['keep', 'remove', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_OUTCOMES = ['kept', 'removed', 'suspended'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const OUTCOME_OF = { keep: 'kept', remove: 'removed', suspend: 'suspended' } as const satisfies Record<
  ReportAction,
  ReportOutcome
>;

/**
 * `reports/{id}`: one person's report of one target. The id comes from the reporter and the target
 * (`reportIdFor`), so a second report of the same target by the same person is the same document.
 * Readable by its reporter and by admins; written by the API only.
 */
export interface ReportDoc {
  reporterUid: string;
  targetKind: ReportTargetKind;
  targetId: string;
  /** The book's title or the person's name when reported, so the report reads well after a removal. */
  targetName: string;
  /** Whose account a suspension takes: the listing's seller, or the reported person. */
  targetOwnerUid: string;
  /** That account's name when reported (the seller's name on the listing). */
  targetOwnerName: string;
  reason: ReportReason;
  /** What the reporter adds, up to REPORT_TEXT_MAX characters; may be empty. */
  text: string;
  status: ReportStatus;
  outcome?: ReportOutcome;
  createdAt: TimestampLike;
  decidedAt?: TimestampLike;
  /** The admin who decided. */
  decidedBy?: string;
}

/** The key of one person's report of one target: one report per person per target. */
export const reportIdFor = (reporterUid: string, kind: ReportTargetKind, targetId: string) =>
  `${kind}_${targetId}_${reporterUid}`;

/** The document that counts a target's open reports (server only): `reportTargets/{kind}_{id}`. */
export const reportTargetIdFor = (kind: ReportTargetKind, targetId: string) => `${kind}_${targetId}`;

/** `reportTargets/{kind}_{id}`: who has an open report on the target; every report transaction writes it. */
export interface ReportTargetDoc {
  open: string[];
}
