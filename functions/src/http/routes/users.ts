import {
  emailField,
  languageChoiceSchema,
  newUserSchema,
  pageQuerySchema,
  type LanguageChoice,
  type NewUser,
  type UserDoc,
} from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import {
  deleteBuyer,
  deleteSeller,
  isAdmin,
  isBuyer,
  isSeller,
  listUsers,
  makeAdmin,
  registerUser,
  removeAdmin,
  setLanguage,
  userByEmail,
  verifySeller,
} from '../../services/users';
import { callerOf, memberOf, requireAdmin, requireToken, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { parseInput, pathParam, validate } from '../middleware/validate';
import { sendCreated, sendDeleted, sendUpdated } from './replies';

export const usersRouter = Router();

usersRouter.post('/users', rateLimit('signUp'), requireToken, validate(newUserSchema), register);
usersRouter.get('/users', requireAdmin, listAllUsers);
usersRouter.get('/buyers', requireAdmin, listBuyers);
usersRouter.get('/sellers', requireAdmin, listSellers);
usersRouter.put('/user/verify/:id', requireAdmin, verify);
// Before /user/:id, which would take "language" for an id.
usersRouter.put('/user/language', rateLimit('profile'), requireUser, validate(languageChoiceSchema), saveLanguage);
usersRouter.put('/user/:id', requireAdmin, promote);
usersRouter.delete('/user/:id/admin', requireAdmin, demote);
usersRouter.delete('/buyer/:id', requireAdmin, removeBuyer);
usersRouter.delete('/seller/:id', requireAdmin, removeSeller);
// Role checks run right after sign-up too, before the profile exists.
usersRouter.get('/user/admin/:email', requireToken, roleCheck('isAdmin', isAdmin));
usersRouter.get('/user/buyer/:email', requireToken, roleCheck('isBuyer', isBuyer));
usersRouter.get('/user/seller/:email', requireToken, roleCheck('isSeller', isSeller));

async function register(req: Request, res: Response) {
  const caller = callerOf(req);
  const { created } = await registerUser(caller, req.body as NewUser);
  sendCreated(res, caller.uid, created);
}

function listAllUsers(req: Request, res: Response) {
  return sendUsers(req, res);
}
function listBuyers(req: Request, res: Response) {
  return sendUsers(req, res, 'Buyer');
}
function listSellers(req: Request, res: Response) {
  return sendUsers(req, res, 'Seller');
}

async function sendUsers(req: Request, res: Response, account?: UserDoc['account']) {
  res.json(await listUsers(parseInput(pageQuerySchema, req.query), account));
}

async function saveLanguage(req: Request, res: Response) {
  sendUpdated(res, await setLanguage(memberOf(req), (req.body as LanguageChoice).language));
}

async function verify(req: Request, res: Response) {
  sendUpdated(res, await verifySeller(pathParam(req, 'id')));
}

async function promote(req: Request, res: Response) {
  sendUpdated(res, await makeAdmin(pathParam(req, 'id')));
}

async function demote(req: Request, res: Response) {
  sendUpdated(res, await removeAdmin(memberOf(req), pathParam(req, 'id')));
}

async function removeBuyer(req: Request, res: Response) {
  sendDeleted(res, await deleteBuyer(pathParam(req, 'id')));
}

async function removeSeller(req: Request, res: Response) {
  sendDeleted(res, await deleteSeller(pathParam(req, 'id')));
}

/** `{[flag]: boolean}` for the user an email names; the user itself or an admin asks. */
function roleCheck(flag: 'isAdmin' | 'isBuyer' | 'isSeller', holds: (user: UserDoc) => boolean) {
  return async (req: Request, res: Response) => {
    const email = parseInput(emailField, pathParam(req, 'email'));
    const subject = await userByEmail(callerOf(req), email);
    res.json({ [flag]: subject?.user ? holds(subject.user) : false });
  };
}
