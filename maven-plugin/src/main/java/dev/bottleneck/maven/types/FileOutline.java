package dev.bottleneck.maven.types;

import dev.bottleneck.catalog.facts.RequestPaths;
import dev.bottleneck.catalog.facts.SlowWork;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Java file says to the modules of its build beyond the types it declares: its package, its
 * imports, the names its string literals spell, and which request entry points and Spring Boot
 * application markers of {@link RequestPaths} it uses. Read in the pass that reads the file's
 * {@link FileFacts}, and kept with them for the JVM by {@link StoredFacts}, so that a module that
 * judges its build's code (SyncLogAppender's) reads no file that a scan of the build has read.
 *
 * <p>The package and imports are the declarations of the code; a text that the one pass cannot read
 * (a unicode escape, brackets that do not match) is read by patterns over the whole text instead.
 * Whether a type is used is read from the imports and the text: it is imported, its qualified name
 * is written, or its package is imported whole and its simple name is written (after {@code @}, for
 * an annotation).
 */
public final class FileOutline {
  private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");
  private static final Pattern IMPORT =
      Pattern.compile("(?m)^\\s*import\\s+(?:static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;");

  /**
   * The types looked for, by the first two names of their packages ({@code org.springframework}): a
   * text that does not write those names writes none of their qualified names, so each pair is
   * searched for once instead of each type.
   */
  private static final Map<String, List<String>> ANNOTATIONS =
      byRoot(RequestPaths.ENTRY_POINT_ANNOTATIONS);

  private static final Map<String, List<String>> SUPERTYPES =
      byRoot(RequestPaths.ENTRY_POINT_SUPERTYPES);
  private static final Map<String, List<String>> MARKERS = byRoot(RequestPaths.APPLICATION_MARKERS);
  private static final Map<String, List<String>> CLIENT_INTERFACES =
      byRoot(SlowWork.CLIENT_INTERFACE_ANNOTATIONS);

  private final String packageName;
  private final List<String> imports;
  private final List<String> literals;
  private final List<String> entryPoints;
  private final boolean application;

  private FileOutline(
      String packageName,
      List<String> imports,
      List<String> literals,
      List<String> entryPoints,
      boolean application) {
    this.packageName = packageName;
    this.imports = imports;
    this.literals = literals;
    this.entryPoints = entryPoints;
    this.application = application;
  }

  /**
   * The outline of the file as it is on disk, kept with its facts for the JVM while the file keeps
   * the attributes it was listed with; empty when it cannot be read.
   *
   * @param attributes the file's attributes, as a walk of its folder found them
   */
  public static Optional<FileOutline> read(Path file, BasicFileAttributes attributes) {
    FileFacts facts = StoredFacts.read(file, FileStamp.of(file, attributes), lexed -> {}).facts();
    return facts.readable() ? Optional.of(facts.outline()) : Optional.empty();
  }

  /**
   * The outline of {@code text}, its package and imports taken from {@code read}, the one pass over
   * its code; read by patterns over the text when that pass could not read them (null).
   */
  static FileOutline of(String text, Reader read) {
    String packageName;
    List<String> imports;
    if (read != null) {
      packageName = read.packageName == null ? "" : read.packageName;
      imports = List.copyOf(read.imports);
    } else {
      Matcher pkg = PACKAGE.matcher(text);
      packageName = pkg.find() ? pkg.group(1) : "";
      List<String> imported = new ArrayList<>();
      Matcher importLine = IMPORT.matcher(text);
      while (importLine.find()) {
        imported.add(importLine.group(1) + (importLine.group(2) != null ? ".*" : ""));
      }
      imports = List.copyOf(imported);
    }
    List<String> literals = nameLiterals(text);
    List<String> entryPoints = new ArrayList<>();
    Set<String> importSet = new HashSet<>(imports);
    Searched searched = new Searched(text);
    usedOf(searched, importSet, ANNOTATIONS, "@", entryPoints);
    usedOf(searched, importSet, SUPERTYPES, "", entryPoints);
    if (entryPoints.stream().anyMatch(RequestPaths.REQUEST_MAPPINGS::contains)) {
      List<String> clients = new ArrayList<>();
      usedOf(searched, importSet, CLIENT_INTERFACES, "@", clients);
      if (!clients.isEmpty()) {
        // A Feign client's mappings name the requests it sends.
        entryPoints.removeAll(RequestPaths.REQUEST_MAPPINGS);
      }
    }
    List<String> markers = new ArrayList<>();
    usedOf(searched, importSet, MARKERS, "", markers);
    return new FileOutline(
        packageName, imports, literals, List.copyOf(entryPoints), !markers.isEmpty());
  }

