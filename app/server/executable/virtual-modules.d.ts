// The production server build (build/server/index.js), which scripts/build-exe.mjs bundles into the executable.
declare module 'virtual:recoverly/server-build' {
  export const runExecutable: typeof import('../index').runExecutable;
}
