// The service worker's registration (vite-plugin-pwa's virtual module), used by app/UpdatePrompt.tsx.
/// <reference types="vite-plugin-pwa/react" />
