// Wicket is not among the samples' dependencies: the checks know its start-up hooks by name.
package org.apache.wicket.protocol.http;

import org.apache.wicket.Application;

public abstract class WebApplication extends Application {
  @Override
  protected void init() {}
}
