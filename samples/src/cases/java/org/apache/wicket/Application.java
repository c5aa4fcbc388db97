// Wicket is not among the samples' dependencies: the checks know its start-up hooks by name.
package org.apache.wicket;

public abstract class Application {
  protected void init() {}

  protected void onDestroy() {}
}
