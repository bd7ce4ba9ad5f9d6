import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // A separate build folder per checkout/test run lets parallel test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router 8's behaviours stay off on 7.x (8 needs Node 22); naming them silences the build's reminders.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
