/** Where each part of the product is served on one machine, each on its own origin like a real deployment. */
export const PORTS = {
  host: 8080,
  'remote-bond': 8081,
  'remote-margin': 8082,
  'remote-overseas-misc': 8083,
  sandbox: 8090,
} as const;

/** The federated apps, in build order (remotes first: the host needs nothing of theirs at build time). */
export const APPS = ['remote-bond', 'remote-margin', 'remote-overseas-misc', 'host'] as const;
export type AppName = (typeof APPS)[number];
