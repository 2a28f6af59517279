/** The id of the served shell's element (rule PRF-2): written by the build, removed by React's first commit. */
export const STATIC_SHELL_ID = 'static-shell';
