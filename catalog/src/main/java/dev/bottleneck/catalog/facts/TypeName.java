package dev.bottleneck.catalog.facts;

/**
 * Canonical type names as the tables write them, and the other forms engines need. A segment that
 * starts with an upper-case letter starts the type: {@code okhttp3.OkHttpClient.Builder} is the
 * nested type {@code Builder} of {@code okhttp3.OkHttpClient}. Library packages follow the Java
 * naming convention, so this needs no class path.
 */
public final class TypeName {
  private TypeName() {}

  /** {@code okhttp3.OkHttpClient$Builder} for {@code okhttp3.OkHttpClient.Builder}. */
  public static String binary(String canonical) {
    int type = typeStart(canonical);
    return canonical.substring(0, type) + canonical.substring(type).replace('.', '$');
  }

  /** {@code OkHttpClient.Builder} for {@code okhttp3.OkHttpClient.Builder}: outer types kept. */
  public static String simple(String canonical) {
    return canonical.substring(typeStart(canonical));
  }

  /** The package, {@code okhttp3} for {@code okhttp3.OkHttpClient.Builder}; empty when none. */
  public static String packageName(String canonical) {
    int type = typeStart(canonical);
    return type == 0 ? "" : canonical.substring(0, type - 1);
  }

  private static int typeStart(String canonical) {
    int start = 0;
    while (start < canonical.length() && !Character.isUpperCase(canonical.charAt(start))) {
      int dot = canonical.indexOf('.', start);
      if (dot < 0) {
        return start;
      }
      start = dot + 1;
    }
    return start;
  }
}
