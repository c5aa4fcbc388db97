package dev.bottleneck.samples.cases.XmlFactoryPerCall;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathFactory;

/**
 * A registry loader that only a Flyway callback and a command-line {@code main} call, in another
 * file (RegistryLoadingCallback): it runs once, through its private helper too. Error Prone, one
 * file at a time, sees a public method that anyone may call.
 */
public final class RegistryLoading {
  private RegistryLoading() {}

  public static void loadRegistry(String file) {
    // Error Prone alone: Diagnostic contains: XmlFactoryPerCall
    DocumentBuilderFactory.newInstance();
    loadElement(file);
  }

  private static void loadElement(String element) {
    // Error Prone alone: Diagnostic contains: XmlFactoryPerCall
    XPathFactory.newInstance();
  }
}
