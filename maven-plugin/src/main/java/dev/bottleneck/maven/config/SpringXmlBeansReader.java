package dev.bottleneck.maven.config;

import dev.bottleneck.catalog.facts.SpringXmlBeans;
import dev.bottleneck.maven.types.StoredListings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads the bean definitions of a module's Spring XML context files ({@link SpringXmlBeans}): every
 * {@code .xml} file below its main resource roots, at any depth, whose root element is Spring's
 * {@code <beans>}. A file with another root is left after its first element; one that cannot be
 * read or parsed contributes nothing, so its beans' findings stay. Neither a DTD nor an external
 * entity is ever read.
 */
public final class SpringXmlBeansReader {
  private SpringXmlBeansReader() {}

  /** The once methods that the context files below {@code resourceRoots} name. */
  public static SpringXmlBeans read(List<Path> resourceRoots) {
    SpringXmlBeans.Builder beans = new SpringXmlBeans.Builder();
    for (Path root : resourceRoots) {
      if (!StoredListings.isDirectory(root)) {
        continue;
      }
      List<Path> files;
      try {
        files = xmlFiles(root);
      } catch (IOException | RuntimeException unreadable) {
        // A root that cannot be walked names no bean: its findings stay.
        continue;
      }
      files.stream()
          .filter(StoredListings::isRegularFile)
          .sorted()
          .forEach(file -> contextFile(file, beans));
    }
    return beans.build();
  }

  /**
   * The entries below {@code root} named {@code *.xml}, links not followed, from the folders'
   * listings the JVM keeps ({@link StoredListings}), which the module's source set took already.
   *
   * @throws IOException when a folder or an entry below the root cannot be read
   */
  private static List<Path> xmlFiles(Path root) throws IOException {
    List<Path> files = new ArrayList<>();
    StoredListings.walkFileTree(
        root,
        false,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
            add(folder);
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
            add(file);
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path folder, IOException failure)
              throws IOException {
            if (failure != null) {
              throw failure;
            }
            return FileVisitResult.CONTINUE;
          }

          private void add(Path entry) {
            Path name = entry.getFileName();
            if (name != null && name.toString().endsWith(".xml")) {
              files.add(entry);
            }
          }
        });
    return files;
  }

  private static void contextFile(Path file, SpringXmlBeans.Builder beans) {
    try (InputStream in = Files.newInputStream(file)) {
      XMLStreamReader reader = XmlElements.FACTORY.createXMLStreamReader(in);
      try {
        boolean root = true;
        while (reader.hasNext()) {
          if (reader.next() != XMLStreamConstants.START_ELEMENT) {
            continue;
          }
          boolean springBeans = SpringXmlBeans.NAMESPACE.equals(reader.getNamespaceURI());
          if (root && !(springBeans && SpringXmlBeans.ROOT.equals(reader.getLocalName()))) {
            return;
          }
          root = false;
          if (springBeans && SpringXmlBeans.BEAN.equals(reader.getLocalName())) {
            beans.bean(attributes(reader));
          }
        }
      } finally {
        reader.close();
      }
    } catch (IOException | XMLStreamException | RuntimeException unreadable) {
      // What was read before the error stays: each bean is a fact of its own element.
    }
  }

  private static Map<String, String> attributes(XMLStreamReader reader) {
    Map<String, String> attributes = new HashMap<>();
    for (int i = 0; i < reader.getAttributeCount(); i++) {
      attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
    }
    return attributes;
  }
}
