export interface Stay {
  /** The module, relative to the root. */
  module: string;
  /** The call that led there ('app/server/http-server.ts:76 baseSecurityHeaders'). */
  via: string;
}

export function walkOptions(options: { root: string; file: string; functionName: string; parameter?: string; built?: boolean }): {
  stays: Stay[];
  rooms: string[];
  comesBack: number;
};
