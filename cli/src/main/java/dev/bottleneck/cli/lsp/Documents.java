package dev.bottleneck.cli.lsp;

import dev.bottleneck.maven.types.Overlay;
import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;

/**
 * The files the editor has open, with the text of each buffer, saved or not: the engine reads them
 * through this {@link Overlay} in place of the disk. The protocol's thread writes the buffers as
 * the editor sends them; the analysis thread takes a snapshot of them between analyses ({@link
 * #sync}) and the engine reads only that, so that one analysis sees one text of each file however
 * fast the user types.
 */
final class Documents implements Overlay {
  /**
   * One open buffer.
   *
   * @param uri the address the editor names it by, which every reply about it repeats
   * @param version the editor's version of the text
   */
  record Document(String uri, Path path, int version, String text) {}

  private final Map<Path, Document> open = new ConcurrentHashMap<>();
  private final Set<Path> changed = ConcurrentHashMap.newKeySet();
  private volatile Map<Path, Document> snapshot = Map.of();

  /** The file a {@code file:} address names, normalized; empty for any other address. */
  static Optional<Path> path(String uri) {
    try {
      URI parsed = URI.create(uri);
      if (!"file".equalsIgnoreCase(parsed.getScheme())) {
        return Optional.empty();
      }
      return Optional.of(Path.of(parsed).toAbsolutePath().normalize());
    } catch (IllegalArgumentException | FileSystemNotFoundException notAFile) {
      return Optional.empty();
    }
  }

  /** The address the editor uses for {@code file}, if it is open, else the file's own. */
  String uri(Path file) {
    Document document = open.get(file);
    return document != null ? document.uri() : file.toUri().toString();
  }

  void open(Path file, String uri, int version, String text) {
    open.put(file, new Document(uri, file, version, text));
    changed.add(file);
  }

  /** Applies the editor's changes, whole texts or ranges, in the order it sent them. */
  void change(Path file, int version, List<TextDocumentContentChangeEvent> changes) {
    Document document = open.get(file);
    if (document == null) {
      return;
    }
    String text = document.text();
    for (TextDocumentContentChangeEvent change : changes) {
      text =
          change.getRange() == null
              ? change.getText()
              : replace(text, change.getRange().getStart(), change.getRange().getEnd(), change);
    }
    open.put(file, new Document(document.uri(), file, version, text));
    changed.add(file);
  }

  /** Forgets the buffer: the file is read from disk again. */
  void close(Path file) {
    if (open.remove(file) != null) {
      changed.add(file);
    }
  }

  /** Notes that {@code file} changed on disk, for the module index to read it again. */
  void changedOnDisk(Path file) {
    changed.add(file);
  }

  boolean isOpen(Path file) {
    return open.containsKey(file);
  }

  /** The buffer as the editor has it now, if the file is open. */
  Optional<Document> current(Path file) {
    return Optional.ofNullable(open.get(file));
  }

  /** The files open now. */
  Set<Path> openFiles() {
    return Set.copyOf(open.keySet());
  }

  /**
   * Takes the buffers as they are now for what the engine reads, and returns the files whose text
   * may have changed since the last call: the module index is to be told of each. Called by the
   * analysis thread alone, between analyses.
   */
  Set<Path> sync() {
    Set<Path> since = new HashSet<>();
    for (Path file : changed) {
      changed.remove(file);
      since.add(file);
    }
    snapshot = Map.copyOf(open);
    return since;
  }

  /** The buffer as the engine reads it, from the last {@link #sync}. */
  Optional<Document> analyzed(Path file) {
    return Optional.ofNullable(snapshot.get(file));
  }

  @Override
  public Optional<String> text(Path file) {
    return analyzed(file).map(Document::text);
  }

  private static String replace(
      String text, Position start, Position end, TextDocumentContentChangeEvent change) {
    int from = TextLines.offset(text, start);
    int to = Math.max(from, TextLines.offset(text, end));
    return text.substring(0, from) + change.getText() + text.substring(to);
  }
}
