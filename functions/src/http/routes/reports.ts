import { newReportSchema, reportDecisionSchema, type NewReport, type ReportDecision } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { decideReport, fileReport } from '../../services/reports';
import { memberOf, requireAdmin, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { pathParam, validate } from '../middleware/validate';
import { sendCreated, sendUpdated } from './replies';

export const reportsRouter = Router();

reportsRouter.post('/reports', rateLimit('report'), requireUser, validate(newReportSchema), createReport);
reportsRouter.put('/reports/:id', requireAdmin, validate(reportDecisionSchema), decide);

async function createReport(req: Request, res: Response) {
  sendCreated(res, await fileReport(memberOf(req), req.body as NewReport));
}

async function decide(req: Request, res: Response) {
  const { action } = req.body as ReportDecision;
  sendUpdated(res, await decideReport(memberOf(req), pathParam(req, 'id'), action));
}
