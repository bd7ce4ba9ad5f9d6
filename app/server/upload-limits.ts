import { isGuardedAdminPath } from './admin-gate';
import { closeUnread } from './close-unread';
import type { EdgeStep } from './edge-step';
import { tooLargeText, type ErrorResponses } from './error-responses';
import { readBody } from './node-fetch';
import { BODY_LIMIT_BYTES, bodyLimitFor, declaredBodyTooLarge, isSafeMethod, isUploadPath, UPLOADS_AT_ONCE } from './request-guards';
import { bodyToFile, createUploadGate } from './upload-body';

/**
 * The edge's step for a post's body, once its headers have passed originGuard: read within the
 * limit of its path and sender, and left on the visit for the render (then handed on). Who is sending
 * is settled before a byte of it is read: an administrator's address without a live session is
 * handed on with the body unread (React Router answers with the redirect to the sign-in page, and the
 * connection closes). More than 64 KiB only from the signed-in administrator: a long post on the
 * Content screen (read into memory, up to 1 MiB), or on the upload path, two uploads at a time, each
 * streamed to a temporary file that is removed once the answer is sent.
 */
export function uploadLimits(adminSession: (cookie: string | undefined) => Promise<boolean>, answers: ErrorResponses): EdgeStep {
  const uploads = createUploadGate(UPLOADS_AT_ONCE);
  return async (visit, next) => {
    if (isSafeMethod(visit.method)) return next();
    const { req, res, pathname } = visit;
    const guarded = isGuardedAdminPath(pathname);
    const signedInAdmin = guarded && (await adminSession(req.headers.cookie));
    if (guarded && !signedInAdmin) {
      visit.bodyUnread = true;
      return next();
    }
    const limit = bodyLimitFor(pathname, signedInAdmin);
    const tooLarge = () => {
      closeUnread(req, res);
      answers.tooLarge(res, tooLargeText(pathname));
    };
    if (declaredBodyTooLarge(req, limit)) return tooLarge();
    if (limit <= BODY_LIMIT_BYTES || !isUploadPath(pathname)) {
      const body = await readBody(req, limit);
      if (body === null) return tooLarge();
      visit.body = body;
      return next();
    }
    const leave = uploads.enter();
    if (!leave) {
      closeUnread(req, res);
      return answers.uploadsBusy(res);
    }
    try {
      const file = await bodyToFile(req, limit);
      if (!file) return tooLarge();
      res.once('close', file.remove);
      visit.body = file.stream();
      return await next();
    } finally {
      leave();
    }
  };
}
