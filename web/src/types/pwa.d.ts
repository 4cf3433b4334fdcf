// The service worker registration module vite-plugin-pwa provides (lib/app-worker.ts).
/// <reference types="vite-plugin-pwa/client" />
