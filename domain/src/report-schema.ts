// The report bodies' schemas, apart from report.ts so a page that only names reports does not load
// zod.
import { REPORT_TEXT_MAX } from './constants';
import { VALIDATION } from './messages';
import { REPORT_ACTIONS, REPORT_REASONS, REPORT_TARGET_KINDS } from './report';
import { z } from './zod';

/** POST /reports. */
export const newReportSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS, { error: VALIDATION.reportTarget }),
  targetId: z.string({ error: VALIDATION.reportTarget }).trim().min(1, { error: VALIDATION.reportTarget }).max(128),
  reason: z.enum(REPORT_REASONS, { error: VALIDATION.reportReason }),
  text: z.string({ error: VALIDATION.text }).trim().max(REPORT_TEXT_MAX, { error: VALIDATION.atMost500 }).default(''),
});
export type NewReport = z.infer<typeof newReportSchema>;

/** The report dialog's fields (the target comes from the page). */
export const reportFormSchema = newReportSchema.pick({ reason: true, text: true });
export type ReportForm = z.input<typeof reportFormSchema>;

/** PUT /reports/{id}: an admin's decision on every open report of the report's target. */
export const reportDecisionSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: VALIDATION.reportAction }),
});
export type ReportDecision = z.infer<typeof reportDecisionSchema>;
