package dev.bottleneck.maven.spi;

import dev.bottleneck.maven.types.ClasspathNames;
import dev.bottleneck.maven.types.FileWords;
import dev.bottleneck.maven.types.ModuleTypeNames;

/**
 * One file before it is parsed, as the rules' text gates read it ({@link JavaRule#mayReport}): its
 * text, the identifiers of its code, and the module's and the class path's type names for findings
 * that depend on other files (a subclass declared elsewhere or in a library, an inherited
 * annotation).
 */
public final class FileText {
  private final String source;
  private final FileWords words;
  private final ModuleTypeNames module;
  private final ClasspathNames classpath;

  /**
   * @param source the file's text, unicode escapes translated
   * @param classpath the class path's types by simple name
   */
  public FileText(
      String source, FileWords words, ModuleTypeNames module, ClasspathNames classpath) {
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

  /** The class path's types by simple name, which the module's text does not show. */
  public ClasspathNames classpath() {
    return classpath;
  }
}
