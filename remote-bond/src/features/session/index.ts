/** What the bond pages show a visitor who is not signed in. */
export { SignInPrompt } from './sign-in-prompt';
