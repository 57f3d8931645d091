// Setup a journey needs but does not test: accounts and listings created the way any API
// client would (Auth emulator REST, then the app's own API).
import {
  displayPhone,
  type AccessTokenReply,
  type AccountType,
  type CategoryName,
  type CreatedReply,
  type NewProductForm,
  type PhotoUploadReply,
} from '@reshelf/domain';
import sharp from 'sharp';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BASE_URL, photoFixture } from './browser';

const AUTH_EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const API = `${BASE_URL.replace('localhost', '127.0.0.1')}/api`;

async function call<T>(
  url: string,
  init: RequestInit & { token?: string; json?: unknown; contentType?: string } = {},
): Promise<T> {
  const { token, json, contentType, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: {
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (!res.ok) throw new Error(`${rest.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Someone a journey signs up, through the UI or the API. */
export interface NewPerson {
  name: string;
  email: string;
  password: string;
  account: AccountType;
}

export interface ApiUser extends NewPerson {
  uid: string;
  accessToken: string;
  /** The account's verified number as the app shows it (01712-345678); none with `phone: false`. */
  phone?: string;
}

/** A Bangladesh mobile number (E.164) no other account of the run is likely to have: Auth refuses a shared one. */
const uniquePhone = () =>
  `+8801${3 + Math.floor(Math.random() * 7)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/**
 * Gives an account a verified phone number as the emulator's admin, without the SMS code the app
 * asks for (only the trust journey pays for that); returns it as the app shows it.
 */
export async function verifyPhoneOf(uid: string): Promise<string> {
  const phoneNumber = uniquePhone();
  await call(`${AUTH_EMULATOR}/projects/demo-reshelf/accounts:update`, {
    method: 'POST',
    token: 'owner',
    json: { localId: uid, phoneNumber },
  });
  return displayPhone(phoneNumber);
}

/** The uid of the account that uses `email`, as the emulator's admin looks it up. */
export async function uidOf(email: string): Promise<string> {
  const { users } = await call<{ users?: { localId: string }[] }>(
    `${AUTH_EMULATOR}/projects/demo-reshelf/accounts:lookup`,
    { method: 'POST', token: 'owner', json: { email: [email] } },
  );
  if (!users?.[0]) throw new Error(`No account uses ${email}`);
  return users[0].localId;
}

/**
 * Sign-up as the app does it: the Auth account, then `GET /api/jwt`, then `POST /api/users`; with a
 * verified phone number unless told not to (booking and listing need one).
 */
export async function createAccount(person: NewPerson, { phone = true } = {}): Promise<ApiUser> {
  const { idToken, localId } = await call<{ idToken: string; localId: string }>(
    `${AUTH_EMULATOR}/accounts:signUp?key=demo-api-key`,
    { method: 'POST', json: { email: person.email, password: person.password, returnSecureToken: true } },
  );
  await call(`${AUTH_EMULATOR}/accounts:update?key=demo-api-key`, {
    method: 'POST',
    json: { idToken, displayName: person.name },
  });
  // Booking, listing and advertising need a confirmed email: confirm it as the emulator's admin.
  await call(`${AUTH_EMULATOR}/projects/demo-reshelf/accounts:update`, {
    method: 'POST',
    token: 'owner',
    json: { localId, emailVerified: true },
  });
  const { accessToken } = await call<AccessTokenReply>(`${API}/jwt?email=${encodeURIComponent(person.email)}`, {
    token: idToken,
  });
  await call(`${API}/users`, {
    method: 'POST',
    token: accessToken,
    json: { name: person.name, email: person.email, account: person.account },
  });
  return { ...person, uid: localId, accessToken, ...(phone ? { phone: await verifyPhoneOf(localId) } : {}) };
}

/** A book of this run, with a unique name; addProduct gives it a photo when it has none. */
export type NewBook = Omit<NewProductForm, 'photos'> & Partial<Pick<NewProductForm, 'photos'>>;

export function bookFor(tag: string, categoryName: CategoryName = 'Horror'): NewBook {
  return {
    productName: `E2E ${tag} ${Date.now().toString(36)}`,
    price: '350',
    originalPrice: '900',
    condition: 'Good',
    location: 'Dhanmondi',
    categoryName,
    purchaseDate: '2021',
    description: 'Read once, no marks on the pages.',
  };
}

/**
 * Uploads a photo as the seller's phone would (`POST /api/photos`); its id. Without a fixture, a
 * cover of a colour of its own: the same bytes from the same seller are the same photo, and a
 * photo shows on one listing only.
 */
export async function uploadPhoto(seller: ApiUser, file?: Parameters<typeof photoFixture>[0]) {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const body = file
    ? await readFile(photoFixture(file))
    : await sharp({ create: { width: 300, height: 450, channels: 3, background } })
        .jpeg()
        .toBuffer();
  const { id } = await call<PhotoUploadReply>(`${API}/photos`, {
    method: 'POST',
    token: seller.accessToken,
    contentType: 'image/jpeg',
    body: new Uint8Array(body),
  });
  return id;
}

export async function addProduct(seller: ApiUser, product: NewBook): Promise<string> {
  const photos = product.photos ?? [await uploadPhoto(seller)];
  const { insertedId } = await call<CreatedReply>(`${API}/addProduct`, {
    method: 'POST',
    token: seller.accessToken,
    json: { ...product, photos },
  });
  return insertedId;
}

/** Books a listing for a buyer, as the order modal does (`POST /api/orders`). */
export async function bookProduct(buyer: ApiUser, productId: string): Promise<string> {
  const { insertedId } = await call<CreatedReply>(`${API}/orders`, {
    method: 'POST',
    token: buyer.accessToken,
    json: { productId },
  });
  return insertedId;
}

/** An email the Auth emulator would have sent: its action code and the link it carries. */
export interface SentEmail {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | string;
  oobCode: string;
  oobLink: string;
}

/** The newest email of that kind the Auth emulator holds for the address (the emulator sends none). */
export async function lastEmail(email: string, requestType: SentEmail['requestType']): Promise<SentEmail> {
  const { oobCodes } = await call<{ oobCodes: SentEmail[] }>(
    'http://127.0.0.1:9099/emulator/v1/projects/demo-reshelf/oobCodes',
  );
  const found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!found) throw new Error(`No ${requestType} email for ${email}`);
  return found;
}

/** Clicks the verification link of an account signed up in the UI, without leaving the page. */
export async function verifyEmailOf(email: string) {
  const { oobCode } = await lastEmail(email, 'VERIFY_EMAIL');
  await call(`${AUTH_EMULATOR}/accounts:update?key=demo-api-key`, { method: 'POST', json: { oobCode } });
}

/** The newest SMS code the Auth emulator holds for a number (E.164); it sends none. */
export async function verificationCode(phoneNumber: string): Promise<string> {
  const { verificationCodes = [] } = await call<{ verificationCodes?: { phoneNumber: string; code: string }[] }>(
    'http://127.0.0.1:9099/emulator/v1/projects/demo-reshelf/verificationCodes',
  );
  const found = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1);
  if (!found) throw new Error(`No code for ${phoneNumber}`);
  return found.code;
}
