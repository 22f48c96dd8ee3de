/**
 * Types of `negotiator` 1.x, the content negotiation Express itself uses. The published
 * `@types/negotiator` describe 0.6, which had no `preferred` option: the server's order among the
 * encodings a client accepts equally (the only part of its API the server uses is typed here).
 */
declare module 'negotiator' {
  /** The request headers negotiation reads (`Accept-Encoding` here). */
  interface NegotiatedRequest {
    headers: Record<string, string | string[] | undefined>;
  }

  /** Options of {@link Negotiator.encoding}. */
  interface EncodingOptions {
    /** The server's order of preference among encodings the client weighs equally (same q-value). */
    preferred?: readonly string[];
  }

  /** Negotiates what a request accepts (RFC 9110 §12.5). */
  export default class Negotiator {
    constructor(request: NegotiatedRequest);
    /**
     * The best of `available` for the request's `Accept-Encoding`: highest q-value first, then the
     * `preferred` order, then the client's order.
     *
     * @returns an encoding of `available`, or undefined when the client accepts none of them
     */
    encoding(available: readonly string[], options?: EncodingOptions): string | undefined;
  }
}
