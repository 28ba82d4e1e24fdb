import type { RequestHandler } from "express";

// An action may answer without reading the body it was sent (sign-out, a refused member, a
// form whose errors are known before the photos arrive). React Router has by then wrapped the
// request in a stream that pauses once its buffer is full, and Node only throws away bodies
// nobody started reading: the rest of the upload then sat unread, the browser (which sends the
// whole body before it reads the answer) waited on it, and the connection was reset. So once the
// answer is sent, whatever is left of the body is read into nothing, up to the same bound as a
// refused photo upload (decision 0038); past it the connection is cut, as no honest form is that
// large.

/** Six photos' worth: what the photo reader also drains after refusing an upload. */
export const MAX_UNREAD_BODY_BYTES = 60 * 1024 * 1024;

export function drainUnreadBodies(limitBytes = MAX_UNREAD_BODY_BYTES): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // Whoever was reading (React Router's stream) has stopped: take the body from them.
      req.removeAllListeners("data");
      let drained = 0;
      req.on("data", (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > limitBytes) req.socket.destroy();
      });
      req.resume();
    });
    next();
  };
}
