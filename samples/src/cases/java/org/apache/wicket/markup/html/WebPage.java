// Wicket is not among the samples' dependencies: a page's hook, which runs per page instance.
package org.apache.wicket.markup.html;

public class WebPage {
  protected void onInitialize() {}
}
