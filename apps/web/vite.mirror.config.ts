import { pageBuiltApart } from './build/page-built-apart.ts';

/**
 * The web mirror (mirror.html), built apart from the salon app and the portal (decision 075). As a
 * route of the salon app, its first screen waited for the salon app's first chunk, the sign-in gate,
 * the routers and the screens' table of contents, none of which it uses; as a third page of that
 * build it would move modules between the other two pages' chunks. Apart, its first screen loads
 * React, the theme, the query client and its own code in one file, and the other pages stay as they
 * were. The consultation, the camera and the hair-colour measure are chunks of their own, loaded
 * when needed. Runs after the main build, into the same folder.
 */
export default pageBuiltApart('mirror');
