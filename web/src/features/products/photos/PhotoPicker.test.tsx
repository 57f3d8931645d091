import { ApiError } from '../../../lib/api-client';
import { ERROR, photoUrl, VALIDATION, type PhotoUploadReply } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/fixtures';
import { text } from '../../../../../test/support/text';
import { PhotoPicker } from './PhotoPicker';
import type * as ResizePhoto from './resize-photo';
import { PhotoNotReadable, resizePhoto } from './resize-photo';
import { uploadPhoto } from './upload-photo';
import { usePhotoUploads } from './use-photo-uploads';

vi.mock('./upload-photo', () => ({ uploadPhoto: vi.fn() }));
vi.mock('./resize-photo', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizePhoto>()),
  resizePhoto: vi.fn(),
}));

const idOf = (n: number) => String(n).repeat(32).slice(0, 32);
const reply = (id: string): PhotoUploadReply => ({
  id,
  urls: { '320': photoUrl(id, 320), '960': photoUrl(id, 960) },
  color: '#336699',
  width: 960,
  height: 1280,
});
const nameOf = (blob: Blob) => (blob as File).name;
const photo = (name: string) => new File([name], `${name}.jpg`, { type: 'image/jpeg' });

let objectUrls = 0;
beforeEach(() => {
  vi.resetAllMocks();
  objectUrls = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:photo-${++objectUrls}`, revokeObjectURL: vi.fn() }));
  // The resized picture keeps the file's name here, so a test can tell which was sent.
  vi.mocked(resizePhoto).mockImplementation(async (file) => file);
});
afterEach(() => vi.unstubAllGlobals());

/** The picker as a form holds it; `onChange` hears the stored ids each time they change. */
function Picker({ initial = [], onChange = vi.fn() }: { initial?: string[]; onChange?: (ids: string[]) => void }) {
  const photos = usePhotoUploads(initial, {});
  useEffect(() => onChange(photos.ids), [photos.ids, onChange]);
  return <PhotoPicker photos={photos} />;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const thumbnails = () => within(screen.getByRole('list')).getAllByRole('listitem');
const pick = (...files: File[]) => userEvent.upload(fileInput(), files);

describe('Photo picker', () => {
  it('opens the camera or the gallery for images from a labelled button', async () => {
    render(<Picker />);
    const input = fileInput();
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    const click = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Add photos' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(/The first is the cover/);
  });

  it('uploads two photos, marks the first as the cover and gives their ids in order', async () => {
    vi.mocked(uploadPhoto).mockImplementation(async (blob) => reply(idOf(nameOf(blob) === 'a.jpg' ? 1 : 2)));
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await pick(photo('a'), photo('b'));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith([idOf(1), idOf(2)]));
    expect(thumbnails()).toHaveLength(2);
    expect(within(thumbnails()[0]!).getByText('Cover')).toBeVisible();
    expect(within(thumbnails()[1]!).queryByText('Cover')).not.toBeInTheDocument();
    expect(within(thumbnails()[0]!).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', 'blob:photo-1');
    expect(screen.getByRole('status')).toHaveTextContent('Photos added: 2. They upload now.');
    expect(screen.getByText('2 of 4')).toBeVisible();
  });

  it('moves a photo earlier and later with the keyboard, says so, and keeps focus on it', async () => {
    vi.mocked(uploadPhoto).mockImplementation(async (blob) => reply(idOf(nameOf(blob) === 'a.jpg' ? 1 : 2)));
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await pick(photo('a'), photo('b'));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith([idOf(1), idOf(2)]));
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([idOf(2), idOf(1)]);
    expect(screen.getByRole('status')).toHaveTextContent('Photo moved to place 1 of 2: it is the cover now.');
    expect(within(thumbnails()[0]!).getByRole('img')).toHaveAttribute('src', 'blob:photo-2');
    // At the front it cannot go earlier: focus moves to its other arrow.
    expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([idOf(1), idOf(2)]);
    expect(screen.getByRole('status')).toHaveTextContent('Photo moved to place 2 of 2.');
    expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
  });

  it('removes a photo, says so and gives focus back to Add photos', async () => {
    const onChange = vi.fn();
    render(<Picker initial={[idOf(1), idOf(2)]} onChange={onChange} />);
    expect(within(thumbnails()[1]!).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', photoUrl(idOf(2), 320));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onChange).toHaveBeenLastCalledWith([idOf(2)]);
    expect(thumbnails()).toHaveLength(1);
    expect(within(thumbnails()[0]!).getByText('Cover')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Photo removed. Photos left: 1.');
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveFocus();
  });

  it('takes at most 4, says so, and offers no more once full', async () => {
    vi.mocked(uploadPhoto).mockImplementation(async (blob) => reply(idOf(Number(nameOf(blob)[0]))));
    render(<Picker initial={[idOf(1)]} />);
    await pick(photo('2'), photo('3'), photo('4'), photo('5'));
    expect(thumbnails()).toHaveLength(4);
    expect(screen.getByText(text(VALIDATION.photosMax))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(uploadPhoto).toHaveBeenCalledTimes(3);
  });

  it('shows each upload’s progress, two at a time', async () => {
    const sent = [deferred<PhotoUploadReply>(), deferred<PhotoUploadReply>(), deferred<PhotoUploadReply>()];
    const progress: ((share: number) => void)[] = [];
    vi.mocked(uploadPhoto).mockImplementation((_, onProgress) => {
      progress.push(onProgress);
      return sent[progress.length - 1]!.promise;
    });
    render(<Picker />);
    await pick(photo('1'), photo('2'), photo('3'));
    await vi.waitFor(() => expect(uploadPhoto).toHaveBeenCalledTimes(2));
    act(() => progress[0]!(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('progressbar', { name: 'Preparing photo 3' })).toHaveAttribute('aria-valuenow', '0');

    await act(async () => sent[0]!.resolve(reply(idOf(1))));
    await vi.waitFor(() => expect(uploadPhoto).toHaveBeenCalledTimes(3));
    expect(screen.queryByRole('progressbar', { name: 'Uploading photo 1' })).not.toBeInTheDocument();
  });

  it('stops an upload when its photo is removed', async () => {
    let signal: AbortSignal | undefined;
    vi.mocked(uploadPhoto).mockImplementation((_, _progress, stop) => {
      signal = stop;
      return new Promise(() => {});
    });
    render(<Picker />);
    await pick(photo('a'));
    await vi.waitFor(() => expect(signal).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(signal!.aborted).toBe(true);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal on the photo, and Retry sends the same resized photo again', async () => {
    const refusal = new ApiError(400, 'invalid', text(ERROR.photoDamaged));
    vi.mocked(uploadPhoto).mockRejectedValueOnce(refusal).mockResolvedValueOnce(reply(idOf(1)));
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await pick(photo('a'));
    const alert = await within(thumbnails()[0]!).findByRole('alert');
    expect(alert).toHaveTextContent(text(ERROR.photoDamaged));

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry photo 1' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith([idOf(1)]));
    expect(resizePhoto).toHaveBeenCalledOnce();
    const [first, second] = vi.mocked(uploadPhoto).mock.calls.map(([blob]) => blob);
    expect(second).toBe(first);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a dropped connection stopped an upload', async () => {
    vi.mocked(uploadPhoto).mockRejectedValue(new ApiError(0, 'network', text(ERROR.network)));
    render(<Picker />);
    await pick(photo('a'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.network));
  });

  it('refuses a file that is no picture, without sending it', async () => {
    vi.mocked(resizePhoto).mockRejectedValue(new PhotoNotReadable());
    render(<Picker />);
    await pick(photo('a'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text(ERROR.photoNotImage));
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('reads in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    try {
      render(<Picker initial={[idOf(1), idOf(2)]} />);
      expect(screen.getByRole('button', { name: 'ছবি যোগ করুন' })).toBeVisible();
      expect(screen.getByText('৪টির মধ্যে ২টি')).toBeVisible();
      expect(screen.getByText('প্রচ্ছদ')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'ছবি ২ আগে নিন' }));
      expect(screen.getByRole('status')).toHaveTextContent('ছবিটি ২টির মধ্যে ১ নম্বরে সরানো হয়েছে: এটি এখন প্রচ্ছদ।');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
