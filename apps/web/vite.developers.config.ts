import { pageBuiltApart } from './build/page-built-apart.ts';

/**
 * The public developer page (developers.html), built apart from the salon app and the portal. Built
 * with them, it would share their first chunk, which holds the sign-in gate, the routers and the
 * GraphQL client the page never uses; cutting that chunk in two for it would cost every salon page
 * gzip's context (decision 007), and several are within a kB of their budget. Apart, the page loads
 * React, the theme and its content in one file of its own, and the other pages stay as they were.
 * Runs after the main build, into the same folder.
 */
export default pageBuiltApart('developers');
