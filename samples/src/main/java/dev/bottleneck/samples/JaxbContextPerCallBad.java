package dev.bottleneck.samples;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.annotation.XmlRootElement;
import java.io.StringReader;
import java.io.StringWriter;

/**
 * A JAX-RS resource that creates a JAXB context in every request. Creating a context reflects over
 * the bound classes and builds the whole binding model; the context is thread-safe and meant to be
 * created once, with a cheap marshaller or unmarshaller per call.
 */
@Path("/invoices")
public class JaxbContextPerCallBad {

  @XmlRootElement
  public static class Invoice {
    public String number;
  }

  @GET
  @Path("/{number}")
  @Produces("application/xml")
  public String get(@PathParam("number") String number) throws JAXBException {
    Invoice invoice = new Invoice();
    invoice.number = number;
    StringWriter xml = new StringWriter();
    // BUG: Diagnostic contains: JaxbContextPerCall
    JAXBContext context = JAXBContext.newInstance(Invoice.class);
    context.createMarshaller().marshal(invoice, xml);
    return xml.toString();
  }

  /** The same with the javax namespace of JAXB 2. */
  public Invoice parseLegacy(String xml) throws javax.xml.bind.JAXBException {
    // BUG: Diagnostic contains: JaxbContextPerCall
    javax.xml.bind.JAXBContext context = javax.xml.bind.JAXBContext.newInstance(Invoice.class);
    return (Invoice) context.createUnmarshaller().unmarshal(new StringReader(xml));
  }
}
