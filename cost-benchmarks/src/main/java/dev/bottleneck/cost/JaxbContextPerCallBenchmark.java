package dev.bottleneck.cost;

import dev.bottleneck.cost.Form.Kind;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Marshalling a small invoice to XML with Jakarta XML Binding (the GlassFish runtime) through a
 * context created for the call versus a shared one. Both create a marshaller per call, which is
 * cheap and what the JAXB guide prescribes, since a marshaller is not thread-safe.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@State(Scope.Benchmark)
public class JaxbContextPerCallBenchmark {

  @XmlRootElement
  public static class Invoice {
    @XmlAttribute public String number;
    public String customer;
    public String issued;

    @XmlElement(name = "line")
    public List<Line> lines = new ArrayList<>();
  }

  public static class Line {
    public String sku;
    public int quantity;
    public BigDecimal price;
  }

  private JAXBContext context;
  private Invoice invoice;

  @Setup
  public void setUp() throws JAXBException {
    context = JAXBContext.newInstance(Invoice.class);
    invoice = new Invoice();
    invoice.number = "INV-2026-0042";
    invoice.customer = "c-77";
    invoice.issued = "2026-11-23";
    for (int i = 1; i <= 3; i++) {
      Line line = new Line();
      line.sku = "sku-" + i;
      line.quantity = i;
      line.price = BigDecimal.valueOf(199 * i, 2);
      invoice.lines.add(line);
    }
    String xml = shared();
    if (!xml.contains("<line><sku>sku-3</sku><quantity>3</quantity><price>5.97</price></line>")) {
      throw new IllegalStateException("unexpected XML: " + xml);
    }
  }

  @Benchmark
  @Form(
      value = Kind.BAD,
      label = "JAXBContext.newInstance(Invoice.class).createMarshaller().marshal(invoice, out)")
  public String perCall() throws JAXBException {
    StringWriter out = new StringWriter();
    JAXBContext.newInstance(Invoice.class).createMarshaller().marshal(invoice, out);
    return out.toString();
  }

  @Benchmark
  @Form(value = Kind.GOOD, label = "CONTEXT.createMarshaller().marshal(invoice, out)")
  public String shared() throws JAXBException {
    StringWriter out = new StringWriter();
    context.createMarshaller().marshal(invoice, out);
    return out.toString();
  }
}
