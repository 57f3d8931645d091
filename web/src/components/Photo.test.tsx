import { photoSrcSet, photoUrl } from '@reshelf/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from './Photo';

const ID = '0123456789abcdef0123456789abcdef';
const cover = (props: Partial<Parameters<typeof Photo>[0]> = {}) => (
  <Photo
    image={photoUrl(ID, 960)}
    alt="Cover of Dracula"
    title="Dracula"
    color="#6b4f3a"
    sizes="88px"
    width={120}
    height={180}
    {...props}
  />
);

describe('a stored photo', () => {
  it('offers both sizes for the slot, reserves its box and loads when scrolled near', () => {
    render(cover());
    const img = screen.getByRole('img', { name: 'Cover of Dracula' });
    expect(img).toHaveAttribute('src', photoUrl(ID, 960));
    expect(img).toHaveAttribute('srcset', `/api/photos/${ID}/320 320w, /api/photos/${ID}/960 960w`);
    expect(img).toHaveAttribute('sizes', '88px');
    expect(img).toHaveAttribute('width', '120');
    expect(img).toHaveAttribute('height', '180');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    // Its box shows the photo's colour until the photo arrives.
    expect(img.parentElement).toHaveStyle({ backgroundColor: '#6b4f3a' });
  });

  it('is taken by id as well as by its URL', () => {
    render(cover({ image: ID }));
    expect(screen.getByRole('img')).toHaveAttribute('srcset', photoSrcSet(ID));
  });

  it('loads at once in the first screen, first of all as the page’s main picture, and last when out of sight', () => {
    const { rerender } = render(cover({ eager: true }));
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(cover({ priority: 'high' }));
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    // Out of sight until swiped to: after everything else.
    rerender(cover({ priority: 'low' }));
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'low');
  });
});

it('shows an older listing’s picture as it is', () => {
  render(cover({ image: '/images/books/dracula.svg', color: undefined }));
  const img = screen.getByRole('img', { name: 'Cover of Dracula' });
  expect(img).toHaveAttribute('src', '/images/books/dracula.svg');
  expect(img).not.toHaveAttribute('srcset');
  expect(img).not.toHaveAttribute('sizes');
  expect(img.parentElement).toHaveStyle({ backgroundColor: '#f1e6d4' });
});

it('shows a placeholder cover with the title when the picture does not load, and tries a new picture', () => {
  const { rerender } = render(cover({ image: 'https://gone.example/dracula.jpg' }));
  fireEvent.error(screen.getByRole('img'));
  const placeholder = screen.getByRole('img', { name: 'Cover of Dracula' });
  expect(placeholder.tagName).toBe('DIV');
  expect(placeholder).toHaveTextContent('Dracula');
  expect(document.querySelector('img')).toBeNull();
  rerender(cover());
  expect(screen.getByRole('img', { name: 'Cover of Dracula' })).toHaveAttribute('src', photoUrl(ID, 960));
});
