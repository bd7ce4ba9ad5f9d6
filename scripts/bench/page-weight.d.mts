import type { Browser } from '@playwright/test';

export interface PageWeight {
  path: string;
  /** Every script fetched until the network is idle after hydration, plus the inline scripts, each gzip -9. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
  /** The paths of the scripts fetched, in the order their answers arrived. */
  scripts: string[];
}

export function launchBrowser(): Promise<Browser>;

export function pageWeight(browser: Browser, baseUrl: string, path: string): Promise<PageWeight>;
