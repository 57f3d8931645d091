import { photoUrl } from '@reshelf/domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BookGallery, KeepGalleryPlace, preloadCover } from './BookGallery';

const [cover, back, spine] = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)];
const ids = [cover, back, spine];

it('shows one photo as the page’s main picture, with no gallery controls', () => {
  render(<BookGallery name="Dracula" photos={[cover]} color="#6b4f3a" />);
  const img = screen.getByRole('img', { name: 'Cover of Dracula' });
  expect(img).toHaveAttribute('src', photoUrl(cover, 960));
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

describe('several photos', () => {
  const status = () => screen.getByText(/^Photo \d of 3$/, { selector: '[aria-live]' });

  it('names each photo by its place, the cover first and fetched first', () => {
    render(<BookGallery name="Dracula" photos={ids} />);
    const gallery = screen.getByRole('region', { name: 'Photos of Dracula' });
    const strip = within(gallery).getByRole('group', { name: /^Photos: use the arrow keys/ });
    const slides = within(strip).getAllByRole('group') as [HTMLElement, HTMLElement, HTMLElement];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Photo 1 of 3', 'Photo 2 of 3', 'Photo 3 of 3']);
    expect(within(slides[0]).getByRole('img', { name: 'Cover of Dracula' })).toHaveAttribute('fetchpriority', 'high');
    const second = within(slides[1]).getByRole('img', { name: 'Dracula, photo 2' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('fetchpriority', 'low');
    expect(status()).toHaveTextContent('Photo 1 of 3');
  });

  it('moves with next and previous, round from the last to the first, and by the dots', async () => {
    render(<BookGallery name="Dracula" photos={ids} />);
    const next = screen.getByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    await userEvent.click(next);
    expect(status()).toHaveTextContent('Photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(next);
    await userEvent.click(next);
    expect(status()).toHaveTextContent('Photo 1 of 3');
    await userEvent.click(previous);
    expect(status()).toHaveTextContent('Photo 3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(status()).toHaveTextContent('Photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('stays on the chosen photo when drawn again for the same listing, as a book page draws it twice', async () => {
    const page = (key: string, photos: string[]) => (
      <KeepGalleryPlace>
        <BookGallery key={key} name="Dracula" photos={photos} />
      </KeepGalleryPlace>
    );
    const { rerender } = render(page('as last seen', ids));
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    rerender(page('the listing', ids));
    expect(status()).toHaveTextContent('Photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute('aria-current', 'true');
    rerender(page('another listing', [spine, back, cover]));
    expect(status()).toHaveTextContent('Photo 1 of 3');
  });

  it('starts on the cover outside a page that keeps its place', async () => {
    const { rerender } = render(<BookGallery key="first" name="Dracula" photos={ids} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    rerender(<BookGallery key="again" name="Dracula" photos={ids} />);
    expect(status()).toHaveTextContent('Photo 1 of 3');
  });

  it('follows a swipe: the photo the strip has snapped to', () => {
    render(<BookGallery name="Dracula" photos={ids} />);
    const strip = screen.getByRole('group', { name: /^Photos: use the arrow keys/ });
    Object.defineProperty(strip, 'clientWidth', { value: 328 });
    fireEvent.pointerDown(strip);
    strip.scrollLeft = 656;
    fireEvent.scroll(strip);
    expect(status()).toHaveTextContent('Photo 3 of 3');
  });

  it('stays on a photo that is there when the seller removes some', async () => {
    const { rerender } = render(<BookGallery name="Dracula" photos={ids} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    rerender(<BookGallery name="Dracula" photos={ids.slice(0, 2)} />);
    expect(screen.getByText('Photo 2 of 2', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 2 of 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('speaks Bangla, with Bangla digits', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<BookGallery name="Dracula" photos={ids} />);
    expect(screen.getByRole('region', { name: 'Dracula-এর ছবি' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'পরের ছবি' }));
    expect(screen.getByText('ছবি ২, মোট ৩টি', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ছবি ১ দেখুন, মোট ৩টি' })).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });
});

it('preloads the cover as the gallery will ask for it', () => {
  const book = { photos: ids, image: photoUrl(cover, 960) };
  function Page() {
    preloadCover(book);
    return <BookGallery name="Dracula" photos={book.photos} />;
  }
  render(<Page />);
  const img = screen.getByRole('img', { name: 'Cover of Dracula' });
  const link = document.head.querySelector(
    `link[rel="preload"][as="image"][imagesrcset="${img.getAttribute('srcset')}"]`,
  );
  expect(link).toHaveAttribute('imagesizes', img.getAttribute('sizes'));
  expect(link).toHaveAttribute('fetchpriority', 'high');
});
