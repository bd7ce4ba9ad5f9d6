import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // A separate build folder per checkout/test run lets parallel test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
