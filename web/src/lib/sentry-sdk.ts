// The two functions the app calls, re-exported so the bundle keeps only what they need: a
// namespace import of '@sentry/react' keeps every integration (session replay, the feedback
// widget), three times the code every page load would download and compile.
export { captureException, init } from '@sentry/react';
