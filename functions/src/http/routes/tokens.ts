import { emailField } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { exchangeIdToken } from '../../services/tokens';
import { endSessionsOf } from '../../services/users';
import { bearerToken, callerOf, requireToken } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { parseInput } from '../middleware/validate';
import { sendUpdated } from './replies';

export const tokensRouter = Router();

// The one route that takes the Firebase ID token rather than the accessToken.
tokensRouter.get('/jwt', rateLimit('session'), issueAccessToken);
tokensRouter.post('/logout', rateLimit('session'), requireToken, logout);

const jwtQuerySchema = z.object({ email: emailField });

async function issueAccessToken(req: Request, res: Response) {
  const { email } = parseInput(jwtQuerySchema, req.query);
  res.json(await exchangeIdToken(bearerToken(req), email));
}

async function logout(req: Request, res: Response) {
  sendUpdated(res, await endSessionsOf(callerOf(req)));
}
