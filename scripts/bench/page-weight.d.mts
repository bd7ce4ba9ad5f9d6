export interface PageWeight {
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  htmlGzipBytes: number;
}

export function pageWeight(baseUrl: string, path: string): Promise<PageWeight>;
