import { displayPhone, ERROR, type CreatedReply } from '@reshelf/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { orderDoc } from './support/orders';
import { createPerson, removeCreatedData, uniquePhone, type Person } from './support/people';
import { contactDoc, createProduct, listingInput, ordersFor, productDoc, productInput } from './support/products';

afterAll(removeCreatedData);

const phoneUnverified = { status: 403, body: failure('phone-unverified', text(ERROR.phoneNotVerified)) };

let seller: Person;
beforeAll(async () => {
  seller = await createPerson({ account: 'Seller' });
});

describe('an account without a verified phone', () => {
  it('cannot book (403 phone-unverified, nothing written); once a number is verified, the same session can', async () => {
    const buyer = await createPerson({ phone: false });
    const productId = await createProduct(seller);
    // A number in the body is no verified number.
    const order = { productId, phone: '01712-345678' };

    expect(await call('POST', '/orders', { token: buyer.accessToken, body: order })).toMatchObject(phoneUnverified);
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });

    const phoneNumber = uniquePhone();
    await adminAuth.updateUser(buyer.uid, { phoneNumber });
    const booked = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: order });
    expect(booked.status).toBe(201);
    expect(await orderDoc(booked.body.insertedId)).toMatchObject({
      phone: displayPhone(phoneNumber),
      sellerPhone: seller.phone,
    });
  });

  it('cannot list a book; once a number is verified, the listing carries it whatever the body says', async () => {
    const newSeller = await createPerson({ account: 'Seller', phone: false });
    const body = await listingInput(newSeller, { phone: '01712-345678' });
    expect(await call('POST', '/addProduct', { token: newSeller.accessToken, body })).toMatchObject(phoneUnverified);
    expect((await db.collection('products').where('sellerUid', '==', newSeller.uid).get()).size).toBe(0);

    const phoneNumber = uniquePhone();
    await adminAuth.updateUser(newSeller.uid, { phoneNumber });
    const listed = await call<CreatedReply>('POST', '/addProduct', { token: newSeller.accessToken, body });
    expect(listed.status).toBe(201);
    expect(await contactDoc(listed.body.insertedId)).toMatchObject({ phone: displayPhone(phoneNumber) });
  });

  it('is asked for the email first when neither is verified', async () => {
    const buyer = await createPerson({ phone: false, emailVerified: false });
    const res = await call('POST', '/orders', { token: buyer.accessToken, body: { productId: 'any' } });
    expect(res).toMatchObject({ status: 403, body: failure('unverified', text(ERROR.emailNotVerified)) });
  });

  it('can still edit and advertise its listings (they carry no phone of the body)', async () => {
    const unlinked = await createPerson({ account: 'Seller', phone: false });
    const productId = await createProduct(unlinked);
    const { photos } = (await productDoc(productId))!;
    const edit = productInput({ productName: 'Edited', phone: '01712-345678', photos });
    expect((await call('PUT', `/addProduct/${productId}`, { token: unlinked.accessToken, body: edit })).status).toBe(
      200,
    );
    expect(await contactDoc(productId)).not.toMatchObject({ phone: '01712-345678' });
    const ad = await call('POST', '/advertise', { token: unlinked.accessToken, body: { product: { _id: productId } } });
    expect(ad.status).toBe(201);
  });
});

describe('the phone the other party sees', () => {
  it('is the number the account has verified at booking time: a changed number shows on the next booking', async () => {
    const buyer = await createPerson();
    const changing = await createPerson({ account: 'Seller' });
    const first = await createProduct(changing);
    const second = await createProduct(changing);
    const book = async (productId: string) => {
      const res = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: { productId } });
      expect(res.status).toBe(201);
      return (await orderDoc(res.body.insertedId))!;
    };

    expect(await book(first)).toMatchObject({ phone: buyer.phone, sellerPhone: changing.phone });
    const newNumber = uniquePhone();
    await adminAuth.updateUser(changing.uid, { phoneNumber: newNumber });
    expect(await book(second)).toMatchObject({ phone: buyer.phone, sellerPhone: displayPhone(newNumber) });
  });

  it('is the one the seller listed with while the seller has no verified number (between an unlink and a new one)', async () => {
    const buyer = await createPerson();
    const unlinking = await createPerson({ account: 'Seller' });
    const listed = await call<CreatedReply>('POST', '/addProduct', {
      token: unlinking.accessToken,
      body: await listingInput(unlinking),
    });
    expect(listed.status).toBe(201);
    await adminAuth.updateUser(unlinking.uid, { phoneNumber: null });
    const res = await call<CreatedReply>('POST', '/orders', {
      token: buyer.accessToken,
      body: { productId: listed.body.insertedId },
    });
    expect(res.status).toBe(201);
    expect(await orderDoc(res.body.insertedId)).toMatchObject({ sellerPhone: unlinking.phone });
  });
});
