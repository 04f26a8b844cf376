import type { Media, UploadedFile } from '@abialbum/contracts';
import { answer, eventually } from '@abialbum/service-kit/testing';
import { ffmpegTools, type VideoTools } from '../../src/derivatives/video-tools';
import type { TestUser } from './albums';
import { call } from './media';
import type { Service } from './service';
import { uploadFiles } from './upload';

/** How long a video job (a poster, a playback copy of a 2 s clip) may take on a busy machine. */
export const JOB_MS = 60_000;

export async function uploadVideo(svc: Service, user: TestUser, albumId: string, bytes: Buffer, name: string, type: string): Promise<UploadedFile> {
  const res = await uploadFiles(`${svc.url}/api/v1/upload`, [{ bytes, name, type }], { field: 'file', token: user.token, fields: { albumId } });
  expect(res.status).toBe(201);
  return (await answer<UploadedFile>(res)).data;
}

export async function aVideoItem(svc: Service, user: TestUser, albumId: string, file: UploadedFile): Promise<Media> {
  const res = await call<{ media: Media }>(svc, 'POST', '/albums/media', user.token, { albumId, url: file.url, caption: 'At the lake' });
  expect(res.status).toBe(201);
  return res.body.data.media;
}

export const getItem = async (svc: Service, id: string, token?: string) => call<{ media: Media }>(svc, 'GET', `/albums/media/${id}`, token);

/** The item once its video jobs are done (poster, then playback copy when it needs one), as the viewer polls it. */
export async function whenSettled(svc: Service, id: string, token: string): Promise<Media> {
  let item: Media | undefined;
  await eventually(async () => {
    item = (await getItem(svc, id, token)).body.data.media;
    return item.playbackStatus !== 'preparing';
  }, JOB_MS, 250);
  return item as Media;
}

/**
 * Real ffmpeg with its poster step (`frame`) or its playback copy replaced, as a test makes them fail, wait or be
 * counted: `runs` lists the inputs the replaced step was given.
 */
export function ffmpegWith(replaced: Partial<Pick<VideoTools, 'frame' | 'playback'>>) {
  const real = ffmpegTools();
  const runs: string[] = [];
  const tools: VideoTools = {
    available: () => real.available(),
    frame: (input, at, output) => {
      if (!replaced.frame) return real.frame(input, at, output);
      runs.push(input);
      return replaced.frame(input, at, output);
    },
    playback: (input, output, signal) => {
      if (!replaced.playback) return real.playback(input, output, signal);
      runs.push(input);
      return replaced.playback(input, output, signal);
    },
  };
  return { tools, runs, real };
}
