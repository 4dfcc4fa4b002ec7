import type { ServerResponse } from 'node:http';
import { SCRIPT_PAYLOAD } from './hostile-wallets.js';

/** How a hostile directory answers a wallet icon. */
export type IconBehaviour = 'scripted-svg' | 'huge' | 'hang' | 'trickle';

/** The size of a `huge` icon: 20 MB, as a hostile directory served one. */
export const HUGE_ICON_BYTES = 20 * 1024 * 1024;

/** An SVG icon that runs script if it is ever a document: a `<script>` element and an `onload` attribute. */
export const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="${SCRIPT_PAYLOAD}">
<script>${SCRIPT_PAYLOAD}</script>
<rect width="64" height="64" rx="12" fill="#c0392b"/>
</svg>`;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHUNK = Buffer.alloc(64 * 1024);
const TRICKLE_INTERVAL_MS = 250;

/** Counts what the icons of a scenario cost: requests, and bytes handed to the socket. */
export type IconCounter = { requests: number; bytesSent: number };

/**
 * Answers a wallet icon request the hostile way. `huge` streams a 20 MB PNG with backpressure and counts the bytes
 * the socket took (a client that stops reading, or aborts, stops the count); `hang` never answers; `trickle` sends
 * the headers and then one byte every 250 ms, for ever. The response ends when the client goes away, or
 * `response.destroy()` (the server does it on close).
 */
export function answerIcon(behaviour: IconBehaviour, response: ServerResponse, counter: IconCounter): void {
  counter.requests += 1;
  switch (behaviour) {
    case 'scripted-svg': {
      const body = Buffer.from(SCRIPTED_SVG);
      counter.bytesSent += body.length;
      response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': String(body.length) });
      response.end(body);
      return;
    }
    case 'huge':
      void streamHuge(response, counter);
      return;
    case 'hang':
      return;
    case 'trickle': {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      const timer = setInterval(() => {
        if (response.destroyed) return clearInterval(timer);
        response.write(PNG_SIGNATURE.subarray(0, 1), (error) => {
          if (!error) counter.bytesSent += 1;
        });
      }, TRICKLE_INTERVAL_MS);
      response.once('close', () => clearInterval(timer));
      return;
    }
  }
}

async function streamHuge(response: ServerResponse, counter: IconCounter): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(HUGE_ICON_BYTES) });
  let sent = 0;
  while (sent < HUGE_ICON_BYTES && !response.destroyed) {
    const size = Math.min(CHUNK.length, HUGE_ICON_BYTES - sent);
    const chunk = sent === 0 ? Buffer.concat([PNG_SIGNATURE, CHUNK.subarray(PNG_SIGNATURE.length)]) : CHUNK;
    const body = chunk.subarray(0, size);
    sent += size;
    const flushed = response.write(body, (error) => {
      if (!error) counter.bytesSent += size;
    });
    if (!flushed) {
      await new Promise<void>((resolve) => {
        const done = () => {
          response.off('drain', done);
          response.off('close', done);
          resolve();
        };
        response.once('drain', done);
        response.once('close', done);
      });
    }
  }
  if (!response.destroyed) response.end();
}
