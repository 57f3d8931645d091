import { ERROR, type CreatedReply } from '@reshelf/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createPerson, removeCreatedData } from './support/people';
import { adExists, createProduct, ordersFor, productDoc, productInput } from './support/products';

afterAll(removeCreatedData);

const unverified = { status: 403, body: failure('unverified', text(ERROR.emailNotVerified)) };

describe('an email not yet confirmed', () => {
  it('cannot book a book; once confirmed, the same session can', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const buyer = await createPerson({ emailVerified: false });
    const productId = await createProduct(seller);
    const order = { productId };

    const refused = await call('POST', '/orders', { token: buyer.accessToken, body: order });
    expect(refused).toMatchObject(unverified);
    expect(await ordersFor(productId)).toHaveLength(0);
    expect(await productDoc(productId)).toMatchObject({ productStatus: 'Available' });

    await adminAuth.updateUser(buyer.uid, { emailVerified: true });
    const booked = await call<CreatedReply>('POST', '/orders', { token: buyer.accessToken, body: order });
    expect(booked).toMatchObject({ status: 201, body: { insertedId: expect.any(String) } });
    expect(await ordersFor(productId)).toHaveLength(1);
  });

  it('cannot list, edit or advertise a book', async () => {
    const seller = await createPerson({ account: 'Seller', emailVerified: false });
    const input = productInput();
    const listed = await call('POST', '/addProduct', { token: seller.accessToken, body: input });
    expect(listed).toMatchObject(unverified);

    const productId = await createProduct(seller);
    const edit = await call('PUT', `/addProduct/${productId}`, { token: seller.accessToken, body: { price: 10 } });
    expect(edit).toMatchObject(unverified);
    expect(await productDoc(productId)).not.toMatchObject({ price: 10 });

    const ad = await call('POST', '/advertise', {
      token: seller.accessToken,
      body: { product: { ...input, _id: productId } },
    });
    expect(ad).toMatchObject(unverified);
    expect(await adExists(productId)).toBe(false);
  });
});
