/**
 * The fail policy, the last stage of the flow: which remaining findings and which unanalyzable
 * files fail the build, with the message that says so. Plain Java, no Maven API: the Mojos turn its
 * verdicts into exceptions. Depends on {@code finding} and the front end's words only.
 */
package dev.bottleneck.maven.policy;
