package dev.bottleneck.maven.spi;

import dev.bottleneck.maven.types.FileWords;
import dev.bottleneck.maven.types.ModuleTypeNames;

/**
 * One file before it is parsed, as the rules' text gates read it ({@link JavaRule#mayReport}): its
 * text, the identifiers of its code, and the module's type names for findings that depend on other
 * files (a subclass declared elsewhere, an inherited annotation).
 */
public final class FileText {
  private final String source;
  private final FileWords words;
  private final ModuleTypeNames module;
  private final boolean classpath;

  /**
   * @param source the file's text, unicode escapes translated
   * @param classpath whether the scan has a class path, on which a type of any name may extend a
   *     library type
   */
  public FileText(String source, FileWords words, ModuleTypeNames module, boolean classpath) {
    this.source = source;
    this.words = words;
    this.module = module;
    this.classpath = classpath;
  }

  /** The file's text as the compiler reads it: unicode escapes translated. */
  public String source() {
    return source;
  }

  /** The identifiers of the file's code. */
  public FileWords words() {
    return words;
  }

  /** The module's type names, read from text alone. */
  public ModuleTypeNames module() {
    return module;
  }

  /** Whether the scan has a class path, whose types the module's text does not show. */
  public boolean hasClasspath() {
    return classpath;
  }
}