  /** The package the file declares; empty for the unnamed package. */
  public String packageName() {
    return packageName;
  }

  /**
   * The names the file imports, types, members and packages alike, static or not, in the order
   * written; a whole package or type imported ends in {@code .*}.
   */
  public List<String> imports() {
    return imports;
  }

  /**
   * The contents of the file's string literals that may name something: a Java name, or names
   * joined by dots or dashes.
   */
  public List<String> literals() {
    return literals;
  }

  /**
   * The request entry points of {@link RequestPaths} the file uses, annotations then supertypes.
   */
  public List<String> entryPoints() {
    return entryPoints;
  }

  /** Whether the file uses one of the {@link RequestPaths#APPLICATION_MARKERS}. */
  public boolean application() {
    return application;
  }

  /**
   * What the text writes between two double quotes that may name something, as the pattern {@code
   * "([A-Za-z_$][\\w$.\\-]*)"} finds it in the whole text: the string literals of the code, and
   * such names quoted in comments and inside text blocks, which a logger's name may be written in
   * as well.
   */
  private static List<String> nameLiterals(String text) {
    List<String> names = new ArrayList<>();
    int at = text.indexOf('"');
    while (at >= 0) {
      int end = at + 1;
      if (end < text.length() && nameStart(text.charAt(end))) {
        end++;
        while (end < text.length() && namePart(text.charAt(end))) {
          end++;
        }
        if (end < text.length() && text.charAt(end) == '"') {
          names.add(text.substring(at + 1, end));
          at = text.indexOf('"', end + 1);
          continue;
        }
      }
      at = text.indexOf('"', at + 1);
    }
    return List.copyOf(names);
  }

  private static boolean nameStart(char c) {
    return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_' || c == '$';
  }

  private static boolean namePart(char c) {
    return nameStart(c) || c >= '0' && c <= '9' || c == '.' || c == '-';
  }

  private static Map<String, List<String>> byRoot(List<String> types) {
    Map<String, List<String>> byRoot = new LinkedHashMap<>();
    for (String type : types) {
      byRoot.computeIfAbsent(root(type), name -> new ArrayList<>()).add(type);
    }
    byRoot.replaceAll((name, inRoot) -> List.copyOf(inRoot));
    return byRoot;
  }

  /** The first two names of a qualified type name, or the name of its package when it has one. */
  private static String root(String type) {
    int first = type.indexOf('.');
    int second = first < 0 ? -1 : type.indexOf('.', first + 1);
    int last = type.lastIndexOf('.');
    return type.substring(0, second > 0 && second < last ? second : Math.max(last, 0));
  }

  /**
   * Adds the types of {@code byRoot} that the text uses, in their order: types whose packages'
   * first names the text does not write and whose package it does not import whole are passed over
   * without a search of the text.
   */
  private static void usedOf(
      Searched text,
      Set<String> imports,
      Map<String, List<String>> byRoot,
      String prefix,
      List<String> used) {
    for (Map.Entry<String, List<String>> root : byRoot.entrySet()) {
      int[] written = text.places(root.getKey());
      for (String type : root.getValue()) {
        boolean mayBeWritten =
            written.length > 0
                || RequestPaths.packageOf(type).filter(p -> imports.contains(p + ".*")).isPresent();
        if (imports.contains(type) || mayBeWritten && uses(text, written, imports, type, prefix)) {
          used.add(type);
        }
      }
    }
  }

