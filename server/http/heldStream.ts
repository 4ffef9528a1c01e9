import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { DownloadSlot } from '../auth/downloadSlots';

/**
 * Sends `chunks` as the answer while the customer's download slot is held (auth/downloadSlots.ts):
 * renewed as the chunks go, freed when the answer ends however it ends: sent, the client gone before
 * or during it, or failed. The generator's own end does not cover a stream destroyed before it
 * started, so the response's close frees it too (freeing twice does nothing).
 */
export function sendWhileHeld(reply: FastifyReply, slot: DownloadSlot, chunks: AsyncIterable<string>): FastifyReply {
  const free = async () => {
    try {
      await slot.release();
    } catch (error) {
      // The hold ends by itself after SLOT_HOLD_SECONDS; the next download then waits that long at most.
      reply.log.warn({ err: error }, 'download slot not freed');
    }
  };
  reply.raw.once('close', () => void free());
  async function* held(): AsyncGenerator<string> {
    try {
      for await (const chunk of chunks) {
        await slot.keepAlive();
        yield chunk;
      }
    } finally {
      await free();
    }
  }
  return reply.send(Readable.from(held()));
}
