package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import javax.xml.xpath.XPathFactory;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;

// Loads the registries after Flyway has migrated the database at start-up, or from the command
// line: once.
class RegistryLoadingCallback implements Callback {
  @Override
  public boolean supports(Event event, Context context) {
    return event == Event.AFTER_MIGRATE;
  }

  @Override
  public boolean canHandleInTransaction(Event event, Context context) {
    return true;
  }

  @Override
  public void handle(Event event, Context context) {
    updateRegistries();
  }

  @Override
  public String getCallbackName() {
    return "RegistryLoadingCallback";
  }

  private void updateRegistries() {
    XPathFactory.newInstance();
    RegistryLoading.loadRegistry("registry.xml");
  }
}

// The command-line registry loader.
final class RegistryLoaderCommand {
  private RegistryLoaderCommand() {}

  public static void main(String[] args) {
    RegistryLoading.loadRegistry(args[0]);
  }
}
