// How much of an answer the action reads: a token or a bot's key and secret are a few hundred
// bytes, so an answer is read whole up to 1 MiB, and past it not at all (AnswerTooLarge).

import type { Dispatcher } from 'undici'
import type { IncomingHttpHeaders } from 'node:http'
import { AnswerTooLarge } from './error-codes.ts'

/** The most of an answer the action reads whole. */
const MAX_ANSWER_BYTES = 1024 * 1024

export interface Answer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly text: string
}

/** The whole body, or AnswerTooLarge (the rest is not read) past `limit` bytes. */
async function readCapped(body: Dispatcher.ResponseData['body'], limit: number, status: number): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += (chunk as Buffer).length
    if (size > limit) {
      body.destroy()
      throw new AnswerTooLarge(limit, status)
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The answer, its body read whole (up to MAX_ANSWER_BYTES). */
export async function whole(res: Dispatcher.ResponseData): Promise<Answer> {
  return {
    status: res.statusCode,
    headers: res.headers,
    text: await readCapped(res.body, MAX_ANSWER_BYTES, res.statusCode)
  }
}
