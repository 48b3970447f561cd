// The server library's public face: the only module src-main and scripts import.
export { buildApp, type BuildOptions } from './app.js';
export { startServer, ownerUrl, type StartOptions } from './start.js';
export { OWNER_TOKEN_FILE } from './auth/owner-token.js';
export { loadConfig, VERSION, type LoadConfigOptions, type ConfigOverrides } from './config/load.js';
export type { Config } from './config/schema.js';
export { systemClock, createManualClock, type Clock } from './shared/clock.js';
export type { SecretBox } from './secrets/secret-box.js';
export { createSecretBox, KEY_BYTES } from './secrets/secret-box.js';
export { KEY_FILE, SAFE_KEY_FILE } from './secrets/key-file.js';
export type { DesktopNotifierPort, DesktopNotification } from './notify/channels/desktop.js';
export { remoteServerOf, type RemoteServer } from './team/remote.js';
