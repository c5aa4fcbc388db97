package dev.bottleneck.samples;

import jakarta.annotation.PostConstruct;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.annotation.XmlRootElement;
import java.io.StringWriter;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The JAXB context created once: in a holder class, at start-up, or once per bound type in a cache.
 * Only the marshaller, which is cheap and not thread-safe, is created per request.
 */
@Path("/invoices")
public class JaxbContextPerCallGood {

  @XmlRootElement
  public static class Invoice {
    public String number;
  }

  /** A static field needs a helper: newInstance throws a checked exception. */
  private static final class Contexts {
    static final JAXBContext INVOICE = create();

    private static JAXBContext create() {
      try {
        return JAXBContext.newInstance(Invoice.class);
      } catch (JAXBException e) {
        throw new ExceptionInInitializerError(e);
      }
    }
  }

  private final Map<Class<?>, JAXBContext> contextByType = new ConcurrentHashMap<>();
  private JAXBContext startupContext;

  @PostConstruct
  void init() throws JAXBException {
    startupContext = JAXBContext.newInstance(Invoice.class);
  }

  @GET
  @Path("/{number}")
  @Produces("application/xml")
  public String get(@PathParam("number") String number) throws JAXBException {
    Invoice invoice = new Invoice();
    invoice.number = number;
    StringWriter xml = new StringWriter();
    Contexts.INVOICE.createMarshaller().marshal(invoice, xml);
    startupContext.createMarshaller().marshal(invoice, xml);
    return xml.toString();
  }

  public String marshalAny(Object value) throws JAXBException {
    StringWriter xml = new StringWriter();
    contextByType
        .computeIfAbsent(value.getClass(), JaxbContextPerCallGood::contextFor)
        .createMarshaller()
        .marshal(value, xml);
    return xml.toString();
  }

  private static JAXBContext contextFor(Class<?> type) {
    try {
      return JAXBContext.newInstance(type);
    } catch (JAXBException e) {
      throw new IllegalArgumentException("Cannot bind " + type, e);
    }
  }
}
