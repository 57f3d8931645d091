import { emailField, type AccessTokenReply } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { exchangeIdToken } from '../../services/tokens';
import { bearerToken } from '../middleware/auth';
import { parseInput } from '../middleware/validate';

export const tokensRouter = Router();

// The one route that takes the Firebase ID token rather than the accessToken.
tokensRouter.get('/jwt', issueAccessToken);

const jwtQuerySchema = z.object({ email: emailField });

async function issueAccessToken(req: Request, res: Response) {
  const { email } = parseInput(jwtQuerySchema, req.query);
  const accessToken = await exchangeIdToken(bearerToken(req), email);
  res.json({ accessToken } satisfies AccessTokenReply);
}
