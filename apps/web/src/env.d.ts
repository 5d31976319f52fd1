/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server when it is not the one serving the SPA; '' means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
