package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

/**
 * Parsing a small order (about 400 bytes) into a DOM document, and writing it back to text, with
 * the JDK's built-in JAXP implementations, one thread. The bad forms look the factory up per call
 * ({@code newInstance()}: system property, {@code jaxp.properties}, the service loader over the
 * class path, then the built-in class); the good forms are the three fixes the rule page weighs,
 * since a factory is not guaranteed thread-safe: a factory created once with a builder per call, a
 * builder per thread reset before each use, and a factory per call whose class is pinned ({@code
 * newDefaultInstance()}, no lookup). The class path here is one jar: an application with hundreds
 * of jars makes the service loader's scan, and so the bad form, slower still.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class XmlFactoryPerCallBenchmark {
  private static final String PARSE = "parse a 400-byte order into a DOM document";
  private static final String TRANSFORM = "write the document back to text";

  private static final byte[] ORDER =
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
              + "<order number=\"SO-2026-0042\" customer=\"c-77\">"
              + "<line sku=\"sku-1\" quantity=\"1\" price=\"1.99\"/>"
              + "<line sku=\"sku-2\" quantity=\"2\" price=\"3.98\"/>"
              + "<line sku=\"sku-3\" quantity=\"3\" price=\"5.97\"/>"
              + "<note>Leave at the back door; ring twice.</note>"
              + "<shipping method=\"express\"><street>1 Main St</street><city>Springfield</city>"
              + "</shipping></order>")
          .getBytes(StandardCharsets.UTF_8);

  private DocumentBuilderFactory factory;
  private ThreadLocal<DocumentBuilder> builders;
  private TransformerFactory transformers;
  private Document document;

  @Setup
  public void setUp() throws Exception {
    factory = DocumentBuilderFactory.newInstance();
    builders = ThreadLocal.withInitial(XmlFactoryPerCallBenchmark::newBuilder);
    transformers = TransformerFactory.newInstance();
    document = sharedFactory();
    for (Document parsed :
        new Document[] {perCall(), threadLocalBuilder(), pinnedPerCall(), document}) {
      if (parsed.getElementsByTagName("line").getLength() != 3) {
        throw new IllegalStateException("unexpected document");
      }
    }
    for (String xml : new String[] {transformPerCall(), sharedTransformerFactory()}) {
      if (!xml.contains("<note>Leave at the back door; ring twice.</note>")) {
        throw new IllegalStateException("unexpected output: " + xml);
      }
    }
  }

  private static DocumentBuilder newBuilder() {
    try {
      return DocumentBuilderFactory.newInstance().newDocumentBuilder();
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static InputStream order() {
    return new ByteArrayInputStream(ORDER);
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in)",
      group = PARSE)
  public Document perCall() throws ParserConfigurationException, SAXException, IOException {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(order());
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "FACTORY.newDocumentBuilder().parse(in)", group = PARSE)
  public Document sharedFactory() throws ParserConfigurationException, SAXException, IOException {
    return factory.newDocumentBuilder().parse(order());
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "BUILDER.get() (a ThreadLocal), reset(), parse(in)",
      group = PARSE)
  public Document threadLocalBuilder() throws SAXException, IOException {
    DocumentBuilder builder = builders.get();
    builder.reset();
    return builder.parse(order());
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "DocumentBuilderFactory.newDefaultInstance().newDocumentBuilder().parse(in)",
      group = PARSE)
  public Document pinnedPerCall() throws ParserConfigurationException, SAXException, IOException {
    return DocumentBuilderFactory.newDefaultInstance().newDocumentBuilder().parse(order());
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "TransformerFactory.newInstance().newTransformer().transform(doc, out)",
      group = TRANSFORM)
  public String transformPerCall() throws TransformerException {
    StringWriter out = new StringWriter();
    TransformerFactory.newInstance()
        .newTransformer()
        .transform(new DOMSource(document), new StreamResult(out));
    return out.toString();
  }

  @Benchmark
  @Form(
      value = Kind.GOOD,
      label = "TRANSFORMER_FACTORY.newTransformer().transform(doc, out)",
      group = TRANSFORM)
  public String sharedTransformerFactory() throws TransformerException {
    StringWriter out = new StringWriter();
    transformers.newTransformer().transform(new DOMSource(document), new StreamResult(out));
    return out.toString();
  }
}
