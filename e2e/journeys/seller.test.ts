// Journey 1: a newcomer signs up as a seller, adds a book, sees it in My product, advertises
// it, and finds it in the special offers on Home; in English, and in Bangla (a bn-BD browser).
import { categoryIdOf, LANGUAGES, SUCCESS } from '@reshelf/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPerson, signUp, toast } from '../support/accounts';
import { bookFor } from '../support/api';
import { expectNoErrors, freshTab, launchBrowser } from '../support/browser';
import { dashboardMenu } from '../support/dashboard';
import { reader } from '../support/language';
import { choosePhotos } from '../support/photos';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it.each(LANGUAGES)(
  '%s: a new seller adds a book, advertises it, and finds it among the special offers',
  async (language) => {
    const t = reader(language);
    const { context, page, errors } = await freshTab(browser, { language });
    const seller = newPerson('Seller');
    const book = bookFor(`seller journey ${language}`);
    const phone = await signUp(page, seller);

    await page
      .getByRole('banner')
      .getByRole('link', { name: t('app.navbar.dashboard') })
      .click();
    await dashboardMenu(page)
      .getByRole('link', { name: t('app.dashboard.menu.addProduct') })
      .click();
    const form = page.getByRole('form', { name: t('products.add.label') });
    await expect(form.getByLabel(t('products.add.sellerEmail')).inputValue()).resolves.toBe(seller.email);
    await form.getByLabel(t('products.fields.bookName')).fill(book.productName);
    await choosePhotos(page, form);
    await form.getByLabel(t('products.fields.price')).fill(String(book.price));
    const condition = t(`terms.condition.${book.condition}`);
    await form.getByRole('radio', { name: condition }).check();
    const category = t(`terms.category.${categoryIdOf(book.categoryName)}`);
    await form.getByRole('radio', { name: category }).check();
    // The account's verified number, not a field to type in.
    await expect(form.getByLabel(t('products.fields.phone')).inputValue()).resolves.toBe(phone);
    await form.getByLabel(t('products.fields.location')).fill(book.location);
    await form.getByLabel(t('products.add.purchaseYear')).fill(String(book.purchaseDate));
    await form.getByLabel(t('products.fields.description')).fill(book.description);
    await form.getByRole('button', { name: t('products.add.submit') }).click();
    await toast(page, SUCCESS.productAdded);
    await page.waitForURL((url) => url.pathname === '/dashboard/myProduct');

    const card = page.getByRole('article', { name: book.productName });
    await card.getByText(t('terms.productStatus.Available')).waitFor();
    await card.getByRole('button', { name: t('products.card.advertiseLabel', { name: book.productName }) }).click();
    await toast(page, SUCCESS.advertised);
    await card.getByRole('button', { name: t('products.card.advertisedLabel', { name: book.productName }) }).waitFor();

    await page
      .getByRole('banner')
      .getByRole('link', { name: t('app.navbar.home') })
      .click();
    const offers = page.getByRole('region', { name: t('home.offers.title') });
    await offers.getByRole('heading', { name: book.productName }).waitFor();
    await offers.getByRole('button', { name: t('home.offers.getLabel', { name: book.productName }) }).click();
    await toast(page, SUCCESS.gotOffer);

    expectNoErrors(errors);
    await context.close();
  },
);
