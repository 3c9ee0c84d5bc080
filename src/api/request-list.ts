import type { AxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { request } from './client';
import { ApiError } from './errors';

/** Items checked per slice by `requestList`: a few milliseconds each, so the page stays responsive between slices. */
export const LIST_SLICE = 500;

/** Lets the browser handle input and draw before the next slice (a message, which no test clock holds back). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * `request` for a reply that is a long list (the advertiser's 10,000 parts): the envelope is checked
 * as usual, then the items against `item` a slice at a time, each slice in its own task, so
 * checking a long list never holds the page for long. One wrong item still rejects the whole reply
 * as a contract break, naming its position.
 */
export async function requestList<S extends z.ZodMiniType>(config: AxiosRequestConfig, item: S): Promise<Array<z.infer<S>>> {
  const { response, raw } = await request(config, z.array(z.unknown()));
  const slice = z.array(item);
  const items: Array<z.infer<S>> = [];
  for (let start = 0; start < response.length; start += LIST_SLICE) {
    if (start > 0) await nextTask();
    const parsed = z.safeParse(slice, response.slice(start, start + LIST_SLICE));
    if (!parsed.success) {
      const at = start + Number(parsed.error.issues[0]?.path[0] ?? 0);
      throw new ApiError({ kind: 'contract', status: 200, code: 'BAD_RESPONSE', body: raw, message: `item ${at}: ${z.prettifyError(parsed.error)}` });
    }
    for (const value of parsed.data) items.push(value);
  }
  return items;
}