  /**
   * Whether the text names the type qualified, or imports its package whole and names it ({@code
   * prefix} before the name: {@code @} for an annotation). The qualified name starts with its root,
   * so it can only be written where the text writes the root ({@code rootPlaces}): those places are
   * looked at instead of the whole text, once for each type.
   */
  private static boolean uses(
      Searched text, int[] rootPlaces, Set<String> imports, String type, String prefix) {
    if (text.writesAt(rootPlaces, prefix.length(), prefix + type)) {
      return true;
    }
    String simple = type.substring(type.lastIndexOf('.') + 1);
    return RequestPaths.packageOf(type).filter(p -> imports.contains(p + ".*")).isPresent()
        && Pattern.compile(Pattern.quote(prefix + simple) + "\\b").matcher(text.text()).find();
  }

  /**
   * A text to search for names, with a copy of it in Latin-1 where each other character is a {@code
   * ?}: a name of Latin-1 characters without a {@code ?} is in one exactly when it is in the other.
   * One character beyond Latin-1 (a Chinese comment) makes a string UTF-16, which {@link
   * String#indexOf} searches for a Latin-1 name a character at a time, in a loop of its own; in the
   * copy it compares many at once. The names of {@link RequestPaths} searched in each file made
   * that loop the engine's busiest method on eladmin and pig (a tenth of the CPU samples of their
   * analysing threads).
   */
  private static final class Searched {
    private final String text;
    private final String latin1;

    /** The places of each first name and dot searched for. */
    private final Map<String, int[]> byHead = new HashMap<>();

    Searched(String text) {
      this.text = text;
      this.latin1 =
          new String(text.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1);
    }

    String text() {
      return text;
    }

    /**
     * Where the text writes {@code name}, every place in text order, overlapping ones included:
     * among the places of its first name and dot ({@code org.} of {@code org.springframework}),
     * which are searched for once for all the names that start with them.
     */
    int[] places(String name) {
      int dot = name.indexOf('.');
      if (dot <= 0 || dot == name.length() - 1) {
        return search(name);
      }
      int[] heads = byHead.computeIfAbsent(name.substring(0, dot + 1), this::search);
      String searched = latin1(name) ? latin1 : text;
      int[] places = new int[heads.length];
      int count = 0;
      for (int place : heads) {
        if (searched.startsWith(name, place)) {
          places[count++] = place;
        }
      }
      return Arrays.copyOf(places, count);
    }

    private int[] search(String name) {
      String searched = latin1(name) ? latin1 : text;
      int[] places = new int[4];
      int count = 0;
      for (int at = searched.indexOf(name); at >= 0; at = searched.indexOf(name, at + 1)) {
        if (count == places.length) {
          places = Arrays.copyOf(places, count * 2);
        }
        places[count++] = at;
      }
      return Arrays.copyOf(places, count);
    }

    /**
     * Whether the text writes {@code name} so that its character at {@code offset} is at one of
     * {@code places}: where the text writes {@code name}, given every place where it writes the
     * part of the name from {@code offset} on, or a start of it.
     */
    boolean writesAt(int[] places, int offset, String name) {
      String searched = latin1(name) ? latin1 : text;
      for (int place : places) {
        if (place >= offset && searched.startsWith(name, place - offset)) {
          return true;
        }
      }
      return false;
    }

