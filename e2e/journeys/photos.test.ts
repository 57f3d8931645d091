// Journey: at 360 px a seller lists a book with two photos from the phone (one carrying EXIF GPS),
// makes the second the cover, and a buyer sees that cover on the category page and both photos on
// the book page, served without any metadata. The form and the gallery are screenshotted in both
// languages.
import { categoryIdOf, SUCCESS } from '@reshelf/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signIn, toast, toastGone } from '../support/accounts';
import { bookFor, createAccount, type ApiUser } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { reader } from '../support/language';
import { choosePhotos } from '../support/photos';
import { screenshot } from '../support/screenshot';

let browser: Browser;
let seller: ApiUser;
let buyer: ApiUser;
beforeAll(async () => {
  browser = await launchBrowser();
  [seller, buyer] = await Promise.all([createAccount(newPerson('Seller')), createAccount(newPerson('Buyer'))]);
});
afterAll(() => browser?.close());

const PHONE = { width: 360, height: 740 };
const book = bookFor('photos');
let bookPath = '';

/** Until a book's page shows its listing, read, not only as the browser last saw it. */
async function listingLoaded(page: Page, name: string) {
  const article = page.getByRole('article', { name });
  await article.waitFor();
  await expect.poll(() => article.getAttribute('aria-busy')).toBeNull();
}

/**
 * Which fixture a shown photo is, by its colour below the title: the front is red-brown, the back
 * blue. Read from the decoded pixels, so it holds for the browser's resized copy and the stored WebP.
 */
async function photoOf(img: Locator): Promise<'front' | 'back'> {
  await img.scrollIntoViewIfNeeded();
  const [r = 0, , b = 0] = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [el.naturalWidth, el.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    return [...context.getImageData(Math.round(el.naturalWidth / 2), Math.round(el.naturalHeight * 0.62), 1, 1).data];
  });
  return r > b ? 'front' : 'back';
}

it('a seller lists a book with two photos at 360 px and makes the second the cover; a buyer sees it and both photos, without metadata', async () => {
  const t = reader('en');
  const { context, page, errors } = await freshTab(browser, PHONE);
  await signIn(page, seller.email, seller.password, { at: '/dashboard/addProduct' });
  const form = page.getByRole('form', { name: t('products.add.label') });
  const picker = await choosePhotos(page, form, ['book-front-gps.jpg', 'book-back.jpg']);
  const thumb = (place: number) => picker.getByRole('img', { name: t('products.photos.alt', { place }) });
  await expect(photoOf(thumb(1))).resolves.toBe('front');
  await picker.getByRole('button', { name: t('products.photos.moveEarlier', { place: 2 }) }).click();
  await picker
    .getByRole('status')
    .getByText(t('products.photos.movedCover', { total: 2 }))
    .waitFor();
  await expect(photoOf(thumb(1))).resolves.toBe('back');
  await expect(photoOf(thumb(2))).resolves.toBe('front');
  await screenshot(page, 'dashboard-addProduct-photos');

  await form.getByLabel(t('products.fields.bookName')).fill(book.productName);
  // A price typed in Bangla digits is the same price.
  await form.getByLabel(t('products.fields.price')).fill('৪৫০');
  await form.getByRole('radio', { name: t(`terms.condition.${book.condition}`) }).check();
  await form.getByRole('radio', { name: t(`terms.category.${categoryIdOf(book.categoryName)}`) }).check();
  await form.getByLabel(t('products.fields.location')).fill(book.location);
  await form.getByLabel(t('products.add.purchaseYear')).fill(String(book.purchaseDate));
  await form.getByLabel(t('products.fields.description')).fill(book.description);
  await form.getByRole('button', { name: t('products.add.submit') }).click();
  await toast(page, SUCCESS.productAdded);
  await page.waitForURL((url) => url.pathname === '/dashboard/myProduct');
  expectNoErrors(errors);
  await context.close();

  const shopper = await freshTab(browser, PHONE);
  const bp = shopper.page;
  await signIn(bp, buyer.email, buyer.password, { at: `/categories/${categoryIdOf(book.categoryName)}` });
  const card = bp.getByRole('article', { name: book.productName });
  await card.getByText('৳450').waitFor();
  const cover = card.getByRole('img', { name: t('books.card.cover', { name: book.productName }) });
  await expect(photoOf(cover)).resolves.toBe('back');
  // The card's slot takes the 320 px size.
  await expect(cover.evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toMatch(
    /\/api\/photos\/[0-9a-f]{32}\/320$/,
  );

  await card.getByRole('link', { name: book.productName }).first().click();
  // The listing as the shelf showed it may come first (seen-books.test.ts): the photos are the listing's.
  await listingLoaded(bp, book.productName);
  const gallery = bp.getByRole('region', { name: t('books.gallery.label', { name: book.productName }) });
  for (const number of [1, 2])
    await gallery.getByRole('group', { name: t('books.gallery.photo', { number, total: 2 }) }).waitFor();
  const photos = gallery.getByRole('img');
  // Read again if the page draws the gallery anew meanwhile, which detaches the photo being read:
  // seen just after the tap from a shelf, on a fast host; its cause is not known yet.
  await expect.poll(() => photoOf(photos.nth(0))).toBe('back');
  await expect(photos.nth(0).evaluate((img: HTMLImageElement) => img.currentSrc)).resolves.toMatch(/\/960$/);
  await gallery.getByRole('button', { name: t('books.gallery.next') }).click();
  await expect.poll(() => photoOf(photos.nth(1))).toBe('front');
  bookPath = new URL(bp.url()).pathname;

  // What the server keeps and serves is a bare WebP: no EXIF (the GPS of where the photo was taken), no XMP.
  const urls = await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
  for (const url of urls) {
    const reply = await bp.request.get(url);
    expect(reply.headers()['content-type']).toBe('image/webp');
    expect(reply.headers()['cache-control']).toContain('immutable');
    const bytes = await reply.body();
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes.includes('EXIF')).toBe(false);
    expect(bytes.includes('XMP ')).toBe(false);
  }
  await screenshot(bp, 'book-gallery', { fullPage: false });
  expectNoErrors(shopper.errors);
  await shopper.context.close();
});

it('in Bangla: the photo picker with two photos and the book page gallery, at 360 px', async () => {
  const t = reader('bn');
  const sellerTab = await freshTab(browser, { ...PHONE, language: 'bn' });
  await signIn(sellerTab.page, seller.email, seller.password, { at: '/dashboard/addProduct' });
  const form = sellerTab.page.getByRole('form', { name: t('products.add.label') });
  await choosePhotos(sellerTab.page, form, ['book-front-gps.jpg', 'book-back.jpg']);
  await toastGone(sellerTab.page, SUCCESS.loggedIn);
  await screenshot(sellerTab.page, 'dashboard-addProduct-photos');
  expectNoErrors(sellerTab.errors);
  await sellerTab.context.close();

  const buyerTab = await freshTab(browser, { ...PHONE, language: 'bn' });
  await signIn(buyerTab.page, buyer.email, buyer.password, { at: bookPath });
  await listingLoaded(buyerTab.page, book.productName);
  await buyerTab.page.getByRole('region', { name: t('books.gallery.label', { name: book.productName }) }).waitFor();
  await toastGone(buyerTab.page, SUCCESS.loggedIn);
  await screenshot(buyerTab.page, 'book-gallery', { fullPage: false });
  expectNoErrors(buyerTab.errors);
  await buyerTab.context.close();
});
