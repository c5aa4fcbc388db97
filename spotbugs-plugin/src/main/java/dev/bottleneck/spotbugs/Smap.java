package dev.bottleneck.spotbugs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.objectweb.asm.tree.ClassNode;

/**
 * The source map (JSR-45 SMAP, the {@code SourceDebugExtension} attribute) that kotlinc writes into
 * a class whose methods hold inlined code: the body of an {@code inline} function is copied into
 * each caller and numbered past the end of the caller's file, and the map's Kotlin stratum says
 * which file, class and line each such number stands for. A class without a map (javac's) is its
 * own source throughout.
 */
final class Smap {
  private static final String KOTLIN_STRATUM = "*S Kotlin";

  /** Where a line of a class file was written: the class of its source file, the file, the line. */
  record Location(String internalName, String sourceFile, int line) {}

  /** One {@code *L} line: input lines from {@code inputStart} of a file to output lines. */
  private record Range(int inputStart, String fileId, int repeat, int outputStart, int increment) {}

  private final Map<String, Location> files;
  private final List<Range> ranges;

  private Smap(Map<String, Location> files, List<Range> ranges) {
    this.files = files;
    this.ranges = ranges;
  }

  /** Whether the class carries a Kotlin source map. */
  static boolean present(ClassNode owner) {
    return owner.sourceDebug != null && owner.sourceDebug.contains(KOTLIN_STRATUM);
  }

  /**
   * Where {@code line} of {@code owner}'s code was written: the class's own file and line, or, for
   * inlined code, the inline function's file, class and line; empty for a line the map names no
   * source for.
   */
  static Optional<Location> locate(ClassNode owner, int line) {
    Location own = new Location(owner.name, owner.sourceFile, line);
    if (!present(owner)) {
      return Optional.of(own);
    }
    return parse(owner.sourceDebug).map(line);
  }

  /**
   * The class an anonymous class was copied from, when kotlinc regenerated it from an anonymous
   * object of another class's inline function ({@code BeanDefinitionDsl$bean$1}): the first file of
   * its map; empty for a class that is its own source.
   */
  static Optional<String> copiedFrom(ClassNode owner) {
    if (!present(owner)) {
      return Optional.empty();
    }
    return parse(owner.sourceDebug).files.values().stream()
        .filter(file -> file.line() == 1)
        .map(Location::internalName)
        .filter(name -> !name.equals(owner.name))
        .findFirst();
  }

  private Optional<Location> map(int line) {
    for (Range range : ranges) {
      int offset = line - range.outputStart();
      int increment = Math.max(range.increment(), 1);
      if (offset >= 0 && offset < range.repeat() * increment) {
        Location file = files.get(range.fileId());
        return file == null
            ? Optional.empty()
            : Optional.of(
                new Location(
                    file.internalName(),
                    file.sourceFile(),
                    range.inputStart() + offset / increment));
      }
    }
    return Optional.empty();
  }

  /** Reads the Kotlin stratum: its {@code *F} files and {@code *L} line ranges. */
  private static Smap parse(String smap) {
    Map<String, Location> files = new HashMap<>();
    List<Range> ranges = new ArrayList<>();
    String[] lines = smap.split("\n");
    int i = 0;
    while (i < lines.length && !lines[i].equals(KOTLIN_STRATUM)) {
      i++;
    }
    String section = "";
    String lastFile = "1";
    for (i++; i < lines.length && !lines[i].startsWith("*S") && !lines[i].equals("*E"); i++) {
      String entry = lines[i];
      if (entry.startsWith("*")) {
        section = entry;
      } else if (section.equals("*F") && entry.startsWith("+ ") && i + 1 < lines.length) {
        String[] idAndName = entry.substring(2).split(" ", 2);
        // The first file is the class's own source: line 1 marks it.
        files.put(idAndName[0], new Location(lines[++i], idAndName[1], files.isEmpty() ? 1 : 0));
      } else if (section.equals("*L")) {
        Range range = range(entry, lastFile);
        lastFile = range.fileId();
        ranges.add(range);
      }
    }
    return new Smap(files, ranges);
  }

  /** {@code inputStart[#fileId][,repeat]:outputStart[,increment]}. */
  private static Range range(String entry, String lastFile) {
    String[] sides = entry.split(":", 2);
    String input = sides[0];
    String fileId = lastFile;
    int repeat = 1;
    int comma = input.indexOf(',');
    if (comma >= 0) {
      repeat = Integer.parseInt(input.substring(comma + 1));
      input = input.substring(0, comma);
    }
    int hash = input.indexOf('#');
    if (hash >= 0) {
      fileId = input.substring(hash + 1);
      input = input.substring(0, hash);
    }
    String[] output = sides[1].split(",", 2);
    int increment = output.length > 1 ? Integer.parseInt(output[1]) : 1;
    return new Range(
        Integer.parseInt(input), fileId, repeat, Integer.parseInt(output[0]), increment);
  }
}