    /** Whether {@code name} is found in the Latin-1 copy exactly where it is in the text. */
    private static boolean latin1(String name) {
      for (int at = 0; at < name.length(); at++) {
        char c = name.charAt(at);
        if (c == '?' || c > 0xFF) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * Reads the package declaration and the imports of a file's code, told of each name, symbol,
   * comment and literal of the code as {@link CodeFacts} reads them, as the patterns that read a
   * text the pass cannot read them: {@code package} or {@code import} first on its line, then a
   * name of ASCII letters, digits and underscores joined by dots, up to the next {@code ;}, without
   * a comment between; a {@code static} import counts as any other, and a module import ({@code
   * import module m;}) is none. A block comment or a text block that writes such a declaration at
   * the start of one of its lines declares or imports it too, as it does for the patterns.
   */
  static final class Reader {
    private String packageName;
    private final List<String> imports = new ArrayList<>();

    /** The declaration being read, from its keyword to its {@code ;}: null outside one. */
    private StringBuilder declaration;

    private boolean lineStart = true;
    private boolean importing;
    private boolean afterName;
    private boolean wildcard;
    private boolean broken;

    void word(String word) {
      boolean first = lineStart;
      lineStart = false;
      if (declaration == null) {
        if (first && (word.equals("package") || word.equals("import"))) {
          declaration = new StringBuilder();
          importing = word.equals("import");
          afterName = false;
          wildcard = false;
          broken = false;
        }
        return;
      }
      if (importing && declaration.isEmpty() && !afterName && word.equals("static")) {
        return;
      }
      broken |= afterName || wildcard || !asciiName(word);
      declaration.append(word);
      afterName = true;
    }

    /** A character of the code that is no part of a name, white space included. */
    void symbol(char c) {
      if (c == '\n' || c == '\r') {
        lineStart = true;
      }
      if (ModuleCalls.WHITE_SPACE.indexOf(c) >= 0) {
        return;
      }
      lineStart = false;
      if (declaration == null) {
        return;
      }
      if (c == '.' && afterName) {
        declaration.append('.');
        afterName = false;
      } else if (c == '*' && importing && !afterName && !declaration.isEmpty() && !wildcard) {
        declaration.setLength(declaration.length() - 1);
        wildcard = true;
      } else if (c == ';') {
        end();
      } else {
        broken = true;
      }
    }

    /**
     * A comment or a literal of {@code text} from {@code start} to before {@code end}: a
     * declaration that holds one is not read, and one of many lines is read for the declarations
     * its lines start with.
     */
    void comment(String text, int start, int end) {
      lineStart = false;
      if (declaration != null) {
        broken = true;
      }
      if (!lineBreakIn(text, start, end)) {
        return;
      }
      if (indexOf(text, "import", start, end) >= 0) {
        Matcher importLine = IMPORT.matcher(text).region(start, end);
        while (importLine.find()) {
          imports.add(importLine.group(1) + (importLine.group(2) != null ? ".*" : ""));
        }
      }
      if (packageName == null && indexOf(text, "package", start, end) >= 0) {
        Matcher pkg = PACKAGE.matcher(text).region(start, end);
        if (pkg.find()) {
          packageName = pkg.group(1);
        }
      }
    }

    /**
     * Whether a line ends between {@code start} and {@code end}. Searched there only: a search of
     * the rest of the text, for each comment and literal of a file, read the file once per comment.
     */
    private static boolean lineBreakIn(String text, int start, int end) {
      for (int at = start; at < end; at++) {
        char c = text.charAt(at);
        if (c == '\n' || c == '\r') {
          return true;
        }
      }
      return false;
    }

    /** Where {@code word} is first written between {@code start} and {@code end}, else -1. */
    private static int indexOf(String text, String word, int start, int end) {
      char first = word.charAt(0);
      for (int at = start; at + word.length() <= end; at++) {
        if (text.charAt(at) == first && text.startsWith(word, at)) {
          return at;
        }
      }
      return -1;
    }

    private static boolean asciiName(String word) {
      for (int at = 0; at < word.length(); at++) {
        char c = word.charAt(at);
        if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
          return false;
        }
      }
      return true;
    }

    private void end() {
      String name = declaration.toString();
      boolean complete = !broken && (afterName || wildcard) && !name.isEmpty();
      if (complete && importing) {
        imports.add(wildcard ? name + ".*" : name);
      } else if (complete && !wildcard && packageName == null) {
        packageName = name;
      }
      declaration = null;
    }
  }
}
