// What `recoverly update` and `recoverly rollback` (app/server/update-cli.ts) use of the app.
export { checkForUpdate, describeUpdateCheck, judgeRelease, type UpdateCheck } from '~/features/releases/check.server';
export { sourceOf, describeSource, type ReleaseSource } from '~/features/releases/source.server';
export { readRelease, type ReleaseRead, type VerifiedRelease } from '~/features/releases/verify.server';
export {
  applyUpdate,
  readUpdateRecord,
  rollBack,
  UpdateRefusal,
  type UpdateContext,
  type UpdateOutcome,
} from '~/features/releases/update.server';
